import { useCallback } from 'react';
import { Button, Empty, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useContactListQuery, type ContactListItemDto } from '@daycare/api-client';
import { CONTACT_ROUTES, ContactRoles, PersonAvatar, RoutePage, TAP_LINK, contactPath, positiveInteger } from '@daycare/shared-features';
import { formatPhone } from '@daycare/ui';
import { useT } from '../../i18n';
import { childPath } from '../children/child-helpers';
import { PAGE_SIZES, useDebouncedSearch } from '../children/children-query';
import { usePagedSearchArgs } from '../guardians/list-args';

function useColumns(): TableColumnsType<ContactListItemDto> {
  const t = useT();
  return [
    {
      title: t('contacts.list.name'),
      key: 'name',
      render: (_, contact) => (
        <Flex align="center" gap={8}>
          <PersonAvatar label={contact.label} photoUrl={contact.photoUrl} />
          <Link to={contactPath(contact.id)} style={TAP_LINK}>{contact.label}</Link>
        </Flex>
      ),
    },
    { title: t('contacts.fields.relation'), key: 'relation', render: (_, contact) => contact.relation },
    { title: t('contacts.fields.mobile'), key: 'mobile', render: (_, contact) => formatPhone(contact.mobile) },
    {
      title: t('contacts.list.children'),
      key: 'children',
      render: (_, contact) => (
        <Flex vertical gap={4}>
          {contact.children.map((entry) => <ContactRoles key={entry.child.id} entry={entry} childPath={childPath} />)}
        </Flex>
      ),
    },
  ];
}

/** The centre's emergency contacts and pick-up people (or one family's, ?familyId=), searched on the server (/contacts). */
export default function ContactsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const familyId = positiveInteger(params.get('familyId'));
  const [args, update] = usePagedSearchArgs();
  const contacts = useContactListQuery({ ...args, familyId });
  const columns = useColumns();
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const [text, setText] = useDebouncedSearch(args.search, onSearch);
  return (
    <RoutePage path={CONTACT_ROUTES.list}>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('contacts.list.search')}
          placeholder={t('contacts.list.searchPlaceholder')}
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => onSearch(value.trim())}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button type="primary" onClick={() => void navigate(CONTACT_ROUTES.add)}>{t('contacts.list.add')}</Button>
      </Flex>
      {familyId && (
        <Typography.Paragraph>
          {t('contacts.list.oneFamily')} <Link to={CONTACT_ROUTES.list} style={{ textDecoration: 'underline' }}>{t('contacts.list.everyFamily')}</Link>
        </Typography.Paragraph>
      )}
      <Table<ContactListItemDto>
        rowKey="id"
        size="small"
        loading={contacts.isFetching}
        dataSource={contacts.data?.items ?? []}
        columns={columns}
        onChange={(pagination) => update({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? args.pageSize })}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: contacts.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('contacts.list.total', { count: total }),
        }}
        locale={{ emptyText: <Empty description={contacts.isError ? t('contacts.list.failed') : t('contacts.list.empty')} /> }}
      />
    </RoutePage>
  );
}
