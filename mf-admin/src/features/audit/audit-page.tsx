import { useState } from 'react';
import { Empty, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useAuditLogListQuery, type AuditEntryDto } from '@daycare/api-client';
import { RoutePage } from '@daycare/ui';

const PAGE_SIZE = 50;

function ActorCell({ entry }: { entry: AuditEntryDto }) {
  if (!entry.actor) return <Typography.Text type="secondary">Unknown</Typography.Text>;
  return (
    <>
      {entry.actor.name}
      {entry.impersonator && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>viewed by {entry.impersonator.name}</Typography.Text>
      )}
    </>
  );
}

const COLUMNS: TableColumnsType<AuditEntryDto> = [
  { title: 'When', dataIndex: 'createdAt', render: (createdAt: string) => dayjs(createdAt).format('MMM D, YYYY h:mm:ss A') },
  { title: 'Action', dataIndex: 'action', render: (action: string) => <Typography.Text code>{action}</Typography.Text> },
  { title: 'By', key: 'actor', render: (_, entry) => <ActorCell entry={entry} /> },
  { title: 'Target', dataIndex: 'target', render: (target: string | null) => target ?? '—' },
  { title: 'IP address', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
];

/** Who did what at the daycare, newest first, a page at a time (/audit). */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const log = useAuditLogListQuery({ page, pageSize: PAGE_SIZE });
  return (
    <RoutePage path="/audit">
      {log.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={log.isFetching}
          dataSource={log.data?.items ?? []}
          columns={COLUMNS}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description="Nothing has been recorded yet" /> }}
        />
      )}
    </RoutePage>
  );
}
