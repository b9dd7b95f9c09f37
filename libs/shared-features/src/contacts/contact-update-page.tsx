import type { ComponentType, ReactNode } from 'react';
import { Button, Flex, Form, Result, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useContactByIdQuery, useContactUpdateAddressMutation, useContactUpdateNameMutation, useContactUpdatePhonesMutation, type ContactRecordDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from '../i18n';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteMatch } from '../route-params';
import { TAP_LINK } from '../people/form-basics';
import { AddressFields, NO_ADDRESS, ContactNameFields, PhoneFields, addressInput, phonesInput, type AddressValues, type PhonesValues } from './contact-fields';
import { ContactNotFound } from './contact-page';
import { CONTACT_PARTS, contactPath, contactUpdateRoute, type ContactPart } from './contact-routes';

handleErrorsInPage('contactUpdateName', 'contactUpdateAddress', 'contactUpdatePhones');

interface PartFormProps<V> {
  contact: ContactRecordDto;
  part: ContactPart;
  initialValues: V;
  save: (values: V) => Promise<{ error?: unknown }>;
  saving: boolean;
  error: unknown;
  children: ReactNode;
}

function ContactForm<V extends object>({ contact, part, initialValues, save, saving, error, children }: PartFormProps<V>) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const back = contactPath(contact.id);
  const submit = async (values: V) => {
    const result = await save(values);
    if (result.error) return;
    dispatch(showSnackbar({ text: t('contacts.saved', { name: contact.label }), color: THEME_COLORS.light.success }));
    void navigate(back);
  };
  return (
    <Form<V> layout="vertical" initialValues={initialValues} onFinish={submit} disabled={saving} style={{ maxWidth: 720 }}
      aria-label={t('contacts.editSection', { section: t(`contacts.sections.${part}`) })}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{contact.label}</Typography.Title>
      {children}
      <FormError error={error} flush />
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>{t('contacts.save')}</Button>
        <Button onClick={() => void navigate(back)} disabled={false}>{t('contacts.cancel')}</Button>
      </Flex>
    </Form>
  );
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
      <PhoneFields />
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
