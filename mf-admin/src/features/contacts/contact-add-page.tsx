import { useState } from 'react';
import { Button, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useChildListQuery, useContactCreateMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage, positiveInteger } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { useDebounced } from '../children/children-query';
import { PersonNameFields } from '../guardians/person-fields';
import { ChildRolesField, childrenInput, useFamilyChildren, type ChildRoles } from './contact-children';
import { ContactPhoneFields, RelationField, emailOrNull, type PhonesValues } from './contact-fields';
import { CONTACT_ROUTES, contactPath } from './contact-helpers';

handleErrorsInPage('contactCreate');

type AddValues = PhonesValues & { firstName: string; lastName: string; relation: string; children: ChildRoles };

/** Chooses the family by the name of one of its children. */
function ChildChoice({ onChoose }: { onChoose: (childId: number) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const children = useChildListQuery({ search: search || undefined, pageSize: 20 });
  return (
    <Flex vertical gap={8} style={{ maxWidth: 480 }}>
      <Typography.Paragraph>{t('contacts.add.chooseChildHelp')}</Typography.Paragraph>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setText }}
        aria-label={t('contacts.add.chooseChild')}
        placeholder={t('contacts.add.chooseChild')}
        loading={children.isFetching}
        options={(children.data?.items ?? []).map((child) => ({ value: child.id, label: child.label }))}
        onChange={onChoose}
      />
    </Flex>
  );
}

function AddContactForm({ childId }: { childId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const family = useFamilyChildren(childId);
  const [create, creating] = useContactCreateMutation();
  if (family.loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const submit = async (values: AddValues) => {
    const result = await create({
      createContactDto: {
        familyId: family.familyId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        relation: values.relation.trim(),
        mobile: values.mobile ?? null,
        home: values.home ?? null,
        work: values.work ?? null,
        email: emailOrNull(values.email),
        children: childrenInput(values.children),
      },
    });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('contacts.add.added', { name: `${values.firstName.trim()} ${values.lastName.trim()}` }), color: THEME_COLORS.light.success }));
    void navigate(contactPath(result.data.id));
  };
  return (
    <Form<AddValues>
      layout="vertical"
      onFinish={submit}
      disabled={creating.isLoading}
      initialValues={{ children: { [String(childId)]: { emergency: true, mayPickUp: false } } }}
      style={{ maxWidth: 720 }}
      aria-label={t('contacts.add.form')}
    >
      <PersonNameFields />
      <RelationField />
      <ContactPhoneFields />
      <ChildRolesField family={family.children} />
      <FormError error={creating.error} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>{t('contacts.add.submit')}</Button>
        <Button onClick={() => void navigate(-1)} disabled={false}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/** A new emergency contact or pick-up person for a family, chosen by one of its children (/contacts/add, ?childId= from a record). */
export default function ContactAddPage() {
  const [params, setParams] = useSearchParams();
  const childId = positiveInteger(params.get('childId'));
  return (
    <RoutePage path={CONTACT_ROUTES.add}>
      {childId ? <AddContactForm key={childId} childId={childId} /> : <ChildChoice onChoose={(id) => setParams({ childId: String(id) })} />}
    </RoutePage>
  );
}
