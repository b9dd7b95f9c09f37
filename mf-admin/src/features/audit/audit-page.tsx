import { useState } from 'react';
import { Descriptions, Empty, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useAuditLogListQuery, type AuditEntryDto } from '@daycare/api-client';
import { RoutePage } from '@daycare/shared-features';
import { auditSentence } from './audit-words';

const PAGE_SIZE = 50;

/** The record exactly as the gateway wrote it, one click from the sentence. */
function RawRecord({ entry }: { entry: AuditEntryDto }) {
  const person = (who: AuditEntryDto['actor']) => (who ? `${who.name} (user:${who.id})` : '—');
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="Action"><Typography.Text code>{entry.action}</Typography.Text></Descriptions.Item>
      <Descriptions.Item label="By">{person(entry.actor)}</Descriptions.Item>
      {entry.impersonator && <Descriptions.Item label="Acting for them">{person(entry.impersonator)}</Descriptions.Item>}
      <Descriptions.Item label="Target">{entry.target ?? '—'}</Descriptions.Item>
      {entry.detail && <Descriptions.Item label="Detail"><Typography.Text code>{JSON.stringify(entry.detail)}</Typography.Text></Descriptions.Item>}
      <Descriptions.Item label="IP address">{entry.ip ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}

const COLUMNS: TableColumnsType<AuditEntryDto> = [
  { title: 'When', dataIndex: 'createdAt', render: (createdAt: string) => dayjs(createdAt).format('MMM D, YYYY h:mm:ss A') },
  { title: 'What happened', key: 'sentence', render: (_, entry) => auditSentence(entry) },
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
          expandable={{ expandedRowRender: (entry) => <RawRecord entry={entry} />, expandRowByClick: true }}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description="Nothing has been recorded yet" /> }}
        />
      )}
    </RoutePage>
  );
}
