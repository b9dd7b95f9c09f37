import { Button, Drawer, Empty, Flex, Grid, Skeleton, Typography, theme } from 'antd';
import { useOnMyWayReadMutation, type OnMyWayDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { useRoomNotices } from './room-notices';

/** One notice: who comes for which child, when, the note, and "Got it" to mark it read. */
function Notice({ notice }: { notice: OnMyWayDto }) {
  const { token } = theme.useToken();
  const t = useT();
  const [read, reading] = useOnMyWayReadMutation();
  return (
    <Panel size="small" aria-label={t('onMyWay.notice', { guardian: notice.guardian.label, child: notice.child.label })}>
      <div data-testid={`omw-notice-${notice.id}`}>
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{notice.child.label}</Typography.Text>
            <Typography.Text>
              {t('onMyWay.arriving', { guardian: notice.guardian.label, time: formatTime(notice.arrivingAt) })}
            </Typography.Text>
            {notice.note && <Typography.Text type="secondary" italic>“{notice.note}”</Typography.Text>}
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{t('onMyWay.sent', { time: formatTime(notice.createdAt) })}</Typography.Text>
          </Flex>
          <Button
            type="primary"
            size="large"
            loading={reading.isLoading}
            aria-label={t('onMyWay.gotItFor', { child: notice.child.label })}
            onClick={() => void read({ onMyWayIdDto: { id: notice.id } })}
            style={{ minHeight: 64, minWidth: 120 }}
          >
            {t('onMyWay.gotIt')}
          </Button>
        </Flex>
      </div>
    </Panel>
  );
}

/** Today's unread notices of the room, newest first, each to acknowledge. */
function OnMyWayList() {
  const t = useT();
  const notices = useRoomNotices();
  if (notices.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!notices.data?.length) return <Empty description={t('onMyWay.empty')} />;
  return (
    <Flex vertical gap={12} role="list" aria-label={t('onMyWay.list')}>
      {notices.data.map((notice) => (
        <div role="listitem" key={notice.id}>
          <Notice notice={notice} />
        </div>
      ))}
    </Flex>
  );
}

/** The drawer of today's notices; downloaded the first time the tablet opens it. */
export default function OnMyWayDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Drawer title={t('onMyWay.drawerTitle')} placement="right" size={wide ? 480 : '100%'} open={open} onClose={onClose} destroyOnHidden>
      <OnMyWayList />
    </Drawer>
  );
}
