import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Flex, Form, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useContactByIdQuery, useContactDeleteMutation, useContactUpdateChildrenMutation, type ContactRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { Panel, formatPhone } from '@daycare/ui';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import {
  CONTACT_ROUTES, ChildRolesField, ContactRoles, PersonAvatar, TAP_LINK, childrenInput, contactUpdatePath, rolesOf, type ChildRoles, type ContactPart,
} from './contact-helpers';
import { useFamilyChildren } from './family-children';

handleErrorsInPage('contactUpdateChildren', 'contactDelete');

export function ContactNotFound() {
  const t = useT();
  return <Result status="404" title={t('contacts.notFound')} extra={<Link to={CONTACT_ROUTES.list} style={TAP_LINK}>{t('contacts.toList')}</Link>} />;
}

function Section({ part, contact, children }: { part: ContactPart | 'children'; contact: ContactRecordDto; children: ReactNode }) {
  const t = useT();
  const title = t(`contacts.sections.${part}`);
  const editable = contact.canEdit && part !== 'children';
  return (
    <Panel size="small" title={title} aria-label={title}
      extra={editable && <Link to={contactUpdatePath(part, contact.id)} style={TAP_LINK} aria-label={t('contacts.editSection', { section: title })}>{t('contacts.edit')}</Link>}>
      {children}
    </Panel>
  );
}

function Value({ children }: { children: ReactNode }) {
  const t = useT();
  return children ? <>{children}</> : <Typography.Text type="secondary">{t('contacts.notGiven')}</Typography.Text>;
}

function ChildrenForm({ contact, done }: { contact: ContactRecordDto; done: () => void }) {
  const t = useT();
  const family = useFamilyChildren();
  const [update, updating] = useContactUpdateChildrenMutation();
  const save = async (values: { children: ChildRoles }) => {
    const result = await update({ updateContactChildrenDto: { contactId: contact.id, children: childrenInput(values.children) } });
    if (!result.error) done();
  };
  if (family.loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Form<{ children: ChildRoles }> layout="vertical" initialValues={{ children: rolesOf(contact.children) }} onFinish={save} disabled={updating.isLoading}
      aria-label={t('contacts.changeChildren')}>
      <ChildRolesField family={family.children} />
      <FormError error={updating.error} flush />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={updating.isLoading}>{t('contacts.save')}</Button>
        <Button onClick={done} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}

function ChildrenSection({ contact }: { contact: ContactRecordDto }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <Section part="children" contact={contact}>
      {editing ? <ChildrenForm contact={contact} done={() => setEditing(false)} /> : (
        <Flex vertical gap={8} align="start">
          {contact.children.map((entry) => <ContactRoles key={entry.child.id} entry={entry} />)}
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
    dispatch(showSnackbar({ text: t('contacts.deleted', { name: contact.label }), color: THEME_COLORS.light.success }));
    void navigate(CONTACT_ROUTES.list);
  };
  return (
    <Flex vertical gap={8} align="start">
      <FormError error={removing.error} flush />
      <Popconfirm title={t('contacts.deleteQuestion', { name: contact.label })} okText={t('contacts.yesDelete')} cancelText={t('common.keep')} onConfirm={() => void confirm()}>
        <Button danger loading={removing.isLoading}>{t('contacts.delete')}</Button>
      </Popconfirm>
    </Flex>
  );
}

function ContactRecord({ contact }: { contact: ContactRecordDto }) {
  const t = useT();
  const phone = (key: string, label: string, value: ContactRecordDto['phones']['mobile']) => ({ key, label, children: <Value>{formatPhone(value)}</Value> });
  const text = (key: string, label: string, value: string | null) => ({ key, label, children: <Value>{value}</Value> });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Flex gap={16} align="center" wrap>
        <PersonAvatar label={contact.label} photoUrl={contact.photoUrl} size={64} />
        <Flex vertical gap={4} style={{ flex: '1 1 200px' }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{contact.label}</Typography.Title>
          <Typography.Text>{contact.relation}</Typography.Text>
        </Flex>
        {contact.canEdit && (
          <Link to={contactUpdatePath('name', contact.id)} style={TAP_LINK} aria-label={t('contacts.editName', { name: contact.label })}>{t('contacts.editNameShort')}</Link>
        )}
      </Flex>
      <Section part="phone" contact={contact}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={[
          phone('mobile', t('contacts.fields.mobile'), contact.phones.mobile),
          phone('home', t('contacts.fields.home'), contact.phones.home),
          phone('work', t('contacts.fields.work'), contact.phones.work),
          text('email', t('contacts.fields.email'), contact.email),
        ]} />
      </Section>
      {contact.address && (
        <Section part="address" contact={contact}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={[
            text('line', t('contacts.fields.addressLine'), contact.address.line),
            text('city', t('contacts.fields.city'), contact.address.city),
            text('province', t('contacts.fields.province'), contact.address.province),
            text('postalCode', t('contacts.fields.postalCode'), contact.address.postalCode),
          ]} />
        </Section>
      )}
      <ChildrenSection contact={contact} />
      {contact.canEdit && <DeleteContact contact={contact} />}
    </Flex>
  );
}

/** One of the family's contacts: phones, address, and the children they are called for or may pick up (/contacts/view/:contactId). */
export default function ContactPage() {
  const contactId = positiveInteger(useRouteParams(CONTACT_ROUTES.view).contactId);
  const record = useContactByIdQuery({ contactId: contactId ?? 0 }, { skip: !contactId });
  let content: ReactNode;
  if (!contactId || record.isError) content = <ContactNotFound />;
  else if (!record.data) content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else content = <ContactRecord contact={record.data} />;
  return <RoutePage path={CONTACT_ROUTES.view}>{content}</RoutePage>;
}
