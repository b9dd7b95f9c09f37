// A person's name, phone and e-mail fields, with the rules the gateway applies (the address fields are the contacts').
import { Col, Form, Input, Row, type FormRule } from 'antd';
import { useLanguage } from '@daycare/i18n';
import { PhoneInput, usePhoneRule } from '@daycare/ui';
import { useT } from '../i18n';
import { MAX_NAME } from './form-basics';

export function PersonNameFields() {
  const t = useT();
  const tooLong = { max: MAX_NAME, message: t('guardians.form.nameTooLong', { max: MAX_NAME }) };
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="firstName" label={t('guardians.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('guardians.form.firstNameRequired') }, tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="lastName" label={t('guardians.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('guardians.form.lastNameRequired') }, tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

interface PhoneFieldProps {
  name: string;
  label: string;
  /** Rules besides the phone's own, checked again when a field of `dependencies` changes. */
  rules?: FormRule[];
  dependencies?: string[];
}

/** A phone in its country's mask; the country starts as the reader's (Portuguese readers most likely type Brazilian numbers). */
export function PhoneField({ name, label, rules = [], dependencies }: PhoneFieldProps) {
  const phoneRule = usePhoneRule();
  const defaultCountry = useLanguage() === 'pt-BR' ? 'BR' : 'US';
  return (
    <Form.Item name={name} label={label} rules={[phoneRule, ...rules]} dependencies={dependencies}>
      <PhoneInput label={label} defaultCountry={defaultCountry} />
    </Form.Item>
  );
}

/** The e-mail a guardian signs in with: required, and an address. */
export function EmailField() {
  const t = useT();
  return (
    <Form.Item
      name="email"
      label={t('guardians.fields.email')}
      rules={[{ required: true, whitespace: true, message: t('guardians.form.emailRequired') }, { type: 'email', message: t('guardians.form.emailInvalid') }]}
    >
      <Input type="email" autoComplete="off" />
    </Form.Item>
  );
}
