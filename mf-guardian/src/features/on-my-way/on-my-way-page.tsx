import { Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { mdiCarClock } from '@mdi/js';
import { type OnMyWayDto, useOnMyWayListQuery, useOnMyWayRemoveMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { Mdi, Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { arrivalTime, readText } from './notice-text';

function NoticeCard({ notice }: { notice: OnMyWayDto }) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useOnMyWayRemoveMutation();
  const deleteNotice = async () => {
    const result = await remove({ onMyWayIdDto: { id: notice.id } });
    if (!result.error) dispatch(showSnackbar({ text: `The notice for ${notice.child.label} is deleted`, color: THEME_COLORS.light.success }));
  };
  return (
    <Panel size="small" aria-label={`On my way for ${notice.child.label}`}>
      <Flex justify="space-between" align="start" gap={12}>
        <Flex vertical gap={2}>
          <Typography.Text strong style={{ fontSize: 16 }}>{notice.child.label}</Typography.Text>
          <Typography.Text>Arriving around {arrivalTime(notice)}</Typography.Text>
          <Typography.Text type="secondary">{notice.room.label}</Typography.Text>
          {notice.note && <Typography.Text italic>“{notice.note}”</Typography.Text>}
          <div>
            <Tag color={notice.readAt ? 'success' : 'default'}>{readText(notice)}</Tag>
          </div>
        </Flex>
        <Popconfirm
          title="Delete this notice?"
          description="The room will no longer see it."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => void deleteNotice()}
        >
          <Button danger loading={isLoading} aria-label={`Delete the notice for ${notice.child.label}`}>
            Delete
          </Button>
        </Popconfirm>
      </Flex>
    </Panel>
  );
}

/** /onmyway: the big "I'm on my way" button, and today's notices with whether the room saw them. */
export default function OnMyWayPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const notices = useOnMyWayListQuery();
  const data = notices.data ?? [];
  return (
    <RoutePage path="/onmyway">
      <Flex vertical gap={16}>
        <Button
          type="primary"
          size="large"
          block
          icon={<Mdi path={mdiCarClock} size={1.2} color={token.colorTextLightSolid} />}
          style={{ height: 72, fontSize: 22 }}
          onClick={() => void navigate('/onmyway/send')}
        >
          I&apos;m on my way
        </Button>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>Today</Typography.Title>
        {notices.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : data.length === 0 ? (
          <Empty description="You have not sent an on-my-way notice today" />
        ) : (
          data.map((notice) => <NoticeCard key={notice.id} notice={notice} />)
        )}
      </Flex>
    </RoutePage>
  );
}
