// Form fields guardians' and contacts' forms share, with the rules the gateway applies.
import { Col, Form, Input, Row } from 'antd';
import type { AddressDto } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { PhoneInput, usePhoneRule } from '@daycare/ui';
import { useT } from '../../i18n';
import { MAX_NAME, TextField } from '../children/child-fields';
import { textOrNull } from '../children/child-helpers';

export function PersonNameFields() {
  const t = useT();
  const tooLong = { max: MAX_NAME, message: t('common.nameTooLong', { max: MAX_NAME }) };
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

export function PhoneField({ name, label }: { name: string; label: string }) {
  const phoneRule = usePhoneRule();
  // Someone reading in Portuguese most likely types Brazilian numbers.
  const defaultCountry = useLanguage() === 'pt-BR' ? 'BR' : 'US';
  return (
    <Form.Item name={name} label={label} rules={[phoneRule]}>
      <PhoneInput label={label} defaultCountry={defaultCountry} />
    </Form.Item>
  );
}

export type AddressValues = Record<keyof AddressDto, string | null>;

export const NO_ADDRESS: AddressValues = { line: null, city: null, province: null, postalCode: null };

/** An address as the gateway takes it: each part trimmed, blank parts none. */
export const addressInput = (values: AddressValues): AddressValues => ({
  line: textOrNull(values.line), city: textOrNull(values.city), province: textOrNull(values.province), postalCode: textOrNull(values.postalCode),
});

export function AddressFields() {
  const t = useT();
  return (
    <>
      <TextField name="line" label={t('guardians.fields.addressLine')} />
      <Row gutter={16}>
        <Col xs={24} sm={10}><TextField name="city" label={t('guardians.fields.city')} max={100} /></Col>
        <Col xs={24} sm={8}><TextField name="province" label={t('guardians.fields.province')} max={100} /></Col>
        <Col xs={24} sm={6}><TextField name="postalCode" label={t('guardians.fields.postalCode')} max={20} /></Col>
      </Row>
    </>
  );
}
