import type { ReactNode } from 'react';
import { ConfigProvider, Flex, Typography, theme } from 'antd';
import { mdiTabletDashboard } from '@mdi/js';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';
import { OnMyWayButton } from '../on-my-way/on-my-way-button';

/** Every tablet page: large type and finger-sized controls for a wall-mounted touch screen. */
export function RemoteFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { fontSize: 18, controlHeight: 56 } }}>
      <TabletPage>{children}</TabletPage>
    </ConfigProvider>
  );
}

function TabletPage({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const t = useT();
  // On-my-way notices belong to a centre: someone without one (operations) has none to hear.
  const inDaycare = Boolean(useAppSelector(selectUser)?.daycare);
  return (
    <div data-testid="remote-tablet" style={{ padding: token.paddingLG, userSelect: 'none' }}>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: token.margin }}>
        <Flex align="center" gap={8}>
          <Mdi path={mdiTabletDashboard} size={1.2} color={token.colorPrimary} />
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeLG }}>{t('frame.appName')}</Typography.Text>
        </Flex>
        {inDaycare && <OnMyWayButton />}
      </Flex>
      {children}
    </div>
  );
}
