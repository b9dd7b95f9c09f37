import type { ReactNode } from 'react';
import { Button, Checkbox, Col, DatePicker, Flex, Form, Input, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useChildUpdateMedicalMutation, type AllergySeverity, type ChildMedicalDto } from '@daycare/api-client';
import { usePickerDayFormats } from '@daycare/ui';
import { useT } from '../i18n';
import { SEVERITIES } from './child-fields';
import { MAX_NOTE, MAX_SHORT_TEXT, TextField, dayOf, isFutureDay, textOrNull } from './form-basics';
import { UpdateForm, type PartFormProps } from './update-form';

const MAX_ALLERGIES = 30;
const MAX_MEDICATIONS = 30;
const MAX_IMMUNISATIONS = 60;
const PHONE = /^[\d\s()+-]*$/;

interface MedicalValues {
  doctorName: string | null;
  doctorPhone: string | null;
  healthCardNumber: string | null;
  conditions: string | null;
  allergies: { label: string; severity: AllergySeverity; reaction: string | null }[];
  medications: { label: string; instructions: string | null; ongoing: boolean }[];
  immunisations: { vaccine: string; givenOn: Dayjs | null }[];
}

function valuesOf(medical: ChildMedicalDto | null): MedicalValues {
  return {
    doctorName: medical?.doctorName ?? null,
    doctorPhone: medical?.doctorPhone ?? null,
    healthCardNumber: medical?.healthCardNumber ?? null,
    conditions: medical?.conditions ?? null,
    allergies: (medical?.allergies ?? []).map(({ label, severity, reaction }) => ({ label, severity, reaction })),
    medications: (medical?.medications ?? []).map(({ label, instructions, ongoing }) => ({ label, instructions, ongoing })),
    immunisations: (medical?.immunisations ?? []).map(({ vaccine, givenOn }) => ({ vaccine, givenOn: dayOf(givenOn) })),
  };
}

function bodyOf(childId: number, values: MedicalValues) {
  return {
    childId,
    doctorName: textOrNull(values.doctorName),
    doctorPhone: textOrNull(values.doctorPhone),
    healthCardNumber: textOrNull(values.healthCardNumber),
    conditions: textOrNull(values.conditions),
    allergies: (values.allergies ?? []).map((allergy) => ({ label: allergy.label.trim(), severity: allergy.severity, reaction: textOrNull(allergy.reaction) })),
    medications: (values.medications ?? []).map((medication) => ({ label: medication.label.trim(), instructions: textOrNull(medication.instructions), ongoing: Boolean(medication.ongoing) })),
    immunisations: (values.immunisations ?? []).map((shot) => ({ vaccine: shot.vaccine.trim(), givenOn: (shot.givenOn as Dayjs).format('YYYY-MM-DD') })),
  };
}

interface ListProps {
  name: keyof Pick<MedicalValues, 'allergies' | 'medications' | 'immunisations'>;
  title: string;
  max: number;
  add: string;
  /** A row's name, e.g. "Allergy 2", for its remove button. */
  rowName: (n: number) => string;
  /** Each row's fields; `n` counts from 1 for the row's accessible names. */
  row: (field: { name: number }, n: number) => ReactNode;
  blank: object;
}

/** A list of rows a person adds to and removes from, with a heading and a limit. */
function MedicalList({ name, title, max, add, rowName, row, blank }: ListProps) {
  const t = useT();
  return (
    <Form.List name={name}>
      {(fields, { add: append, remove }) => (
        <section aria-label={title} style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>{title}</Typography.Title>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap style={{ marginBottom: 4 }}>
              <div style={{ flex: '1 1 480px' }}>{row(field, index + 1)}</div>
              <Button onClick={() => remove(field.name)} aria-label={t('people.medical.remove', { row: rowName(index + 1) })} style={{ marginTop: 30 }}>
                {t('people.medical.removeShort')}
              </Button>
            </Flex>
          ))}
          <Button onClick={() => append(blank)} disabled={fields.length >= max}>{add}</Button>
        </section>
      )}
    </Form.List>
  );
}

function AllergyRow({ field, n }: { field: { name: number }; n: number }) {
  const t = useT();
  const label = t('people.medical.allergyN', { n });
  return (
    <Row gutter={8}>
      <Col xs={24} sm={8}>
        <Form.Item name={[field.name, 'label']} label={label} rules={[{ required: true, whitespace: true, message: t('people.medical.allergyRequired') }, { max: MAX_SHORT_TEXT }]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={6}>
        <Form.Item name={[field.name, 'severity']} label={t('people.medical.severityOf', { n })} rules={[{ required: true }]}>
          <Select aria-label={t('people.medical.severityOf', { n })} options={SEVERITIES.map((severity) => ({ value: severity, label: t(`people.severity.${severity}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <TextField name={[field.name, 'reaction']} label={t('people.medical.reactionOf', { n })} />
      </Col>
    </Row>
  );
}

function MedicationRow({ field, n }: { field: { name: number }; n: number }) {
  const t = useT();
  return (
    <Row gutter={8} align="bottom">
      <Col xs={24} sm={8}>
        <Form.Item name={[field.name, 'label']} label={t('people.medical.medicationN', { n })} rules={[{ required: true, whitespace: true, message: t('people.medical.medicationRequired') }, { max: MAX_SHORT_TEXT }]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={11}>
        <TextField name={[field.name, 'instructions']} label={t('people.medical.instructionsOf', { n })} max={MAX_NOTE} />
      </Col>
      <Col xs={24} sm={5}>
        <Form.Item name={[field.name, 'ongoing']} valuePropName="checked">
          <Checkbox>{t('people.medical.ongoing')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}

function ImmunisationRow({ field, n }: { field: { name: number }; n: number }) {
  const t = useT();
  const formats = usePickerDayFormats();
  const givenOn = t('people.medical.givenOnOf', { n });
  return (
    <Row gutter={8}>
      <Col xs={24} sm={14}>
        <Form.Item name={[field.name, 'vaccine']} label={t('people.medical.vaccineN', { n })} rules={[{ required: true, whitespace: true, message: t('people.medical.vaccineRequired') }, { max: MAX_SHORT_TEXT }]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item
          name={[field.name, 'givenOn']}
          label={givenOn}
          rules={[
            { required: true, message: t('people.medical.givenOnRequired') },
            { validator: (_, day: Dayjs | null) => (isFutureDay(day) ? Promise.reject(new Error(t('people.medical.givenOnFuture'))) : Promise.resolve()) },
          ]}
        >
          <DatePicker aria-label={givenOn} format={formats} disabledDate={isFutureDay} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function MedicalForm({ child, back }: PartFormProps) {
  const t = useT();
  const [update, updating] = useChildUpdateMedicalMutation();
  const save = (values: MedicalValues) => update({ updateChildMedicalDto: bodyOf(child.id, values) });
  return (
    <UpdateForm<MedicalValues> part="medical" child={child} back={back} initialValues={valuesOf(child.medical)} save={save} saving={updating.isLoading} error={updating.error}>
      <Row gutter={16}>
        <Col xs={24} sm={12}><TextField name="doctorName" label={t('people.fields.doctorName')} max={100} /></Col>
        <Col xs={24} sm={12}>
          <Form.Item name="doctorPhone" label={t('people.fields.doctorPhone')} rules={[{ pattern: PHONE, message: t('people.medical.phoneInvalid') }, { max: 30 }]}>
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}><TextField name="healthCardNumber" label={t('people.fields.healthCardNumber')} max={40} /></Col>
      </Row>
      <TextField name="conditions" label={t('people.fields.conditions')} max={MAX_NOTE} area />
      <MedicalList name="allergies" title={t('people.medical.allergies')} max={MAX_ALLERGIES} add={t('people.medical.addAllergy')}
        rowName={(n) => t('people.medical.allergyN', { n })}
        blank={{ label: '', severity: 'mild', reaction: null }} row={(field, n) => <AllergyRow field={field} n={n} />} />
      <MedicalList name="medications" title={t('people.medical.medications')} max={MAX_MEDICATIONS} add={t('people.medical.addMedication')}
        rowName={(n) => t('people.medical.medicationN', { n })}
        blank={{ label: '', instructions: null, ongoing: true }} row={(field, n) => <MedicationRow field={field} n={n} />} />
      <MedicalList name="immunisations" title={t('people.medical.immunisations')} max={MAX_IMMUNISATIONS} add={t('people.medical.addImmunisation')}
        rowName={(n) => t('people.medical.vaccineN', { n })}
        blank={{ vaccine: '', givenOn: null }} row={(field, n) => <ImmunisationRow field={field} n={n} />} />
    </UpdateForm>
  );
}
