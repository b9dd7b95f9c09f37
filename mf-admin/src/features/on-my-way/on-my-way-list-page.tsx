import { Button, Empty, Flex, Popconfirm, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { type OnMyWayDto, useOnMyWayListQuery, useOnMyWayReadMutation, useOnMyWayRemoveMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { RoutePage, useAdminMay } from '@daycare/shared-features';

const time = (iso: string) => dayjs(iso).format('h:mm A');

function MarkRead({ notice }: { notice: OnMyWayDto }) {
  const [read, { isLoading }] = useOnMyWayReadMutation();
  return (
    <Button size="small" type="primary" loading={isLoading} aria-label={`Mark ${notice.child.label}'s notice read`} onClick={() => void read({ onMyWayIdDto: { id: notice.id } })}>
      Mark read
    </Button>
  );
}

function DeleteNotice({ notice }: { notice: OnMyWayDto }) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useOnMyWayRemoveMutation();
  const confirm = async () => {
    const result = await remove({ onMyWayIdDto: { id: notice.id } });
    if (!result.error) dispatch(showSnackbar({ text: `The notice for ${notice.child.label} is deleted`, color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm title={`Delete the notice for ${notice.child.label}?`} okText="Delete" okButtonProps={{ danger: true }} cancelText="Keep" onConfirm={() => void confirm()}>
      <Button size="small" danger loading={isLoading} aria-label={`Delete ${notice.child.label}'s notice`}>
        Delete
      </Button>
    </Popconfirm>
  );
}

function columns(notices: OnMyWayDto[], canDelete: boolean): TableColumnsType<OnMyWayDto> {
  const rooms = [...new Map(notices.map((notice) => [notice.room.id, notice.room.label])).entries()];
  return [
    { title: 'Child', key: 'child', render: (_, notice) => <Typography.Text strong>{notice.child.label}</Typography.Text> },
    {
      title: 'Room',
      key: 'room',
      render: (_, notice) => notice.room.label,
      filters: rooms.map(([id, label]) => ({ value: id, text: label })),
      onFilter: (id, notice) => notice.room.id === id,
    },
    {
      title: 'Guardian',
      key: 'guardian',
      render: (_, notice) => (
        <Flex vertical>
          <Typography.Text>{notice.guardian.label}</Typography.Text>
          {notice.note && <Typography.Text type="secondary" italic>“{notice.note}”</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Expected',
      key: 'arrivingAt',
      sorter: (a, b) => a.arrivingAt.localeCompare(b.arrivingAt),
      render: (_, notice) => (
        <Flex vertical>
          <Typography.Text strong>{time(notice.arrivingAt)}</Typography.Text>
          <Typography.Text type="secondary">sent {time(notice.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      filters: [
        { value: 'unread', text: 'Unread' },
        { value: 'read', text: 'Read' },
      ],
      onFilter: (value, notice) => (value === 'read') === Boolean(notice.readAt),
      render: (_, notice) =>
        notice.readAt ? (
          <Tag color="success">Read{notice.readBy ? ` by ${notice.readBy.label}` : ''} at {time(notice.readAt)}</Tag>
        ) : (
          <Tag color="processing">Unread</Tag>
        ),
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, notice) => (
        <Flex gap={8} justify="end">
          {!notice.readAt && <MarkRead notice={notice} />}
          {canDelete && <DeleteNotice notice={notice} />}
        </Flex>
      ),
    },
  ];
}

/** /omw/list: today's on-my-way notices (directors: the centre's; staff: their room's), read here and deleted by directors with ATTENDANCE_CHILD, updated live. */
export default function OnMyWayListPage() {
  const notices = useOnMyWayListQuery();
  const data = notices.data ?? [];
  const unread = data.filter((notice) => !notice.readAt).length;
  const canDelete = useAdminMay('ATTENDANCE_CHILD');
  return (
    <RoutePage path="/omw/list">
      {notices.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary" data-testid="omw-summary">
            {data.length === 0 ? 'Nothing yet today' : `${data.length} today · ${unread} unread`}
          </Typography.Text>
          <Table
            rowKey="id"
            dataSource={data}
            columns={columns(data, canDelete)}
            pagination={{ hideOnSinglePage: true, pageSize: 50 }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description="No guardian is on their way today" /> }}
          />
        </Flex>
      )}
    </RoutePage>
  );
}
