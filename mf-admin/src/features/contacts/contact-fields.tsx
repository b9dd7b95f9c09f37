import { Col, Form, Input, Row } from 'antd';
import type { PhoneDto } from '@daycare/api-client';
import { useT } from '../../i18n';
import { PhoneField } from '../guardians/person-fields';
import { MAX_RELATION } from './contact-helpers';

export function RelationField() {
  const t = useT();
  return (
    <Form.Item
      name="relation"
      label={t('contacts.fields.relation')}
      extra={t('contacts.form.relationHelp')}
      rules={[{ required: true, whitespace: true, message: t('contacts.form.relationRequired') }, { max: MAX_RELATION, message: t('children.form.tooLong', { max: MAX_RELATION }) }]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}

export type PhonesValues = { mobile?: PhoneDto | null; home?: PhoneDto | null; work?: PhoneDto | null; email?: string | null };

export const emailOrNull = (email: string | null | undefined) => (email?.trim() ? email.trim().toLowerCase() : null);

/** The three phones and the e-mail of a contact. */
export function ContactPhoneFields() {
  const t = useT();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}><PhoneField name="mobile" label={t('contacts.fields.mobile')} /></Col>
      <Col xs={24} sm={12}><PhoneField name="home" label={t('contacts.fields.home')} /></Col>
      <Col xs={24} sm={12}><PhoneField name="work" label={t('contacts.fields.work')} /></Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t('contacts.fields.email')} rules={[{ type: 'email', message: t('guardians.form.emailInvalid') }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
