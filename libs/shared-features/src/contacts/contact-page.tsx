import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Flex, Form, Popconfirm, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useContactByIdQuery, useContactDeleteMutation, useContactUpdateChildrenMutation, type ContactRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { formatPhone } from '@daycare/ui';
import { FormError } from '../form-error';
import { useT } from '../i18n';
import { PersonPhoto } from '../photo/person-photo';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { TAP_LINK } from '../people/form-basics';
import { RecordNotFound } from '../people/record-not-found';
import { ContactRoles, Section, item } from './contact-display';
import { ChildRolesField, childrenInput, rolesOf, type ChildRoles } from './contact-fields';
import { CONTACT_ROUTES, contactRegistrationPath, contactUpdatePath, familyContactsPath } from './contact-routes';
import { useFamilyChildren, useIsGuardian } from './family-children';

handleErrorsInPage('contactUpdateChildren', 'contactDelete');

export function ContactNotFound() {
  const t = useT();
  return <RecordNotFound title={t('contacts.notFound')} home={{ to: CONTACT_ROUTES.list, label: t('contacts.toList') }} />;
}

/** What differs between the apps: directors link a child's name to the child's record. */
export interface ContactPageProps {
  childPath?: (childId: number) => string;
}

const COLUMNS = { xs: 1, sm: 2 };

function ChildrenForm({ contact, done }: { contact: ContactRecordDto; done: () => void }) {
  const t = useT();
  const family = useFamilyChildren(contact.children[0]?.child.id);
  const [update, updating] = useContactUpdateChildrenMutation();
  const save = async (values: { children: ChildRoles }) => {
    const result = await update({ updateContactChildrenDto: { contactId: contact.id, children: childrenInput(values.children) } });
    if (!result.error) done();
  };
  if (family.loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const children = family.children.length > 0 ? family.children : contact.children.map((entry) => entry.child);
  return (
    <Form<{ children: ChildRoles }> layout="vertical" initialValues={{ children: rolesOf(contact.children) }} onFinish={save} disabled={updating.isLoading}
      aria-label={t('contacts.changeChildren')}>
      <ChildRolesField family={children} withoutPhone={!contact.phones.mobile && !contact.phones.home && !contact.phones.work} />
      <FormError error={updating.error} flush />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={updating.isLoading}>{t('contacts.save')}</Button>
        <Button onClick={done} disabled={false}>{t('contacts.cancel')}</Button>
      </Flex>
    </Form>
  );
}

function ChildrenSection({ contact, childPath }: { contact: ContactRecordDto } & ContactPageProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <Section title={t('contacts.sections.children')}>
      {editing ? <ChildrenForm contact={contact} done={() => setEditing(false)} /> : (
        <Flex vertical gap={8} align="start">
          <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {contact.children.map((entry) => <li key={entry.child.id}><ContactRoles entry={entry} childPath={childPath} /></li>)}
          </Flex>
          {contact.canEdit && <Button onClick={() => setEditing(true)}>{t('contacts.changeChildren')}</Button>}
        </Flex>
      )}
    </Section>
  );
}

function DeleteContact({ contact }: { contact: ContactRecordDto }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const guardian = useIsGuardian();
  const [remove, removing] = useContactDeleteMutation();
  const confirm = async () => {
    const result = await remove({ contactId: contact.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('contacts.deleted', { name: contact.label }), color: THEME_COLORS.light.success }));
    // A guardian's list is their family's; a director returns to the family the contact belonged to.
    void navigate(guardian ? CONTACT_ROUTES.list : familyContactsPath(contact.familyId));
  };
  return (
    <Flex vertical gap={8} align="start">
      <FormError error={removing.error} flush />
      <Popconfirm title={t('contacts.deleteQuestion', { name: contact.label })} okText={t('contacts.yesDelete')} cancelText={t('contacts.keep')} onConfirm={() => void confirm()}>
        <Button danger loading={removing.isLoading}>{t('contacts.delete')}</Button>
      </Popconfirm>
    </Flex>
  );
}

/** The contact's photo, name and relation, with the links to edit the name and to read the registration. */
export function ContactHeader({ contact, actions }: { contact: ContactRecordDto; actions: ReactNode }) {
  return (
    <Flex gap={16} align="center" wrap>
      <PersonPhoto owner={{ kind: 'contact', id: contact.id }} label={contact.label} photoUrl={contact.photoUrl} canChange={contact.canEdit} />
      <Flex vertical gap={4} style={{ flex: '1 1 200px' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{contact.label}</Typography.Title>
        <Typography.Text>{contact.relation}</Typography.Text>
      </Flex>
      <Flex gap={12} wrap align="center">{actions}</Flex>
    </Flex>
  );
}

function ContactRecord({ contact, childPath }: { contact: ContactRecordDto } & ContactPageProps) {
  const t = useT();
  const editTo = (to: string) => (contact.canEdit ? to : undefined);
  const phones = usePhoneItems(contact);
  const address = useAddressItems(contact);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <ContactHeader contact={contact} actions={<>
        {contact.canEdit && (
          <Link to={contactUpdatePath('name', contact.id)} style={TAP_LINK} aria-label={t('contacts.editName', { name: contact.label })}>{t('contacts.editNameShort')}</Link>
        )}
        <Link to={contactRegistrationPath(contact.id)} style={TAP_LINK}>{t('contacts.registration.open')}</Link>
      </>} />
      <Section title={t('contacts.sections.phone')} editTo={editTo(contactUpdatePath('phone', contact.id))}>
        <Descriptions size="small" column={COLUMNS} items={phones} />
      </Section>
      {contact.address && (
        <Section title={t('contacts.sections.address')} editTo={editTo(contactUpdatePath('address', contact.id))}>
          <Descriptions size="small" column={COLUMNS} items={address} />
        </Section>
      )}
      {contact.notes && <Section title={t('contacts.sections.notes')}><Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{contact.notes}</Typography.Paragraph></Section>}
      <ChildrenSection contact={contact} childPath={childPath} />
      {contact.canEdit && <DeleteContact contact={contact} />}
    </Flex>
  );
}

/** The phones and e-mail, as labelled values. */
export function usePhoneItems(contact: ContactRecordDto) {
  const t = useT();
  return [
    item('mobile', t('contacts.fields.mobile'), formatPhone(contact.phones.mobile)),
    item('home', t('contacts.fields.home'), formatPhone(contact.phones.home)),
    item('work', t('contacts.fields.work'), formatPhone(contact.phones.work)),
    item('email', t('contacts.fields.email'), contact.email),
  ];
}

/** The address parts, as labelled values (only called when the reader may see the address). */
export function useAddressItems(contact: ContactRecordDto) {
  const t = useT();
  const address = contact.address;
  return [
    item('line', t('contacts.fields.addressLine'), address?.line),
    item('city', t('contacts.fields.city'), address?.city),
    item('province', t('contacts.fields.province'), address?.province),
    item('postalCode', t('contacts.fields.postalCode'), address?.postalCode),
  ];
}

/** Reads the contact of the page's address: a skeleton while loading, not found for a foreign or missing id. */
export function ContactRoutePage({ path, render }: { path: string; render: (contact: ContactRecordDto) => ReactNode }) {
  const contactId = positiveInteger(useRouteParams(path).contactId);
  const record = useContactByIdQuery({ contactId: contactId ?? 0 }, { skip: !contactId });
  let content: ReactNode;
  if (!contactId || record.isError) content = <ContactNotFound />;
  else if (!record.data) content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else content = render(record.data);
  return <RoutePage path={path}>{content}</RoutePage>;
}

/** An emergency contact's details and the children they are called for or may pick up (/contacts/view/:contactId). */
export function ContactPage({ childPath }: ContactPageProps) {
  return <ContactRoutePage path={CONTACT_ROUTES.view} render={(contact) => <ContactRecord contact={contact} childPath={childPath} />} />;
}
