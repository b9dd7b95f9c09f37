import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { ContactRecordDto } from '@daycare/api-client';
import { useT } from '../i18n';
import { TAP_LINK } from '../people/form-basics';
import { PrintPart, item, type Items } from './contact-display';
import { ContactRoutePage, useAddressItems, usePhoneItems } from './contact-page';
import { CONTACT_ROUTES, contactPath } from './contact-routes';

/** What the contact is to each child, in words, so the printed page needs no colours. */
function useChildItems(contact: ContactRecordDto): Items {
  const t = useT();
  return contact.children.map((entry) => {
    const roles = [
      entry.emergency ? t('contacts.roles.emergency', { order: entry.callOrder }) : null,
      entry.mayPickUp ? t('contacts.roles.mayPickUp') : t('contacts.roles.mayNotPickUp'),
    ].filter(Boolean);
    return item(String(entry.child.id), entry.child.label, roles.join(' · '));
  });
}

function Registration({ contact }: { contact: ContactRecordDto }) {
  const t = useT();
  const phones = usePhoneItems(contact);
  const address = useAddressItems(contact);
  const children = useChildItems(contact);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{contact.label}</Typography.Title>
          <Typography.Text type="secondary">{t('contacts.registration.intro')}</Typography.Text>
        </Flex>
        <Flex gap={12} align="center">
          <Link to={contactPath(contact.id)} style={TAP_LINK}>{t('contacts.backToContact')}</Link>
          <Button onClick={() => window.print()}>{t('contacts.registration.print')}</Button>
        </Flex>
      </Flex>
      <PrintPart title={t('contacts.sections.name')} items={[
        item('firstName', t('contacts.fields.firstName'), contact.firstName),
        item('lastName', t('contacts.fields.lastName'), contact.lastName),
        item('relation', t('contacts.fields.relation'), contact.relation),
      ]} />
      <PrintPart title={t('contacts.sections.phone')} items={phones} />
      {contact.address && <PrintPart title={t('contacts.sections.address')} items={address} />}
      <PrintPart title={t('contacts.sections.children')} items={children} />
      {contact.notes && <PrintPart title={t('contacts.sections.notes')} items={[item('notes', t('contacts.sections.notes'), contact.notes)]} />}
    </Flex>
  );
}

/** A contact's details as the centre received them, read-only and ready to print (/contacts/registration/view/:contactId). */
export function ContactRegistrationPage() {
  return <ContactRoutePage path={CONTACT_ROUTES.registration} render={(contact) => <Registration contact={contact} />} />;
}
