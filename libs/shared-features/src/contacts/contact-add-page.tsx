import type { ComponentType } from 'react';
import { Button, Flex, Form, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useContactCreateMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { ChildNotFound } from '../people/record-not-found';
import { useT } from '../i18n';
import { RoutePage } from '../route-page';
import { positiveInteger } from '../route-params';
import { ChildRolesField, ContactNameFields, PhoneFields, childrenInput, emergencyTicked, phonesInput, type ChildRoles, type PhonesValues } from './contact-fields';
import { CONTACT_ROUTES, contactPath } from './contact-routes';
import { useFamilyChildren, useIsGuardian } from './family-children';

handleErrorsInPage('contactCreate');

type AddValues = PhonesValues & { firstName: string; lastName: string; relation: string; children: ChildRoles };

/** Directors choose the family by one of its children; the app gives the chooser. */
export type FamilyChoiceProps = { onChoose: (childId: number) => void };

function AddContactForm({ childId }: { childId: number | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const family = useFamilyChildren(childId);
  const [create, creating] = useContactCreateMutation();
  if (family.loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (family.notFound) return <ChildNotFound home={{ to: CONTACT_ROUTES.add, label: t('contacts.add.anotherChild') }} />;
  const submit = async (values: AddValues) => {
    const result = await create({
      createContactDto: {
        // A guardian's own family is implied; directors name the family of the chosen child.
        familyId: family.familyId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        relation: values.relation.trim(),
        ...phonesInput(values),
        children: childrenInput(values.children),
      },
    });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('contacts.add.added', { name: `${values.firstName.trim()} ${values.lastName.trim()}` }), color: THEME_COLORS.light.success }));
    void navigate(contactPath(result.data.id));
  };
  // Back where the person came from, or to the list when the page was opened directly.
  const cancel = () => void (location.key === 'default' ? navigate(CONTACT_ROUTES.list) : navigate(-1));
  return (
    <Form<AddValues>
      layout="vertical"
      onFinish={submit}
      disabled={creating.isLoading}
      initialValues={childId ? { children: { [String(childId)]: { emergency: true, mayPickUp: false } } } : undefined}
      style={{ maxWidth: 720 }}
      aria-label={t('contacts.add.form')}
    >
      <ContactNameFields />
      <PhoneFields isEmergency={emergencyTicked} />
      <ChildRolesField family={family.children} />
      <FormError error={creating.error} flush />
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>{t('contacts.add.submit')}</Button>
        <Button onClick={cancel} disabled={false}>{t('contacts.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/**
 * A new emergency contact or pick-up person (/contacts/add): for a guardian's own family, or for the
 * family of `?childId=` (called for that child), which directors choose first when none is given.
 */
export function ContactAddPage({ FamilyChoice }: { FamilyChoice?: ComponentType<FamilyChoiceProps> }) {
  const [params, setParams] = useSearchParams();
  const guardian = useIsGuardian();
  const childId = positiveInteger(params.get('childId'));
  const choosing = !guardian && !childId && FamilyChoice;
  return (
    <RoutePage path={CONTACT_ROUTES.add}>
      {choosing ? <FamilyChoice onChoose={(id) => setParams({ childId: String(id) })} /> : <AddContactForm key={childId ?? 0} childId={childId} />}
    </RoutePage>
  );
}
