import { Suspense, lazy, type ReactNode } from 'react';
import { Button, Flex, Typography, theme } from 'antd';
import { mdiDeskLamp, mdiDoorOpen } from '@mdi/js';
import { UserType } from '@daycare/shared';
import { selectUser, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { t, useT } from '../../i18n';
import { flyoutOpened, selectFlyout } from '../flyout/flyout-slice';

/** The breadcrumb names the desk for whoever reads it: a director, an educator, or operations staff in a centre. */
export function deskName(type: UserType | undefined): string {
  if (type === UserType.Staff) return t('frame.staffDesk');
  if (type === UserType.Super) return t('frame.operationsDesk');
  return t('frame.directorDesk');
}

// The flyout downloads the first time it opens: most pages never need it.
const FlyoutPanel = lazy(() => import('../flyout/flyout-panel'));

/** Every director and staff page: the full width the shell gives it, and the rooms flyout of the current centre beside it. */
export function RemoteFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const t = useT();
  const dispatch = useAppDispatch();
  const { show } = useAppSelector(selectFlyout);
  const user = useAppSelector(selectUser);
  const hasCentre = Boolean(user?.daycare);
  return (
    <div data-testid="remote-admin" style={{ padding: token.paddingLG }}>
      <Flex align="center" justify="space-between" gap={6} style={{ marginBottom: token.marginSM }}>
        <Flex align="center" gap={6}>
          <Mdi path={mdiDeskLamp} size={0.8} color={token.colorPrimary} />
          <Typography.Text type="secondary">{deskName(user?.type)}</Typography.Text>
        </Flex>
        {hasCentre && <Button icon={<Mdi path={mdiDoorOpen} size={0.8} />} onClick={() => dispatch(flyoutOpened())}>{t('frame.rooms')}</Button>}
      </Flex>
      {children}
      {show && (
        <Suspense fallback={null}>
          <FlyoutPanel />
        </Suspense>
      )}
    </div>
  );
}
