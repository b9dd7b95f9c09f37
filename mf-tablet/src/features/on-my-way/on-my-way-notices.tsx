import { Button, Drawer, Empty, Flex, Grid, Skeleton, Typography, theme } from 'antd';
import { useOnMyWayReadMutation, type OnMyWayDto } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { timeText } from '../people/people';
import { useRoomNotices } from './room-notices';

/** One notice: who comes for which child, when, the note, and "Got it" to mark it read. */
function Notice({ notice }: { notice: OnMyWayDto }) {
  const { token } = theme.useToken();
  const [read, reading] = useOnMyWayReadMutation();
  return (
    <Panel size="small" aria-label={`${notice.guardian.label} is on the way for ${notice.child.label}`}>
      <div data-testid={`omw-notice-${notice.id}`}>
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{notice.child.label}</Typography.Text>
            <Typography.Text>
              {notice.guardian.label}, arriving ~{timeText(notice.arrivingAt)}
            </Typography.Text>
            {notice.note && <Typography.Text type="secondary" italic>“{notice.note}”</Typography.Text>}
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>Sent {timeText(notice.createdAt)}</Typography.Text>
          </Flex>
          <Button
            type="primary"
            size="large"
            loading={reading.isLoading}
            aria-label={`Got it: ${notice.child.label}`}
            onClick={() => void read({ onMyWayIdDto: { id: notice.id } })}
            style={{ minHeight: 64, minWidth: 120 }}
          >
            Got it
          </Button>
        </Flex>
      </div>
    </Panel>
  );
}

/** Today's unread notices of the room, newest first, each to acknowledge. */
function OnMyWayList() {
  const notices = useRoomNotices();
  if (notices.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!notices.data?.length) return <Empty description="No one is on the way right now" />;
  return (
    <Flex vertical gap={12} role="list" aria-label="On the way">
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
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Drawer title="On the way today" placement="right" size={wide ? 480 : '100%'} open={open} onClose={onClose} destroyOnHidden>
      <OnMyWayList />
    </Drawer>
  );
}
