import type { ContactRecordDto } from '@daycare/api-client';
import { useT } from '../i18n';
import { PrintPart, PrintSheet } from '../print-part';
import { item, type Items } from './contact-display';
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
    <PrintSheet title={contact.label} intro={t('contacts.registration.intro')} back={{ to: contactPath(contact.id), label: t('contacts.backToContact') }}
      printLabel={t('contacts.registration.print')}>
      <PrintPart title={t('contacts.sections.name')} items={[
        item('firstName', t('contacts.fields.firstName'), contact.firstName),
        item('lastName', t('contacts.fields.lastName'), contact.lastName),
        item('relation', t('contacts.fields.relation'), contact.relation),
      ]} />
      <PrintPart title={t('contacts.sections.phone')} items={phones} />
      {contact.address && <PrintPart title={t('contacts.sections.address')} items={address} />}
      <PrintPart title={t('contacts.sections.children')} items={children} />
      {contact.notes && <PrintPart title={t('contacts.sections.notes')} items={[item('notes', t('contacts.sections.notes'), contact.notes)]} />}
    </PrintSheet>
  );
}

/** A contact's details as the centre received them, read-only and ready to print (/contacts/registration/view/:contactId). */
export function ContactRegistrationPage() {
  return <ContactRoutePage path={CONTACT_ROUTES.registration} render={(contact) => <Registration contact={contact} />} />;
}
