import { useState, type ReactNode } from 'react';
import type { DailyEntryDto } from '@daycare/api-client';
import { ResponsiveTable, type ListColumn } from '@daycare/ui';
import { useT } from '../../i18n';

const PAGE_SIZE = 50;

/** A day's entries, paged in the browser (the gateway sends the whole day): a table, or cards on a phone. */
export function EntryTable({ label, columns, entries, loading, emptyText }: {
  label: string;
  columns: ListColumn<DailyEntryDto>[];
  entries: DailyEntryDto[];
  loading: boolean;
  emptyText: ReactNode;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return (
    <ResponsiveTable<DailyEntryDto>
      label={label}
      rowKey="id"
      columns={columns}
      dataSource={entries.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
      loading={loading}
      pagination={{ current, pageSize: PAGE_SIZE, total: entries.length, hideOnSinglePage: true, showSizeChanger: false, showTotal: (total) => t('dailyReport.total', { count: total }) }}
      onChange={(pagination) => setPage(pagination.current ?? 1)}
      emptyText={emptyText}
    />
  );
}
