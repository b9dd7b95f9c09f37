// The forms of the simple parts of a child's record: name, personal details, address, school, registration.
import { Col, Form, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  useChildUpdateAddressMutation, useChildUpdateNameMutation, useChildUpdatePersonalMutation, useChildUpdateRegistrationMutation,
  useChildUpdateSchoolMutation,
} from '@daycare/api-client';
import { useT } from '../../i18n';
import { dayOf, dayOrNull, textOrNull, type ChildGender } from './child-helpers';
import { BirthDateField, DayField, GenderField, HomeRoomField, MAX_NOTE, NameFields, TextField } from './child-fields';
import { UpdateForm, type PartFormProps } from './update-form';

const MAX_LANGUAGES = 10;

export function NameForm({ child }: PartFormProps) {
  const [update, updating] = useChildUpdateNameMutation();
  type Values = { firstName: string; lastName: string; preferredName: string | null };
  const save = (values: Values) => update({
    updateChildNameDto: { childId: child.id, firstName: values.firstName.trim(), lastName: values.lastName.trim(), preferredName: textOrNull(values.preferredName) },
  });
  return (
    <UpdateForm<Values> part="name" child={child} initialValues={{ firstName: child.firstName, lastName: child.lastName, preferredName: child.preferredName }}
      save={save} saving={updating.isLoading} error={updating.error}>
      <NameFields />
    </UpdateForm>
  );
}

type PersonalValues = {
  birthDate: Dayjs;
  gender?: ChildGender | null;
  languages: string[];
  routines: string | null;
  comforters: string | null;
  dietaryNeeds: string | null;
  notes: string | null;
};

export function PersonalForm({ child }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdatePersonalMutation();
  const save = (values: PersonalValues) => update({
    updateChildPersonalDto: {
      childId: child.id,
      birthDate: values.birthDate.format('YYYY-MM-DD'),
      gender: values.gender ?? null,
      languages: values.languages.map((language) => language.trim()).filter(Boolean),
      routines: textOrNull(values.routines),
      comforters: textOrNull(values.comforters),
      dietaryNeeds: textOrNull(values.dietaryNeeds),
      notes: textOrNull(values.notes),
    },
  });
  const initialValues: PersonalValues = { birthDate: dayOf(child.birthDate) as Dayjs, gender: child.gender, languages: child.languages, ...child.personal };
  return (
    <UpdateForm<PersonalValues> part="personal" child={child} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <Row gutter={16}>
        <Col xs={24} sm={12}><BirthDateField /></Col>
        <Col xs={24} sm={12}><GenderField /></Col>
      </Row>
      <Form.Item
        name="languages"
        label={t('children.fields.languages')}
        extra={t('children.form.languagesHelp')}
        rules={[{ type: 'array', max: MAX_LANGUAGES, message: t('children.form.tooManyLanguages', { max: MAX_LANGUAGES }) }]}
      >
        <Select mode="tags" aria-label={t('children.fields.languages')} open={false} tokenSeparators={[',']} />
      </Form.Item>
      <TextField name="routines" label={t('children.fields.routines')} max={MAX_NOTE} area />
      <TextField name="comforters" label={t('children.fields.comforters')} max={MAX_NOTE} area />
      <TextField name="dietaryNeeds" label={t('children.fields.dietaryNeeds')} max={MAX_NOTE} area />
      <TextField name="notes" label={t('children.fields.notes')} max={MAX_NOTE} area />
    </UpdateForm>
  );
}

type AddressValues = { line: string | null; city: string | null; province: string | null; postalCode: string | null };

export function AddressForm({ child }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdateAddressMutation();
  const save = (values: AddressValues) => update({
    updateChildAddressDto: { childId: child.id, line: textOrNull(values.line), city: textOrNull(values.city), province: textOrNull(values.province), postalCode: textOrNull(values.postalCode) },
  });
  const initialValues = child.address ?? { line: null, city: null, province: null, postalCode: null };
  return (
    <UpdateForm<AddressValues> part="address" child={child} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <TextField name="line" label={t('children.fields.addressLine')} />
      <Row gutter={16}>
        <Col xs={24} sm={10}><TextField name="city" label={t('children.fields.city')} max={100} /></Col>
        <Col xs={24} sm={8}><TextField name="province" label={t('children.fields.province')} max={100} /></Col>
        <Col xs={24} sm={6}><TextField name="postalCode" label={t('children.fields.postalCode')} max={20} /></Col>
      </Row>
    </UpdateForm>
  );
}

type SchoolValues = { name: string | null; grade: string | null; bus: string | null };

export function SchoolForm({ child }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdateSchoolMutation();
  const save = (values: SchoolValues) => update({
    updateChildSchoolDto: { childId: child.id, name: textOrNull(values.name), grade: textOrNull(values.grade), bus: textOrNull(values.bus) },
  });
  return (
    <UpdateForm<SchoolValues> part="school" child={child} initialValues={child.school} save={save} saving={updating.isLoading} error={updating.error}>
      <TextField name="name" label={t('children.fields.schoolName')} />
      <Row gutter={16}>
        <Col xs={24} sm={12}><TextField name="grade" label={t('children.fields.grade')} max={60} /></Col>
        <Col xs={24} sm={12}><TextField name="bus" label={t('children.fields.bus')} max={100} /></Col>
      </Row>
    </UpdateForm>
  );
}

type RegistrationValues = { startDate: Dayjs | null; withdrawnOn: Dayjs | null; homeRoomId?: number | null };

export function RegistrationForm({ child }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdateRegistrationMutation();
  const save = (values: RegistrationValues) => update({
    updateChildRegistrationDto: { childId: child.id, startDate: dayOrNull(values.startDate), withdrawnOn: dayOrNull(values.withdrawnOn), homeRoomId: values.homeRoomId ?? null },
  });
  const initialValues: RegistrationValues = { startDate: dayOf(child.startDate), withdrawnOn: dayOf(child.withdrawnOn), homeRoomId: child.room?.id };
  return (
    <UpdateForm<RegistrationValues> part="registration" child={child} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <Row gutter={16}>
        <Col xs={24} sm={12}><DayField name="startDate" label={t('children.fields.startDate')} extra={t('children.form.startDateHelp')} /></Col>
        <Col xs={24} sm={12}><DayField name="withdrawnOn" label={t('children.fields.withdrawnOn')} extra={t('children.form.withdrawnOnHelp')} /></Col>
      </Row>
      <HomeRoomField />
    </UpdateForm>
  );
}
