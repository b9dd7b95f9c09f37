import { lazy, Suspense, useState } from 'react';
import { Badge, Button, theme } from 'antd';
import { mdiCarArrowRight } from '@mdi/js';
import { useOnMyWayCountQuery } from '@daycare/api-client';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';

const OnMyWayDrawer = lazy(() => import('./on-my-way-notices'));

/**
 * The tablet header's on-my-way button: today's unread count (live through the 'On my way' tag) and
 * a drawer with the notices, which loads when first opened so the grid's first paint stays small.
 */
export function OnMyWayButton() {
  const { token } = theme.useToken();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const count = useOnMyWayCountQuery().data?.count ?? 0;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Badge count={count} size="medium" offset={[-6, 6]}>
        <Button
          size="large"
          type={count ? 'primary' : 'default'}
          icon={<Mdi path={mdiCarArrowRight} size={1.1} />}
          aria-label={count ? t('onMyWay.unread', { count }) : t('onMyWay.noneUnread')}
          onClick={show}
          style={{ minHeight: 56, paddingInline: token.padding }}
        >
          {t('onMyWay.button')}
        </Button>
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <OnMyWayDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
