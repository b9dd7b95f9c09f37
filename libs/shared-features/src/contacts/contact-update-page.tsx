import type { ComponentType } from 'react';
import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import {
  useContactByIdQuery, useContactUpdateAddressMutation, useContactUpdateNameMutation, useContactUpdatePhonesMutation, type ContactRecordDto,
} from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../i18n';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteMatch } from '../route-params';
import { TAP_LINK } from '../people/form-basics';
import { RecordForm, type RecordFormProps } from '../people/record-form';
import { AddressFields, NO_ADDRESS, ContactNameFields, PhoneFields, addressInput, phonesInput, type AddressValues, type PhonesValues } from './contact-fields';
import { ContactNotFound } from './contact-page';
import { CONTACT_PARTS, contactPath, contactUpdateRoute, type ContactPart } from './contact-routes';

handleErrorsInPage('contactUpdateName', 'contactUpdateAddress', 'contactUpdatePhones');

type ContactFormProps<V> = Omit<RecordFormProps<V>, 'record' | 'title' | 'savedText' | 'back'> & { contact: ContactRecordDto; part: ContactPart };

/** A part of a contact in the record form: saved or cancelled, it goes back to the contact. */
function ContactForm<V extends object>({ contact, part, ...form }: ContactFormProps<V>) {
  const t = useT();
  const title = t('contacts.editSection', { section: t(`contacts.sections.${part}`) });
  return <RecordForm<V> record={contact} title={title} savedText={t('contacts.saved', { name: contact.label })} back={contactPath(contact.id)} {...form} />;
}

function NameForm({ contact }: { contact: ContactRecordDto }) {
  const [update, updating] = useContactUpdateNameMutation();
  type Values = { firstName: string; lastName: string; relation: string };
  const save = (values: Values) => update({
    updateContactNameDto: { contactId: contact.id, firstName: values.firstName.trim(), lastName: values.lastName.trim(), relation: values.relation.trim() },
  });
  return (
    <ContactForm<Values> contact={contact} part="name" initialValues={{ firstName: contact.firstName, lastName: contact.lastName, relation: contact.relation }}
      save={save} saving={updating.isLoading} error={updating.error}>
      <ContactNameFields />
    </ContactForm>
  );
}

function AddressForm({ contact }: { contact: ContactRecordDto }) {
  const [update, updating] = useContactUpdateAddressMutation();
  const save = (values: AddressValues) => update({ updateContactAddressDto: { contactId: contact.id, ...addressInput(values) } });
  return (
    <ContactForm<AddressValues> contact={contact} part="address" initialValues={contact.address ?? NO_ADDRESS} save={save} saving={updating.isLoading} error={updating.error}>
      <AddressFields />
    </ContactForm>
  );
}

function PhoneForm({ contact }: { contact: ContactRecordDto }) {
  const [update, updating] = useContactUpdatePhonesMutation();
  const save = (values: PhonesValues) => update({ updateContactPhonesDto: { contactId: contact.id, ...phonesInput(values) } });
  return (
    <ContactForm<PhonesValues> contact={contact} part="phone" initialValues={{ ...contact.phones, email: contact.email }} save={save} saving={updating.isLoading} error={updating.error}>
      <PhoneFields isEmergency={() => contact.children.some((entry) => entry.emergency)} />
    </ContactForm>
  );
}

const FORMS: Record<ContactPart, ComponentType<{ contact: ContactRecordDto }>> = { name: NameForm, address: AddressForm, phone: PhoneForm };

function PartUpdate({ part, contactId }: { part: ContactPart; contactId: number }) {
  const t = useT();
  const record = useContactByIdQuery({ contactId });
  if (record.isError) return <ContactNotFound />;
  const contact = record.data;
  if (!contact) return <Skeleton active paragraph={{ rows: 6 }} />;
  // The gateway says what the reader may do: no edit flag, or no address to see, means no form.
  if (!contact.canEdit || (part === 'address' && !contact.address)) {
    return <Result status="403" title={t('contacts.notAllowed')} extra={<Link to={contactPath(contactId)} style={TAP_LINK}>{t('contacts.backToContact')}</Link>} />;
  }
  const PartForm = FORMS[part];
  return <PartForm key={contact.id} contact={contact} />;
}

/** A form for one part of a contact (/contacts/update/name|address|phone/:contactId). */
export function ContactUpdatePage() {
  const match = useRouteMatch(CONTACT_PARTS.map(contactUpdateRoute));
  const part = CONTACT_PARTS.find((candidate) => contactUpdateRoute(candidate) === match?.pattern) ?? 'name';
  const contactId = positiveInteger(match?.params.contactId);
  return <RoutePage path={contactUpdateRoute(part)}>{contactId ? <PartUpdate part={part} contactId={contactId} /> : <ContactNotFound />}</RoutePage>;
}
