import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Flex, Grid, Skeleton, Typography, theme } from 'antd';
import { mdiCarArrowRight } from '@mdi/js';
import { useOnMyWayCountQuery, useOnMyWayReadMutation, type OnMyWayDto } from '@daycare/api-client';
import { Mdi, Panel } from '@daycare/ui';
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
export function OnMyWayList() {
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

/**
 * The tablet header's on-my-way button: today's unread count (live through the 'On my way' tag) and
 * a drawer with the notices.
 */
export function OnMyWayButton() {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const count = useOnMyWayCountQuery().data?.count ?? 0;
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <>
      <Badge count={count} size="default" offset={[-6, 6]}>
        <Button
          size="large"
          type={count ? 'primary' : 'default'}
          icon={<Mdi path={mdiCarArrowRight} size={1.1} />}
          aria-label={count ? `On the way: ${count} unread` : 'On the way: none unread'}
          onClick={() => setOpen(true)}
          style={{ minHeight: 56, paddingInline: token.padding }}
        >
          On the way
        </Button>
      </Badge>
      <Drawer title="On the way today" placement="right" size={wide ? 480 : '100%'} open={open} onClose={() => setOpen(false)} destroyOnHidden>
        <OnMyWayList />
      </Drawer>
    </>
  );
}
