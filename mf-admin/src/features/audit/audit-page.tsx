import { useState } from 'react';
import { Descriptions, Empty, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useAuditLogListQuery, type AuditEntryDto } from '@daycare/api-client';
import { RoutePage } from '@daycare/shared-features';
import { formatDateTime } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';
import { auditSentence } from './audit-words';

const PAGE_SIZE = 50;

/** The record exactly as the gateway wrote it, one click from the sentence. */
function RawRecord({ entry }: { entry: AuditEntryDto }) {
  const t = useT();
  const person = (who: AuditEntryDto['actor']) => (who ? `${who.name} (user:${who.id})` : '—');
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('audit.raw.action')}><Typography.Text code>{entry.action}</Typography.Text></Descriptions.Item>
      <Descriptions.Item label={t('audit.raw.by')}>{person(entry.actor)}</Descriptions.Item>
      {entry.impersonator && <Descriptions.Item label={t('audit.raw.actingForThem')}>{person(entry.impersonator)}</Descriptions.Item>}
      <Descriptions.Item label={t('audit.raw.target')}>{entry.target ?? '—'}</Descriptions.Item>
      {entry.detail && <Descriptions.Item label={t('audit.raw.detail')}><Typography.Text code>{JSON.stringify(entry.detail)}</Typography.Text></Descriptions.Item>}
      <Descriptions.Item label={t('audit.raw.ip')}>{entry.ip ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/** The columns in the reader's language (built at each drawing). */
const columns = (): TableColumnsType<AuditEntryDto> => [
  { title: translate('audit.when'), dataIndex: 'createdAt', render: (createdAt: string) => formatDateTime(createdAt) },
  { title: translate('audit.whatHappened'), key: 'sentence', render: (_, entry) => auditSentence(entry) },
];

/** Who did what at the daycare, newest first, a page at a time (/audit). */
export default function AuditPage() {
  const t = useT();
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
          columns={columns()}
          expandable={{ expandedRowRender: (entry) => <RawRecord entry={entry} />, expandRowByClick: true }}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('audit.empty')} /> }}
        />
      )}
    </RoutePage>
  );
}
