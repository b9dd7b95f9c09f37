import { useCallback } from 'react';
import { Button, Empty, Flex, Input, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useContactListQuery, type ContactListItemDto } from '@daycare/api-client';
import { CONTACT_ROUTES, ContactRoles, PersonAvatar, RoutePage, TAP_LINK, contactPath, positiveInteger } from '@daycare/shared-features';
import { ResponsiveTable, formatPhone, type ListColumn } from '@daycare/ui';
import { useT } from '../../i18n';
import { childPath } from '../children/child-helpers';
import { PAGE_SIZES, useDebouncedSearch } from '../children/children-query';
import { usePagedSearchArgs } from '../guardians/list-args';

function useColumns(): ListColumn<ContactListItemDto>[] {
  const t = useT();
  return [
    {
      title: t('contacts.list.name'),
      key: 'name',
      render: (contact) => (
        <Flex align="center" gap={8}>
          <PersonAvatar label={contact.label} photoUrl={contact.photoUrl} />
          <Link to={contactPath(contact.id)} style={TAP_LINK}>{contact.label}</Link>
        </Flex>
      ),
    },
    { title: t('contacts.fields.relation'), key: 'relation', render: (contact) => contact.relation },
    { title: t('contacts.fields.mobile'), key: 'mobile', render: (contact) => formatPhone(contact.mobile) },
    {
      title: t('contacts.list.children'),
      key: 'children',
      render: (contact) => contact.children.length > 0 && (
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
      <ResponsiveTable<ContactListItemDto>
        label={t('contacts.list.label')}
        rowKey="id"
        loading={contacts.isFetching}
        dataSource={contacts.data?.items ?? []}
        columns={columns}
        onChange={(pagination) => update({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? args.pageSize })}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: contacts.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('contacts.list.total', { count: total }),
        }}
        emptyText={<Empty description={contacts.isError ? t('contacts.list.failed') : t('contacts.list.empty')} />}
      />
    </RoutePage>
  );
}
