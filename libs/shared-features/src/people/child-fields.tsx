// Form fields several child forms share (adding a child, editing its record), with the rules the gateway applies.
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AllergySeverity, ChildRecordDto } from '@daycare/api-client';
import { usePickerDayFormats } from '@daycare/ui';
import { useT } from '../i18n';
import { MAX_NAME, isFutureDay } from './form-basics';

export type ChildGender = NonNullable<ChildRecordDto['gender']>;
export const GENDERS: ChildGender[] = ['female', 'male', 'other'];
export const SEVERITIES: AllergySeverity[] = ['mild', 'moderate', 'severe'];

/** The oldest child a daycare records. */
const MAX_AGE_YEARS = 13;

const isOutsideBirthRange = (day: Dayjs | null) => Boolean(day && (isFutureDay(day) || day.isBefore(dayjs().subtract(MAX_AGE_YEARS, 'year'), 'day')));

export function ChildNameFields() {
  const t = useT();
  const tooLong = { max: MAX_NAME, message: t('people.form.nameTooLong', { max: MAX_NAME }) };
  return (
    <Row gutter={16}>
      <Col xs={24} sm={8}>
        <Form.Item name="firstName" label={t('people.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('people.form.firstNameRequired') }, tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="lastName" label={t('people.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('people.form.lastNameRequired') }, tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="preferredName" label={t('people.fields.preferredName')} rules={[tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function BirthDateField() {
  const t = useT();
  const formats = usePickerDayFormats();
  return (
    <Form.Item
      name="birthDate"
      label={t('people.fields.birthDate')}
      rules={[
        { required: true, message: t('people.form.birthDateRequired') },
        { validator: (_, day: Dayjs | null) => (isOutsideBirthRange(day) ? Promise.reject(new Error(t('people.form.birthDateRange', { years: MAX_AGE_YEARS }))) : Promise.resolve()) },
      ]}
    >
      <DatePicker aria-label={t('people.fields.birthDate')} format={formats} disabledDate={isOutsideBirthRange} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export function GenderField() {
  const t = useT();
  return (
    <Form.Item name="gender" label={t('people.fields.gender')}>
      <Select allowClear aria-label={t('people.fields.gender')} placeholder={t('people.form.notSaid')} options={GENDERS.map((gender) => ({ value: gender, label: t(`people.gender.${gender}`) }))} />
    </Form.Item>
  );
}

export function DayField({ name, label, extra }: { name: string; label: string; extra?: string }) {
  const formats = usePickerDayFormats();
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <DatePicker aria-label={label} format={formats} style={{ width: '100%' }} />
    </Form.Item>
  );
}
