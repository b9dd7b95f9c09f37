import type { CSSProperties, Key, ReactNode } from 'react';
import { Checkbox, Flex, Grid, Pagination, Select, Spin, Table, theme, type PaginationProps, type TableProps } from 'antd';
import type { ColumnType, SortOrder, SorterResult } from 'antd/es/table/interface';
import { useT } from './i18n';

/** A column of a list: its header, which labels the field on a phone's card, and what a row shows in it. */
export interface ListColumn<T> {
  key: string;
  title: string;
  /** What the row shows; null, false or '' when it has nothing, which leaves the field out of a phone's card. */
  render: (record: T) => ReactNode;
  /** The server sorts by this column; `sortOrder` says whether it does now. */
  sorter?: boolean;
  sortOrder?: SortOrder;
}

/** Ticked rows, kept across pages by whoever holds `keys`. */
export interface ListSelection<T> {
  keys: Key[];
  onChange: (keys: Key[]) => void;
  /** Names a row's checkbox, e.g. "Select Emma Thompson". */
  label: (record: T) => string;
}

export interface ResponsiveTableProps<T> {
  /** Names the list of cards on a phone, e.g. "Children". */
  label: string;
  rowKey: keyof T & string;
  /** The first column heads each card on a phone, so it holds the name as a link to the record. */
  columns: ListColumn<T>[];
  dataSource: T[];
  loading: boolean;
  pagination: PaginationProps;
  /** Called as antd's Table calls it, by the table's headers and pager or by the cards' sort select and pager. */
  onChange: NonNullable<TableProps<T>['onChange']>;
  emptyText: ReactNode;
  selection?: ListSelection<T>;
}

const ORDERS = ['ascend', 'descend'] as const;

function tableColumn<T>({ render, ...column }: ListColumn<T>): ColumnType<T> {
  return { ...column, render: (_: unknown, record: T) => render(record) };
}

/** The sort the list shows, as antd's Table reports it. */
function sorterOf<T>(column: ListColumn<T> | undefined, order: SortOrder | undefined): SorterResult<T> {
  return column ? { column: tableColumn(column), columnKey: column.key, field: column.key, order } : {};
}

const hasContent = (value: ReactNode) => value !== null && value !== undefined && value !== false && value !== '';

/**
 * A server-paged list of people: a table from antd's `md` breakpoint up, and below it one card per
 * row with every column's field and the same links, a sort select in place of the headers and the
 * same pager. A column that a wide table would show beside the name never drops out of sight.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  // Before the first measure the breakpoints are unknown; the table is drawn until they say otherwise.
  const phone = Grid.useBreakpoint().md === false;
  return phone ? <CardList {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ rowKey, columns, dataSource, loading, pagination, onChange, emptyText, selection }: ResponsiveTableProps<T>) {
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      loading={loading}
      dataSource={dataSource}
      columns={columns.map(tableColumn)}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      rowSelection={selection && {
        selectedRowKeys: selection.keys,
        preserveSelectedRowKeys: true,
        onChange: (keys) => selection.onChange(keys),
        getCheckboxProps: (record) => ({ 'aria-label': selection.label(record) }),
      }}
      pagination={pagination}
      locale={{ emptyText }}
    />
  );
}

function CardList<T>({ label, rowKey, columns, dataSource, loading, pagination, onChange, emptyText, selection }: ResponsiveTableProps<T>) {
  const sorted = columns.find((column) => column.sortOrder);
  const change = (page: PaginationProps, sorter: SorterResult<T>, action: 'paginate' | 'sort') =>
    onChange({ ...pagination, ...page }, {}, sorter, { action, currentDataSource: dataSource });
  const keyOf = (record: T) => record[rowKey] as Key;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8}>
        {(columns.some((column) => column.sorter) || (selection && dataSource.length > 0)) && (
          <Flex gap={8} wrap align="center">
            <SortSelect columns={columns} onSort={(column, order) => change({}, sorterOf(column, order), 'sort')} />
            {selection && dataSource.length > 0 && <PageCheckbox keys={dataSource.map(keyOf)} selection={selection} />}
          </Flex>
        )}
        {dataSource.length === 0 ? emptyText : (
          <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {dataSource.map((record) => <RowCard key={keyOf(record)} record={record} recordKey={keyOf(record)} columns={columns} selection={selection} />)}
          </ul>
        )}
        {dataSource.length > 0 && (
          <Flex justify="end">
            <Pagination {...pagination} size="small" onChange={(current, pageSize) => change({ current, pageSize }, sorterOf(sorted, sorted?.sortOrder), 'paginate')} />
          </Flex>
        )}
      </Flex>
    </Spin>
  );
}

function SortSelect<T>({ columns, onSort }: { columns: ListColumn<T>[]; onSort: (column: ListColumn<T>, order: SortOrder) => void }) {
  const t = useT();
  const sortable = columns.filter((column) => column.sorter);
  if (sortable.length === 0) return null;
  const sorted = sortable.find((column) => column.sortOrder);
  const options = sortable.flatMap((column) => ORDERS.map((order) => ({ value: `${column.key} ${order}`, label: t(`list.${order}`, { column: column.title }) })));
  const choose = (value: string) => {
    const [key, order] = value.split(' ');
    const column = sortable.find((candidate) => candidate.key === key);
    const chosen = ORDERS.find((candidate) => candidate === order);
    if (column && chosen) onSort(column, chosen);
  };
  return (
    <Select<string>
      aria-label={t('list.sortBy')}
      prefix={t('list.sortBy')}
      value={sorted ? `${sorted.key} ${sorted.sortOrder}` : undefined}
      onChange={choose}
      options={options}
      style={{ flex: '1 1 220px', maxWidth: 320 }}
    />
  );
}

/** Ticks or unticks every row of the page, as the table's header checkbox does. */
function PageCheckbox<T>({ keys, selection }: { keys: Key[]; selection: ListSelection<T> }) {
  const t = useT();
  const ticked = keys.filter((key) => selection.keys.includes(key)).length;
  const others = selection.keys.filter((key) => !keys.includes(key));
  return (
    <Checkbox
      checked={ticked === keys.length}
      indeterminate={ticked > 0 && ticked < keys.length}
      onChange={(event) => selection.onChange(event.target.checked ? [...others, ...keys] : others)}
    >
      {t('list.selectPage')}
    </Checkbox>
  );
}

interface RowCardProps<T> {
  record: T;
  recordKey: Key;
  columns: ListColumn<T>[];
  selection?: ListSelection<T>;
}

/** One row as a list item: the first column as its heading, then each other column's field that has something to show. */
function RowCard<T>({ record, recordKey, columns, selection }: RowCardProps<T>) {
  const { token } = theme.useToken();
  const [head, ...rest] = columns;
  const fields = rest.map((column) => ({ column, value: column.render(record) })).filter(({ value }) => hasContent(value));
  const surface: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingSM,
  };
  const tick = (checked: boolean) => selection?.onChange(checked ? [...selection.keys, recordKey] : selection.keys.filter((key) => key !== recordKey));
  return (
    <li style={surface}>
      <Flex align="center" gap={8}>
        {selection && <Checkbox aria-label={selection.label(record)} checked={selection.keys.includes(recordKey)} onChange={(event) => tick(event.target.checked)} />}
        {head.render(record)}
      </Flex>
      {fields.length > 0 && (
        <dl style={{ margin: `${token.marginXS}px 0 0`, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {fields.map(({ column, value }) => (
            <div key={column.key} style={{ display: 'flex', gap: 12, alignItems: 'baseline' }}>
              <dt style={{ flex: '0 0 34%', color: token.colorTextSecondary }}>{column.title}</dt>
              <dd style={{ margin: 0, flex: 1, minWidth: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
