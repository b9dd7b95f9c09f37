// What the family's contact pages share: addresses, the person's avatar and phone, roles per child, and the form fields.
import { Avatar, Checkbox, Col, Flex, Form, Input, Row, Tag, Typography, theme } from 'antd';
import type { AddressDto, ContactChildDto, ContactChildInputDto, LabelledDto, PhoneDto } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { PhoneInput, formatPhone, usePhoneRule } from '@daycare/ui';
import { useT } from '../../i18n';

export const CONTACT_PARTS = ['name', 'address', 'phone'] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];

export const CONTACT_ROUTES = { list: '/contacts', add: '/contacts/add', view: '/contacts/view/:contactId' } as const;
export const contactUpdateRoute = (part: ContactPart) => `/contacts/update/${part}/:contactId`;
export const contactPath = (contactId: number) => `/contacts/view/${contactId}`;
export const contactUpdatePath = (part: ContactPart, contactId: number) => `/contacts/update/${part}/${contactId}`;

const MAX_NAME = 60;
const MAX_RELATION = 40;
const MAX_TEXT = 200;

/** A link standing on its own: at least 24px tall, so it is easy to tap. */
export const TAP_LINK = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

const CALLING_CODES: Record<PhoneDto['country'], string> = { US: '1', BR: '55' };

/** A phone number to call with a tap, written in its country's mask. */
export function PhoneLink({ phone }: { phone: PhoneDto | null | undefined }) {
  if (!phone) return null;
  return <a href={`tel:+${CALLING_CODES[phone.country]}${phone.number}`} style={{ ...TAP_LINK, textDecoration: 'underline' }}>{formatPhone(phone)}</a>;
}

const initialsOf = (label: string) => label.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word.charAt(0)).join('').toUpperCase();

/** A person's photo, else their initials; decorative, since the name is always written beside it. */
export function PersonAvatar({ label, photoUrl, size = 40 }: { label: string; photoUrl: string | null; size?: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar size={size} src={photoUrl ?? undefined} alt="" aria-hidden style={{ flex: 'none', background: photoUrl ? undefined : token.colorPrimary }}>
      {initialsOf(label)}
    </Avatar>
  );
}

/** What a contact is to each child: called in an emergency (in which place), and may pick up. */
export function ContactRoles({ entry }: { entry: ContactChildDto }) {
  const t = useT();
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text>{entry.child.label}</Typography.Text>
      {entry.emergency && <Tag color="orange">{t('contacts.roles.emergency', { order: entry.callOrder })}</Tag>}
      {entry.mayPickUp && <Tag color="green">{t('contacts.roles.mayPickUp')}</Tag>}
    </Flex>
  );
}

/** A free text as the gateway takes it: trimmed, blank is none. */
export const textOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
export const emailOrNull = (email: string | null | undefined) => (email?.trim() ? email.trim().toLowerCase() : null);

export type AddressValues = Record<keyof AddressDto, string | null>;
export const NO_ADDRESS: AddressValues = { line: null, city: null, province: null, postalCode: null };
export const addressInput = (values: AddressValues): AddressValues => ({
  line: textOrNull(values.line), city: textOrNull(values.city), province: textOrNull(values.province), postalCode: textOrNull(values.postalCode),
});

function TextField({ name, label, max = MAX_TEXT }: { name: string; label: string; max?: number }) {
  const t = useT();
  return (
    <Form.Item name={name} label={label} rules={[{ max, message: t('contacts.form.tooLong', { max }) }]}>
      <Input autoComplete="off" />
    </Form.Item>
  );
}

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

export function NameFields() {
  const t = useT();
  const required = (message: string) => ({ required: true, whitespace: true, message });
  const tooLong = (max: number) => ({ max, message: t('contacts.form.tooLong', { max }) });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="firstName" label={t('contacts.fields.firstName')} rules={[required(t('contacts.form.firstNameRequired')), tooLong(MAX_NAME)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="lastName" label={t('contacts.fields.lastName')} rules={[required(t('contacts.form.lastNameRequired')), tooLong(MAX_NAME)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="relation" label={t('contacts.fields.relation')} extra={t('contacts.form.relationHelp')}
          rules={[required(t('contacts.form.relationRequired')), tooLong(MAX_RELATION)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

function PhoneField({ name, label }: { name: string; label: string }) {
  const phoneRule = usePhoneRule();
  // A family reading in Portuguese most likely gives Brazilian numbers.
  const defaultCountry = useLanguage() === 'pt-BR' ? 'BR' : 'US';
  return (
    <Form.Item name={name} label={label} rules={[phoneRule]}>
      <PhoneInput label={label} defaultCountry={defaultCountry} />
    </Form.Item>
  );
}

export type PhonesValues = { mobile?: PhoneDto | null; home?: PhoneDto | null; work?: PhoneDto | null; email?: string | null };

export function PhoneFields() {
  const t = useT();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}><PhoneField name="mobile" label={t('contacts.fields.mobile')} /></Col>
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

/** Two ticks for each of the family's children, emergency and pick-up; at least one tick in all. */
export function ChildRolesField({ family }: { family: LabelledDto[] }) {
  const t = useT();
  const atLeastOne = {
    validator: (_rule: unknown, roles: ChildRoles | undefined) =>
      (childrenInput(roles).length > 0 ? Promise.resolve() : Promise.reject(new Error(t('contacts.form.childRequired')))),
  };
  return (
    <Form.Item name="children" label={t('contacts.form.children')} rules={[atLeastOne]}>
      <ChildRolesInput family={family} />
    </Form.Item>
  );
}
