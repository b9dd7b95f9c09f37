// The contact forms' fields, with the rules the gateway applies, and the values as it takes them.
import { Checkbox, Col, Flex, Form, Input, Row, Typography, type FormRule } from 'antd';
import type { AddressDto, ContactChildDto, ContactChildInputDto, LabelledDto, PhoneDto } from '@daycare/api-client';
import { useT } from '../i18n';
import { TextField, textOrNull } from '../people/form-basics';
import { PersonNameFields, PhoneField } from '../people/person-fields';
import { MAX_RELATION } from './contact-routes';

export const emailOrNull = (email: string | null | undefined) => (email?.trim() ? email.trim().toLowerCase() : null);

export type AddressValues = Record<keyof AddressDto, string | null>;
export const NO_ADDRESS: AddressValues = { line: null, city: null, province: null, postalCode: null };
/** An address as the gateway takes it: each part trimmed, blank parts none. */
export const addressInput = (values: AddressValues): AddressValues => ({
  line: textOrNull(values.line), city: textOrNull(values.city), province: textOrNull(values.province), postalCode: textOrNull(values.postalCode),
});

export type PhonesValues = { mobile?: PhoneDto | null; home?: PhoneDto | null; work?: PhoneDto | null; email?: string | null };
/** The phones and e-mail as the gateway takes them: a phone left empty is none. */
export const phonesInput = (values: PhonesValues) => ({
  mobile: values.mobile ?? null, home: values.home ?? null, work: values.work ?? null, email: emailOrNull(values.email),
});

export function AddressFields() {
  const t = useT();
  return (
    <>
      <TextField name="line" label={t('contacts.fields.addressLine')} />
      <Row gutter={16}>
        <Col xs={24} sm={10}><TextField name="city" label={t('contacts.fields.city')} max={100} /></Col>
        <Col xs={24} sm={8}><TextField name="province" label={t('contacts.fields.province')} max={100} /></Col>
        <Col xs={24} sm={6}><TextField name="postalCode" label={t('contacts.fields.postalCode')} max={20} /></Col>
      </Row>
    </>
  );
}

/** First and last name, and what the contact is to the family in the family's words. */
export function ContactNameFields() {
  const t = useT();
  return (
    <>
      <PersonNameFields />
      <Form.Item name="relation" label={t('contacts.fields.relation')} extra={t('contacts.form.relationHelp')} rules={[
        { required: true, whitespace: true, message: t('contacts.form.relationRequired') },
        { max: MAX_RELATION, message: t('contacts.form.tooLong', { max: MAX_RELATION }) },
      ]}>
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** Whether the contact is called in an emergency, by the form's values or by what the record says. */
export type EmergencyOf = (getFieldValue: (name: string) => unknown) => boolean;

/** The roles ticked in the form call the contact in an emergency for some child. */
export const emergencyTicked: EmergencyOf = (getFieldValue) => childrenInput(getFieldValue('children') as ChildRoles | undefined).some((child) => child.emergency);

/** The three phones and the e-mail of a contact; one called in an emergency needs a phone, which the mobile's place says. */
export function PhoneFields({ isEmergency }: { isEmergency: EmergencyOf }) {
  const t = useT();
  const needsPhone: FormRule = ({ getFieldValue }) => ({
    validator: () => (isEmergency(getFieldValue) && !getFieldValue('mobile') && !getFieldValue('home') && !getFieldValue('work')
      ? Promise.reject(new Error(t('contacts.form.phoneRequired')))
      : Promise.resolve()),
  });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}><PhoneField name="mobile" label={t('contacts.fields.mobile')} rules={[needsPhone]} dependencies={['home', 'work', 'children']} /></Col>
      <Col xs={24} sm={12}><PhoneField name="home" label={t('contacts.fields.home')} /></Col>
      <Col xs={24} sm={12}><PhoneField name="work" label={t('contacts.fields.work')} /></Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t('contacts.fields.email')} rules={[{ type: 'email', message: t('contacts.form.emailInvalid') }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A child's roles in the form, by child id. */
export type ChildRoles = Record<string, { emergency: boolean; mayPickUp: boolean }>;

export function rolesOf(children: ContactChildDto[]): ChildRoles {
  return Object.fromEntries(children.map(({ child, emergency, mayPickUp }) => [String(child.id), { emergency, mayPickUp }]));
}

/** The children given at least one role, as the gateway takes them. */
export function childrenInput(roles: ChildRoles | undefined): ContactChildInputDto[] {
  return Object.entries(roles ?? {})
    .filter(([, role]) => role.emergency || role.mayPickUp)
    .map(([childId, role]) => ({ childId: Number(childId), emergency: Boolean(role.emergency), mayPickUp: Boolean(role.mayPickUp) }));
}

function ChildRolesInput({ family, value = {}, onChange }: { family: LabelledDto[]; value?: ChildRoles; onChange?: (value: ChildRoles) => void }) {
  const t = useT();
  const set = (childId: number, role: 'emergency' | 'mayPickUp', checked: boolean) => {
    const current = value[String(childId)] ?? { emergency: false, mayPickUp: false };
    onChange?.({ ...value, [String(childId)]: { ...current, [role]: checked } });
  };
  return (
    <Flex vertical gap={8} role="group" aria-label={t('contacts.form.children')}>
      {family.map((child) => {
        const roles = value[String(child.id)];
        return (
          <Flex key={child.id} gap={16} wrap align="center">
            <Typography.Text strong style={{ minWidth: 140 }}>{child.label}</Typography.Text>
            <Checkbox checked={Boolean(roles?.emergency)} onChange={(event) => set(child.id, 'emergency', event.target.checked)}
              aria-label={t('contacts.form.emergencyFor', { name: child.label })}>
              {t('contacts.form.emergency')}
            </Checkbox>
            <Checkbox checked={Boolean(roles?.mayPickUp)} onChange={(event) => set(child.id, 'mayPickUp', event.target.checked)}
              aria-label={t('contacts.form.mayPickUpFor', { name: child.label })}>
              {t('contacts.form.mayPickUp')}
            </Checkbox>
          </Flex>
        );
      })}
    </Flex>
  );
}

/**
 * Two ticks for each of the family's children, emergency and pick-up; at least one tick in all. A contact
 * `withoutPhone` (the record's, when the phones are not in the form) may not be ticked for emergencies.
 */
export function ChildRolesField({ family, withoutPhone = false }: { family: LabelledDto[]; withoutPhone?: boolean }) {
  const t = useT();
  const atLeastOne = {
    validator: (_rule: unknown, roles: ChildRoles | undefined) =>
      (childrenInput(roles).length > 0 ? Promise.resolve() : Promise.reject(new Error(t('contacts.form.childRequired')))),
  };
  const phoneFirst = {
    validator: (_rule: unknown, roles: ChildRoles | undefined) =>
      (withoutPhone && childrenInput(roles).some((child) => child.emergency) ? Promise.reject(new Error(t('contacts.form.phoneFirst'))) : Promise.resolve()),
  };
  return (
    <Form.Item name="children" label={t('contacts.form.children')} rules={[atLeastOne, phoneFirst]}>
      <ChildRolesInput family={family} />
    </Form.Item>
  );
}
