import { Button, Flex, Form, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useContactCreateMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, RoutePage } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import {
  CONTACT_ROUTES, ChildRolesField, NameFields, PhoneFields, childrenInput, contactPath, emailOrNull, type ChildRoles, type PhonesValues,
} from './contact-helpers';
import { useFamilyChildren } from './family-children';

handleErrorsInPage('contactCreate');

type AddValues = PhonesValues & { firstName: string; lastName: string; relation: string; children: ChildRoles };

/** A new emergency contact or pick-up person for the family (/contacts/add). */
export default function ContactAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const family = useFamilyChildren();
  const [create, creating] = useContactCreateMutation();
  const submit = async (values: AddValues) => {
    const result = await create({
      createContactDto: {
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
    <RoutePage path={CONTACT_ROUTES.add}>
      {family.loading ? <Skeleton active paragraph={{ rows: 8 }} /> : (
        <Form<AddValues> layout="vertical" onFinish={submit} disabled={creating.isLoading} style={{ maxWidth: 720 }} aria-label={t('contacts.add.form')}>
          <NameFields />
          <PhoneFields />
          <ChildRolesField family={family.children} />
          <FormError error={creating.error} flush />
          <Flex gap={8} style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={creating.isLoading}>{t('contacts.add.submit')}</Button>
            <Button onClick={() => void navigate(CONTACT_ROUTES.list)} disabled={false}>{t('common.cancel')}</Button>
          </Flex>
        </Form>
      )}
    </RoutePage>
  );
}
