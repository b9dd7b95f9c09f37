// The child record's Pick-up tab: who may collect the child, who is called first, and who must never be given the child.
import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useContactListQuery, useContactReorderMutation, usePickupChildQuery, usePickupNeverReleaseMutation, usePickupRemoveNeverReleaseMutation,
  type ChildRecordDto, type ContactListItemDto, type NeverReleaseDto,
} from '@daycare/api-client';
import { FormError, NeverReleaseNotice, PickupPeople, TAP_LINK, textOrNull } from '@daycare/shared-features';
import { Panel } from '@daycare/ui';
import { handleErrorsInPage, handleNotFoundInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { addContactPath, contactPath } from '../contacts/contact-helpers';
import { PhoneLink, guardianPath } from '../guardians/guardian-helpers';
import { useIsDirector } from './child-helpers';

handleErrorsInPage('contactReorder', 'pickupNeverRelease', 'pickupRemoveNeverRelease');
// Staff outside the child's room get 404 for the pick-up lists, which the tab tells them are not for them.
handleNotFoundInPage('pickupChild');

type TabProps = { child: ChildRecordDto };

/** A family has few contacts: one page holds them all. */
const ALL_CONTACTS = 100;

/** The child's contacts in call order, first to last: those called in an emergency, then those who only pick up. */
function callOrderOf(contacts: ContactListItemDto[], childId: number) {
  const entries = contacts
    .flatMap((contact) => contact.children.filter((entry) => entry.child.id === childId).map((entry) => ({ contact, ...entry })))
    .sort((a, b) => a.callOrder - b.callOrder);
  return {
    emergency: entries.filter((entry) => entry.emergency).map((entry) => entry.contact),
    pickUpOnly: entries.filter((entry) => !entry.emergency).map((entry) => entry.contact),
  };
}

function CallOrder({ child }: TabProps) {
  const t = useT();
  const isDirector = useIsDirector();
  const contacts = useContactListQuery({ familyId: child.familyId, pageSize: ALL_CONTACTS });
  const [reorder, reordering] = useContactReorderMutation();
  if (!contacts.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { emergency: ordered, pickUpOnly } = callOrderOf(contacts.data.items, child.id);
  if (ordered.length === 0) return <Typography.Text type="secondary">{t('pickup.noContacts')}</Typography.Text>;
  // The gateway keeps one order of all the child's contacts; those who only pick up stay last.
  const move = (index: number, by: -1 | 1) => {
    const ids = ordered.map((contact) => contact.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void reorder({ reorderContactsDto: { childId: child.id, contactIds: [...ids, ...pickUpOnly.map((contact) => contact.id)] } });
  };
  return (
    <Flex vertical gap={8}>
      <FormError error={reordering.error} flush />
      <Flex vertical gap={8} component="ol" style={{ margin: 0, paddingInlineStart: 24 }}>
        {ordered.map((contact, index) => (
          <li key={contact.id}>
            <Flex gap={8} align="center" wrap>
              <Link to={contactPath(contact.id)} style={TAP_LINK}>{contact.label}</Link>
              <Typography.Text type="secondary">{contact.relation}</Typography.Text>
              <PhoneLink phone={contact.mobile} />
              {isDirector && (
                <Flex gap={4}>
                  <Button size="small" disabled={index === 0 || reordering.isLoading} onClick={() => move(index, -1)}
                    aria-label={t('pickup.moveUp', { name: contact.label })} style={{ minWidth: 24, minHeight: 24 }}>↑</Button>
                  <Button size="small" disabled={index === ordered.length - 1 || reordering.isLoading} onClick={() => move(index, 1)}
                    aria-label={t('pickup.moveDown', { name: contact.label })} style={{ minWidth: 24, minHeight: 24 }}>↓</Button>
                </Flex>
              )}
            </Flex>
          </li>
        ))}
      </Flex>
    </Flex>
  );
}

function NeverReleaseEntry({ entry }: { entry: NeverReleaseDto }) {
  const t = useT();
  const isDirector = useIsDirector();
  const [remove, removing] = usePickupRemoveNeverReleaseMutation();
  return (
    <NeverReleaseNotice
      entry={entry}
      footer={<FormError error={removing.error} flush />}
      action={isDirector && (
        <Popconfirm title={t('pickup.neverRelease.removeQuestion', { name: entry.name })} okText={t('common.yesDelete')} cancelText={t('common.keepIt')}
          onConfirm={() => void remove({ id: entry.id })}>
          <Button size="small" danger loading={removing.isLoading} aria-label={t('pickup.neverRelease.remove', { name: entry.name })}>{t('common.delete')}</Button>
        </Popconfirm>
      )}
    />
  );
}

type NeverReleaseValues = { name: string; description: string; documentNote?: string | null };

function AddNeverRelease({ childId }: { childId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NeverReleaseValues>();
  const [add, adding] = usePickupNeverReleaseMutation();
  if (!open) return <div><Button danger onClick={() => setOpen(true)}>{t('pickup.neverRelease.add')}</Button></div>;
  const submit = async (values: NeverReleaseValues) => {
    const result = await add({ createNeverReleaseDto: { childId, name: values.name.trim(), description: values.description.trim(), documentNote: textOrNull(values.documentNote) } });
    if (result.error) return;
    form.resetFields();
    setOpen(false);
  };
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <Form<NeverReleaseValues> form={form} layout="vertical" onFinish={submit} disabled={adding.isLoading} aria-label={t('pickup.neverRelease.add')} style={{ maxWidth: 640 }}>
      <Form.Item name="name" label={t('pickup.neverRelease.name')} rules={[required(t('pickup.neverRelease.nameRequired')), { max: 120, message: t('children.form.tooLong', { max: 120 }) }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('pickup.neverRelease.description')} extra={t('pickup.neverRelease.descriptionHelp')}
        rules={[required(t('pickup.neverRelease.descriptionRequired')), { max: 500, message: t('children.form.tooLong', { max: 500 }) }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="documentNote" label={t('pickup.neverRelease.documentNote')} extra={t('pickup.neverRelease.documentNoteHelp')}
        rules={[{ max: 500, message: t('children.form.tooLong', { max: 500 }) }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <FormError error={adding.error} />
      <Flex gap={8}>
        <Button type="primary" danger htmlType="submit" loading={adding.isLoading}>{t('pickup.neverRelease.save')}</Button>
        <Button onClick={() => setOpen(false)} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}

export function PickupTab({ child }: TabProps) {
  const t = useT();
  const navigate = useNavigate();
  const isDirector = useIsDirector();
  const pickup = usePickupChildQuery({ childId: child.id });
  if (pickup.isError) return <Alert type="info" showIcon title={t('pickup.notForYou')} />;
  if (!pickup.data) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  const { authorised, neverRelease } = pickup.data;
  return (
    <Flex vertical gap={16}>
      {(neverRelease.length > 0 || isDirector) && (
        <Panel size="small" title={t('pickup.neverRelease.title')} aria-label={t('pickup.neverRelease.title')}>
          <Flex vertical gap={8}>
            {neverRelease.length === 0 && <Typography.Text type="secondary">{t('pickup.neverRelease.none')}</Typography.Text>}
            {neverRelease.map((entry) => <NeverReleaseEntry key={entry.id} entry={entry} />)}
            {isDirector && <AddNeverRelease childId={child.id} />}
          </Flex>
        </Panel>
      )}
      <Panel size="small" title={t('pickup.authorised')} aria-label={t('pickup.authorised')}>
        <PickupPeople people={authorised} personPath={(person) => (person.kind === 'guardian' ? guardianPath(person.id) : contactPath(person.id))} />
      </Panel>
      <Panel size="small" title={t('pickup.callOrder')} aria-label={t('pickup.callOrder')}
        extra={isDirector && <Button onClick={() => void navigate(addContactPath(child.id))}>{t('guardians.addContact')}</Button>}>
        <CallOrder child={child} />
      </Panel>
    </Flex>
  );
}
