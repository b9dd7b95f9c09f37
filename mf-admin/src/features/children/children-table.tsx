import { useCallback } from 'react';
import { Empty, Flex, Input, Select, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { useChildListQuery, useRoomListQuery, useTagsListQuery, type ChildListItemDto, type ChildSort } from '@daycare/api-client';
import { formatDate } from '@daycare/i18n';
import { CLEARABLE, ResponsiveTable, type ListColumn } from '@daycare/ui';
import { TAP_LINK, useAgeText } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { AlertTags, CHILD_STATUSES, ChildAvatar, ChildTags, StatusTag, childPath, hasAlerts } from './child-helpers';
import { PAGE_SIZES, useChildListArgs, useDebouncedSearch, type ChildListArgs } from './children-query';

export interface ChildSelection {
  keys: number[];
  onChange: (keys: number[]) => void;
}

const SORTABLE: Partial<Record<string, ChildSort>> = { name: 'name', age: 'age', room: 'room', startDate: 'startDate' };

function Filters({ args, update }: { args: ChildListArgs; update: (change: Partial<ChildListArgs>) => void }) {
  const t = useT();
  const rooms = useRoomListQuery();
  const tags = useTagsListQuery();
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const [text, setText] = useDebouncedSearch(args.search, onSearch);
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Input.Search
        aria-label={t('children.list.search')}
        placeholder={t('children.list.searchPlaceholder')}
        allowClear={CLEARABLE}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <Select<number>
        aria-label={t('children.list.room')}
        placeholder={t('children.list.anyRoom')}
        allowClear
        value={args.roomId}
        onChange={(roomId) => update({ roomId })}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
        style={{ flex: '1 1 160px', maxWidth: 220 }}
      />
      <Select<number>
        aria-label={t('children.list.tag')}
        placeholder={t('children.list.anyTag')}
        allowClear
        value={args.tagId}
        onChange={(tagId) => update({ tagId })}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.label }))}
        style={{ flex: '1 1 160px', maxWidth: 220 }}
      />
      <Select
        aria-label={t('children.list.status')}
        placeholder={t('children.list.anyStatus')}
        allowClear
        value={args.status}
        onChange={(status) => update({ status })}
        options={CHILD_STATUSES.map((status) => ({ value: status, label: t(`children.status.${status}`) }))}
        style={{ flex: '1 1 140px', maxWidth: 200 }}
      />
    </Flex>
  );
}

function useColumns(args: ChildListArgs): ListColumn<ChildListItemDto>[] {
  const t = useT();
  const ageText = useAgeText();
  const sortOrder = (key: ChildSort) => (args.sort === key ? (args.order === 'asc' ? 'ascend' : 'descend') : null);
  return [
    {
      title: t('children.list.name'),
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (child) => (
        <Flex align="center" gap={8}>
          <ChildAvatar child={child} />
          <Link to={childPath(child.id)} style={TAP_LINK}>{child.label}</Link>
        </Flex>
      ),
    },
    { title: t('children.list.room'), key: 'room', sorter: true, sortOrder: sortOrder('room'), render: (child) => child.room?.label ?? t('children.list.noRoom') },
    { title: t('children.list.age'), key: 'age', sorter: true, sortOrder: sortOrder('age'), render: (child) => ageText(child.birthDate) },
    {
      title: t('children.list.startDate'),
      key: 'startDate',
      sorter: true,
      sortOrder: sortOrder('startDate'),
      render: (child) => (child.startDate ? formatDate(child.startDate) : ''),
    },
    { title: t('children.list.status'), key: 'status', render: (child) => <StatusTag status={child.status} /> },
    { title: t('children.list.tags'), key: 'tags', render: (child) => child.tags.length > 0 && <ChildTags tags={child.tags} /> },
    { title: t('children.list.alerts'), key: 'alerts', render: (child) => hasAlerts(child) && <AlertTags {...child} /> },
  ];
}

/**
 * The centre's children a page at a time, searched, filtered and sorted on the server, with all of
 * that in the address. With `selection`, rows can be ticked (kept across pages).
 */
export function ChildrenTable({ selection }: { selection?: ChildSelection }) {
  const t = useT();
  const [args, update] = useChildListArgs();
  const children = useChildListQuery(args);
  const columns = useColumns(args);
  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<ChildListItemDto> | SorterResult<ChildListItemDto>[]) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = single?.order ? SORTABLE[String(single.columnKey)] : undefined;
    update({
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? args.pageSize,
      sort: sort ?? 'name',
      order: single?.order === 'descend' ? 'desc' : 'asc',
    });
  };
  return (
    <>
      <Filters args={args} update={update} />
      <ResponsiveTable<ChildListItemDto>
        label={t('children.list.label')}
        rowKey="id"
        loading={children.isFetching}
        dataSource={children.data?.items ?? []}
        columns={columns}
        onChange={onChange}
        selection={selection && {
          keys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          label: (child) => t('children.manage.select', { name: child.label }),
        }}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: children.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('children.list.total', { count: total }),
        }}
        emptyText={<Empty description={children.isError ? t('children.list.failed') : t('children.list.empty')} />}
      />
    </>
  );
}
