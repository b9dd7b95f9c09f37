// The forms of the simple parts of a child's record: name, personal details, address, school.
import { Col, Form, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useChildUpdateAddressMutation, useChildUpdateNameMutation, useChildUpdatePersonalMutation, useChildUpdateSchoolMutation } from '@daycare/api-client';
import { AddressFields, NO_ADDRESS, addressInput, type AddressValues } from '../contacts/contact-fields';
import { useT } from '../i18n';
import { BirthDateField, GenderField, ChildNameFields, type ChildGender } from './child-fields';
import { MAX_NOTE, TextField, dayOf, textOrNull } from './form-basics';
import { UpdateForm, type PartFormProps } from './update-form';

const MAX_LANGUAGES = 10;

export function NameForm({ child, back }: PartFormProps) {
  const [update, updating] = useChildUpdateNameMutation();
  type Values = { firstName: string; lastName: string; preferredName: string | null };
  const save = (values: Values) => update({
    updateChildNameDto: { childId: child.id, firstName: values.firstName.trim(), lastName: values.lastName.trim(), preferredName: textOrNull(values.preferredName) },
  });
  return (
    <UpdateForm<Values> part="name" child={child} back={back} initialValues={{ firstName: child.firstName, lastName: child.lastName, preferredName: child.preferredName }}
      save={save} saving={updating.isLoading} error={updating.error}>
      <ChildNameFields />
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

export function PersonalForm({ child, back }: PartFormProps) {
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
    <UpdateForm<PersonalValues> part="personal" child={child} back={back} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <Row gutter={16}>
        <Col xs={24} sm={12}><BirthDateField /></Col>
        <Col xs={24} sm={12}><GenderField /></Col>
      </Row>
      <Form.Item
        name="languages"
        label={t('people.fields.languages')}
        extra={t('people.form.languagesHelp')}
        rules={[{ type: 'array', max: MAX_LANGUAGES, message: t('people.form.tooManyLanguages', { max: MAX_LANGUAGES }) }]}
      >
        <Select mode="tags" aria-label={t('people.fields.languages')} open={false} tokenSeparators={[',']} />
      </Form.Item>
      <TextField name="routines" label={t('people.fields.routines')} max={MAX_NOTE} area />
      <TextField name="comforters" label={t('people.fields.comforters')} max={MAX_NOTE} area />
      <TextField name="dietaryNeeds" label={t('people.fields.dietaryNeeds')} max={MAX_NOTE} area />
      <TextField name="notes" label={t('people.fields.notes')} max={MAX_NOTE} area />
    </UpdateForm>
  );
}

export function AddressForm({ child, back }: PartFormProps) {
  const [update, updating] = useChildUpdateAddressMutation();
  const save = (values: AddressValues) => update({ updateChildAddressDto: { childId: child.id, ...addressInput(values) } });
  return (
    <UpdateForm<AddressValues> part="address" child={child} back={back} initialValues={child.address ?? NO_ADDRESS} save={save} saving={updating.isLoading} error={updating.error}>
      <AddressFields />
    </UpdateForm>
  );
}

type SchoolValues = { name: string | null; grade: string | null; bus: string | null };

export function SchoolForm({ child, back }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdateSchoolMutation();
  const save = (values: SchoolValues) => update({
    updateChildSchoolDto: { childId: child.id, name: textOrNull(values.name), grade: textOrNull(values.grade), bus: textOrNull(values.bus) },
  });
  return (
    <UpdateForm<SchoolValues> part="school" child={child} back={back} initialValues={child.school} save={save} saving={updating.isLoading} error={updating.error}>
      <TextField name="name" label={t('people.fields.schoolName')} />
      <Row gutter={16}>
        <Col xs={24} sm={12}><TextField name="grade" label={t('people.fields.grade')} max={60} /></Col>
        <Col xs={24} sm={12}><TextField name="bus" label={t('people.fields.bus')} max={100} /></Col>
      </Row>
    </UpdateForm>
  );
}
