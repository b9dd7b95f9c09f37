// Form fields several child forms share, with the rules the gateway applies.
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRoomListQuery } from '@daycare/api-client';
import { usePickerDayFormats } from '@daycare/ui';
import { useT } from '../../i18n';
import { GENDERS } from './child-helpers';

export const MAX_NAME = 60;
export const MAX_NOTE = 2000;
export const MAX_SHORT_TEXT = 200;
/** The oldest child a daycare records. */
const MAX_AGE_YEARS = 13;

export const isFutureDay = (day: Dayjs | null) => Boolean(day && day.isAfter(dayjs(), 'day'));
const isOutsideBirthRange = (day: Dayjs | null) => Boolean(day && (isFutureDay(day) || day.isBefore(dayjs().subtract(MAX_AGE_YEARS, 'year'), 'day')));

export function NameFields() {
  const t = useT();
  const tooLong = { max: MAX_NAME, message: t('common.nameTooLong', { max: MAX_NAME }) };
  return (
    <Row gutter={16}>
      <Col xs={24} sm={8}>
        <Form.Item name="firstName" label={t('children.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('children.form.firstNameRequired') }, tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="lastName" label={t('children.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('children.form.lastNameRequired') }, tooLong]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="preferredName" label={t('children.fields.preferredName')} rules={[tooLong]}>
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
      label={t('children.fields.birthDate')}
      rules={[
        { required: true, message: t('children.form.birthDateRequired') },
        { validator: (_, day: Dayjs | null) => (isOutsideBirthRange(day) ? Promise.reject(new Error(t('children.form.birthDateRange', { years: MAX_AGE_YEARS }))) : Promise.resolve()) },
      ]}
    >
      <DatePicker aria-label={t('children.fields.birthDate')} format={formats} disabledDate={isOutsideBirthRange} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export function GenderField() {
  const t = useT();
  return (
    <Form.Item name="gender" label={t('children.fields.gender')}>
      <Select allowClear aria-label={t('children.fields.gender')} placeholder={t('children.form.notSaid')} options={GENDERS.map((gender) => ({ value: gender, label: t(`children.gender.${gender}`) }))} />
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

export function HomeRoomField() {
  const t = useT();
  const rooms = useRoomListQuery();
  return (
    <Form.Item name="homeRoomId" label={t('children.fields.homeRoom')}>
      <Select<number>
        allowClear
        aria-label={t('children.fields.homeRoom')}
        placeholder={t('children.list.noRoom')}
        loading={rooms.isLoading}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
      />
    </Form.Item>
  );
}

export function TextField({ name, label, max = MAX_SHORT_TEXT, area = false }: { name: string | (string | number)[]; label: string; max?: number; area?: boolean }) {
  const t = useT();
  return (
    <Form.Item name={name} label={label} rules={[{ max, message: t('children.form.tooLong', { max }) }]}>
      {area ? <Input.TextArea rows={3} /> : <Input autoComplete="off" />}
    </Form.Item>
  );
}
