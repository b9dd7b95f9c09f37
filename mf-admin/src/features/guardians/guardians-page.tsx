import { useCallback } from 'react';
import { Empty, Flex, Input, Tag } from 'antd';
import { Link } from 'react-router';
import { useGuardianListQuery, type GuardianListItemDto } from '@daycare/api-client';
import { RoutePage, TAP_LINK } from '@daycare/shared-features';
import { ResponsiveTable, type ListColumn } from '@daycare/ui';
import { useT } from '../../i18n';
import { childPath } from '../children/child-helpers';
import { PAGE_SIZES, useDebouncedSearch } from '../children/children-query';
import { GUARDIAN_ROUTES, PersonAvatar, guardianPath, phoneText } from './guardian-helpers';
import { usePagedSearchArgs } from './list-args';

function useColumns(): ListColumn<GuardianListItemDto>[] {
  const t = useT();
  return [
    {
      title: t('guardians.list.name'),
      key: 'name',
      render: (guardian) => (
        <Flex align="center" gap={8} wrap>
          <PersonAvatar label={guardian.label} photoUrl={guardian.photoUrl} />
          <Link to={guardianPath(guardian.id)} style={TAP_LINK}>{guardian.label}</Link>
          {guardian.accountHolder && <Tag color="blue">{t('guardians.accountHolder')}</Tag>}
        </Flex>
      ),
    },
    { title: t('guardians.fields.email'), key: 'email', render: (guardian) => guardian.email },
    { title: t('guardians.fields.mobile'), key: 'mobile', render: (guardian) => phoneText(guardian.mobile) },
    {
      title: t('guardians.list.children'),
      key: 'children',
      render: (guardian) => guardian.children.length > 0 && (
        <Flex gap={8} wrap>
          {guardian.children.map((child) => <Link key={child.id} to={childPath(child.id)} style={TAP_LINK}>{child.label}</Link>)}
        </Flex>
      ),
    },
  ];
}

/** The centre's guardians a page at a time, searched by name, e-mail or phone on the server (/guardians). */
export default function GuardiansPage() {
  const t = useT();
  const [args, update] = usePagedSearchArgs();
  const guardians = useGuardianListQuery(args);
  const columns = useColumns();
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const [text, setText] = useDebouncedSearch(args.search, onSearch);
  return (
    <RoutePage path={GUARDIAN_ROUTES.list}>
      <Input.Search
        aria-label={t('guardians.list.search')}
        placeholder={t('guardians.list.searchPlaceholder')}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <ResponsiveTable<GuardianListItemDto>
        label={t('guardians.list.label')}
        rowKey="id"
        loading={guardians.isFetching}
        dataSource={guardians.data?.items ?? []}
        columns={columns}
        onChange={(pagination) => update({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? args.pageSize })}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: guardians.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('guardians.list.total', { count: total }),
        }}
        emptyText={<Empty description={guardians.isError ? t('guardians.list.failed') : t('guardians.list.empty')} />}
      />
    </RoutePage>
  );
}
