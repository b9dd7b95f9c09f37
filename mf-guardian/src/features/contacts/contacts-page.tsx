import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useContactListQuery, type ContactListItemDto } from '@daycare/api-client';
import { CONTACT_ROUTES, ContactRoles, PersonAvatar, PhoneLink, RoutePage, TAP_LINK, contactPath } from '@daycare/shared-features';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';

/** A family has few contacts: one page holds them all. */
const ALL_CONTACTS = 100;

function ContactCard({ contact }: { contact: ContactListItemDto }) {
  return (
    <Panel size="small">
      <Flex gap={12} align="start">
        <PersonAvatar label={contact.label} photoUrl={contact.photoUrl} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={8} wrap align="baseline">
            <Link to={contactPath(contact.id)} style={{ ...TAP_LINK, fontWeight: 600 }}>{contact.label}</Link>
            <Typography.Text type="secondary">{contact.relation}</Typography.Text>
          </Flex>
          <PhoneLink phone={contact.mobile} />
          {contact.children.map((entry) => <ContactRoles key={entry.child.id} entry={entry} />)}
        </Flex>
      </Flex>
    </Panel>
  );
}

/** The family's emergency contacts and pick-up people, with a way to add one (/contacts). */
export default function ContactsPage() {
  const t = useT();
  const navigate = useNavigate();
  const contacts = useContactListQuery({ pageSize: ALL_CONTACTS });
  let content;
  if (contacts.isLoading) content = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (!contacts.data?.items.length) content = <Empty description={contacts.isError ? t('contacts.list.failed') : t('contacts.list.empty')} />;
  else content = (
    <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {contacts.data.items.map((contact) => <li key={contact.id}><ContactCard contact={contact} /></li>)}
    </Flex>
  );
  return (
    <RoutePage path={CONTACT_ROUTES.list}>
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <div><Button type="primary" onClick={() => void navigate(CONTACT_ROUTES.add)}>{t('contacts.list.add')}</Button></div>
        {content}
      </Flex>
    </RoutePage>
  );
}
