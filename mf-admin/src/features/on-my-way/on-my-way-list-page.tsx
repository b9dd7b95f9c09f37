import { Button, Empty, Flex, Popconfirm, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { type OnMyWayDto, useOnMyWayListQuery, useOnMyWayReadMutation, useOnMyWayRemoveMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { RoutePage, useAdminMay } from '@daycare/shared-features';
import { formatNumber, formatTime } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';

function MarkRead({ notice }: { notice: OnMyWayDto }) {
  const t = useT();
  const [read, { isLoading }] = useOnMyWayReadMutation();
  return (
    <Button size="small" type="primary" loading={isLoading} aria-label={t('onMyWay.markReadOf', { name: notice.child.label })} onClick={() => void read({ onMyWayIdDto: { id: notice.id } })}>
      {t('onMyWay.markRead')}
    </Button>
  );
}

function DeleteNotice({ notice }: { notice: OnMyWayDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useOnMyWayRemoveMutation();
  const confirm = async () => {
    const result = await remove({ onMyWayIdDto: { id: notice.id } });
    if (!result.error) dispatch(showSnackbar({ text: t('onMyWay.deleted', { name: notice.child.label }), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title={t('onMyWay.deleteQuestion', { name: notice.child.label })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.keep')}
      onConfirm={() => void confirm()}
    >
      <Button size="small" danger loading={isLoading} aria-label={t('onMyWay.deleteOf', { name: notice.child.label })}>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}

function columns(notices: OnMyWayDto[], canDelete: boolean): TableColumnsType<OnMyWayDto> {
  const rooms = [...new Map(notices.map((notice) => [notice.room.id, notice.room.label])).entries()];
  return [
    { title: translate('stay.child'), key: 'child', render: (_, notice) => <Typography.Text strong>{notice.child.label}</Typography.Text> },
    {
      title: translate('common.room'),
      key: 'room',
      render: (_, notice) => notice.room.label,
      filters: rooms.map(([id, label]) => ({ value: id, text: label })),
      onFilter: (id, notice) => notice.room.id === id,
    },
    {
      title: translate('onMyWay.guardian'),
      key: 'guardian',
      render: (_, notice) => (
        <Flex vertical>
          <Typography.Text>{notice.guardian.label}</Typography.Text>
          {notice.note && <Typography.Text type="secondary" italic>“{notice.note}”</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: translate('onMyWay.expected'),
      key: 'arrivingAt',
      sorter: (a, b) => a.arrivingAt.localeCompare(b.arrivingAt),
      render: (_, notice) => (
        <Flex vertical>
          <Typography.Text strong>{formatTime(notice.arrivingAt)}</Typography.Text>
          <Typography.Text type="secondary">{translate('onMyWay.sent', { time: formatTime(notice.createdAt) })}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: translate('people.status'),
      key: 'status',
      filters: [
        { value: 'unread', text: translate('onMyWay.unread') },
        { value: 'read', text: translate('onMyWay.read') },
      ],
      onFilter: (value, notice) => (value === 'read') === Boolean(notice.readAt),
      render: (_, notice) =>
        notice.readAt ? (
          <Tag color="success">
            {notice.readBy
              ? translate('onMyWay.readByAt', { name: notice.readBy.label, time: formatTime(notice.readAt) })
              : translate('onMyWay.readAt', { time: formatTime(notice.readAt) })}
          </Tag>
        ) : (
          <Tag color="processing">{translate('onMyWay.unread')}</Tag>
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
  const t = useT();
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
            {data.length === 0 ? t('onMyWay.nothingYet') : t('onMyWay.summary', { total: formatNumber(data.length), unread: formatNumber(unread) })}
          </Typography.Text>
          <Table
            rowKey="id"
            dataSource={data}
            columns={columns(data, canDelete)}
            pagination={{ hideOnSinglePage: true, pageSize: 50 }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('onMyWay.empty')} /> }}
          />
        </Flex>
      )}
    </RoutePage>
  );
}
