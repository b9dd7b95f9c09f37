import { useState, type ReactNode } from 'react';
import { Button, Flex, Form, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useContactByIdQuery, useContactDeleteMutation, useContactUpdateChildrenMutation, type ContactRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { TAP_LINK, childPath } from '../children/child-helpers';
import { PersonAvatar, phoneText } from '../guardians/guardian-helpers';
import { Section, item } from '../guardians/guardian-sections';
import { ChildRolesField, childrenInput, rolesOf, useFamilyChildren, type ChildRoles } from './contact-children';
import { CONTACT_ROUTES, ContactRoles, contactUpdatePath, familyContactsPath } from './contact-helpers';

handleErrorsInPage('contactUpdateChildren', 'contactDelete');

export function ContactNotFound() {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('contacts.notFound')}
      extra={<Link to={CONTACT_ROUTES.list} style={TAP_LINK}>{t('contacts.toList')}</Link>}
    />
  );
}

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
      aria-label={t('guardians.editSection', { section: t('contacts.sections.children') })}>
      <ChildRolesField family={children} />
      <FormError error={updating.error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={updating.isLoading}>{t('common.save')}</Button>
        <Button onClick={done} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}

function ChildrenSection({ contact }: { contact: ContactRecordDto }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const title = t('contacts.sections.children');
  return (
    <Section title={title}>
      {editing ? <ChildrenForm contact={contact} done={() => setEditing(false)} /> : (
        <Flex vertical gap={8} align="start">
          <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {contact.children.map((entry) => (
              <li key={entry.child.id}>
                <Flex gap={8} wrap align="center">
                  <Link to={childPath(entry.child.id, 'pickup')} style={TAP_LINK}>{entry.child.label}</Link>
                  <ContactRoles child={entry} />
                </Flex>
              </li>
            ))}
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
  const [remove, removing] = useContactDeleteMutation();
  const confirm = async () => {
    const result = await remove({ contactId: contact.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('common.deleted', { name: contact.label }), color: THEME_COLORS.light.success }));
    void navigate(familyContactsPath(contact.familyId));
  };
  return (
    <Flex vertical gap={8} align="start">
      <FormError error={removing.error} flush />
      <Popconfirm title={t('common.deleteQuestion', { name: contact.label })} okText={t('common.yesDelete')} cancelText={t('common.keepIt')} onConfirm={() => void confirm()}>
        <Button danger loading={removing.isLoading}>{t('contacts.delete')}</Button>
      </Popconfirm>
    </Flex>
  );
}

function ContactRecord({ contact }: { contact: ContactRecordDto }) {
  const t = useT();
  const editTo = (to: string) => (contact.canEdit ? to : undefined);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex gap={16} align="center" wrap>
        <PersonAvatar label={contact.label} photoUrl={contact.photoUrl} size={64} />
        <Flex vertical gap={4} style={{ flex: '1 1 240px' }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{contact.label}</Typography.Title>
          <Typography.Text>{contact.relation}</Typography.Text>
        </Flex>
        {contact.canEdit && (
          <Link to={contactUpdatePath('name', contact.id)} style={TAP_LINK} aria-label={t('guardians.editName', { name: contact.label })}>{t('guardians.editNameShort')}</Link>
        )}
      </Flex>
      <Section title={t('contacts.sections.phone')} editTo={editTo(contactUpdatePath('phone', contact.id))} items={[
        item('mobile', t('contacts.fields.mobile'), phoneText(contact.phones.mobile)),
        item('home', t('contacts.fields.home'), phoneText(contact.phones.home)),
        item('work', t('contacts.fields.work'), phoneText(contact.phones.work)),
        item('email', t('contacts.fields.email'), contact.email),
      ]} />
      {contact.address && (
        <Section title={t('contacts.sections.address')} editTo={editTo(contactUpdatePath('address', contact.id))} items={[
          item('line', t('guardians.fields.addressLine'), contact.address.line),
          item('city', t('guardians.fields.city'), contact.address.city),
          item('province', t('guardians.fields.province'), contact.address.province),
          item('postalCode', t('guardians.fields.postalCode'), contact.address.postalCode),
        ]} />
      )}
      {contact.notes && <Section title={t('contacts.sections.notes')} items={[item('notes', t('contacts.sections.notes'), contact.notes)]} />}
      <ChildrenSection contact={contact} />
      {contact.canEdit && <DeleteContact contact={contact} />}
    </Flex>
  );
}

/** An emergency contact's details and the children they are called for or may pick up (/contacts/view/:contactId). */
export default function ContactPage() {
  const contactId = positiveInteger(useRouteParams(CONTACT_ROUTES.view).contactId);
  const record = useContactByIdQuery({ contactId: contactId ?? 0 }, { skip: !contactId });
  let content: ReactNode;
  if (!contactId || record.isError) content = <ContactNotFound />;
  else if (!record.data) content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else content = <ContactRecord contact={record.data} />;
  return <RoutePage path={CONTACT_ROUTES.view}>{content}</RoutePage>;
}
