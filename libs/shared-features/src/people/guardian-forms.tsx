// The forms of the parts of a guardian's record: name, address, employment, general, account and phones.
import { Alert, Checkbox, Form, Select, Typography } from 'antd';
import {
  useGuardianUpdateAccountMutation, useGuardianUpdateAddressMutation, useGuardianUpdateEmploymentMutation, useGuardianUpdateGeneralMutation,
  useGuardianUpdateNameMutation, usePhoneUpdateMutation, type GuardianLanguage, type GuardianRecordDto, type GuardianRelation, type PhoneDto,
} from '@daycare/api-client';
import { AddressFields, NO_ADDRESS, addressInput, type AddressValues } from '../contacts/contact-fields';
import { useT } from '../i18n';
import { MAX_NOTE, TextField, textOrNull } from './form-basics';
import { GUARDIAN_LANGUAGES, GUARDIAN_RELATIONS, type GuardianFormPart } from './guardian-routes';
import { EmailField, PersonNameFields, PhoneField } from './person-fields';
import { RecordForm } from './record-form';

export interface GuardianPartFormProps {
  guardian: GuardianRecordDto;
  /** Where the form goes back to, saved or cancelled. */
  back: string;
}

/** Only directors get a record's account details, so they tell who may change what only a director changes. */
export const readByDirector = (guardian: GuardianRecordDto) => guardian.account !== null;

/** What every part's form shares: the record, its title and where it goes back to. */
function usePartForm(part: GuardianFormPart, { guardian, back }: GuardianPartFormProps) {
  const t = useT();
  return { record: guardian, back, title: t('guardians.editSection', { section: t(`guardians.sections.${part}`) }) };
}

export function NameForm(props: GuardianPartFormProps) {
  const { guardian } = props;
  const [update, updating] = useGuardianUpdateNameMutation();
  type Values = { firstName: string; lastName: string };
  const save = (values: Values) => update({ updateGuardianNameDto: { guardianId: guardian.id, firstName: values.firstName.trim(), lastName: values.lastName.trim() } });
  return (
    <RecordForm<Values> {...usePartForm('name', props)} initialValues={{ firstName: guardian.firstName, lastName: guardian.lastName }}
      save={save} saving={updating.isLoading} error={updating.error}>
      <PersonNameFields />
    </RecordForm>
  );
}

export function AddressForm(props: GuardianPartFormProps) {
  const { guardian } = props;
  const [update, updating] = useGuardianUpdateAddressMutation();
  const save = (values: AddressValues) => update({ updateGuardianAddressDto: { guardianId: guardian.id, ...addressInput(values) } });
  return (
    <RecordForm<AddressValues> {...usePartForm('address', props)} initialValues={guardian.address ?? NO_ADDRESS}
      save={save} saving={updating.isLoading} error={updating.error}>
      <AddressFields />
    </RecordForm>
  );
}

type EmploymentValues = { employer: string | null; workPhone: PhoneDto | null; workAddress: string | null };

export function EmploymentForm(props: GuardianPartFormProps) {
  const { guardian } = props;
  const t = useT();
  const [update, updating] = useGuardianUpdateEmploymentMutation();
  const save = (values: EmploymentValues) => update({
    updateGuardianEmploymentDto: { guardianId: guardian.id, employer: textOrNull(values.employer), workPhone: values.workPhone ?? null, workAddress: textOrNull(values.workAddress) },
  });
  const initialValues = guardian.employment ?? { employer: null, workPhone: null, workAddress: null };
  return (
    <RecordForm<EmploymentValues> {...usePartForm('employment', props)} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <TextField name="employer" label={t('guardians.fields.employer')} max={120} />
      <PhoneField name="workPhone" label={t('guardians.fields.workPhone')} />
      <TextField name="workAddress" label={t('guardians.fields.workAddress')} />
    </RecordForm>
  );
}

type GeneralValues = {
  language: GuardianLanguage;
  relations: Record<string, GuardianRelation>;
  custodyNotes: string | null;
  accountHolder: boolean;
  receivesInvoices: boolean;
};

function generalValues(guardian: GuardianRecordDto): GeneralValues {
  return {
    language: guardian.language,
    relations: Object.fromEntries(guardian.relations.map(({ child, relation }) => [String(child.id), relation])),
    custodyNotes: guardian.custodyNotes,
    accountHolder: guardian.accountHolder,
    receivesInvoices: guardian.receivesInvoices,
  };
}

/** Who holds the family's account, who gets the invoices and the custody notes: a director's to change, the guardian's to read. */
function SetByTheCentre({ guardian }: { guardian: GuardianRecordDto }) {
  const t = useT();
  const yesNo = (value: boolean) => (value ? t('guardians.yes') : t('guardians.no'));
  return (
    <section aria-label={t('guardians.form.setByCentre')}>
      <Typography.Paragraph type="secondary">{t('guardians.form.setByCentreHelp')}</Typography.Paragraph>
      <Form.Item label={t('guardians.fields.accountHolder')}><Typography.Text>{yesNo(guardian.accountHolder)}</Typography.Text></Form.Item>
      <Form.Item label={t('guardians.fields.receivesInvoices')}><Typography.Text>{yesNo(guardian.receivesInvoices)}</Typography.Text></Form.Item>
      {guardian.custodyNotes && (
        <Form.Item label={t('guardians.fields.custodyNotes')}><Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{guardian.custodyNotes}</Typography.Text></Form.Item>
      )}
    </section>
  );
}

function DirectorFields() {
  const t = useT();
  return (
    <>
      <Form.Item name="accountHolder" valuePropName="checked" extra={t('guardians.form.accountHolderHelp')}>
        <Checkbox>{t('guardians.fields.accountHolder')}</Checkbox>
      </Form.Item>
      <Form.Item name="receivesInvoices" valuePropName="checked">
        <Checkbox>{t('guardians.fields.receivesInvoices')}</Checkbox>
      </Form.Item>
      <TextField name="custodyNotes" label={t('guardians.fields.custodyNotes')} max={MAX_NOTE} area />
    </>
  );
}

export function GeneralForm(props: GuardianPartFormProps) {
  const { guardian } = props;
  const t = useT();
  const director = readByDirector(guardian);
  const [update, updating] = useGuardianUpdateGeneralMutation();
  // The account holder and the invoices go back as they were unless a director changes them; custody notes left out stay as they are.
  const save = (values: GeneralValues) => update({
    updateGuardianGeneralDto: {
      guardianId: guardian.id,
      language: values.language,
      relations: Object.entries(values.relations).map(([childId, relation]) => ({ childId: Number(childId), relation })),
      ...(director ? { custodyNotes: textOrNull(values.custodyNotes) } : {}),
      accountHolder: director ? values.accountHolder : guardian.accountHolder,
      receivesInvoices: director ? values.receivesInvoices : guardian.receivesInvoices,
    },
  });
  const relationOptions = GUARDIAN_RELATIONS.map((relation) => ({ value: relation, label: t(`guardians.relations.${relation}`) }));
  return (
    <RecordForm<GeneralValues> {...usePartForm('general', props)} initialValues={generalValues(guardian)} save={save} saving={updating.isLoading} error={updating.error}>
      <Form.Item name="language" label={t('guardians.fields.language')}>
        <Select<GuardianLanguage> aria-label={t('guardians.fields.language')} options={GUARDIAN_LANGUAGES.map((language) => ({ value: language, label: t(`guardians.languages.${language}`) }))} />
      </Form.Item>
      {guardian.relations.map(({ child }) => {
        const label = t('guardians.form.relationTo', { name: child.label });
        return (
          <Form.Item key={child.id} name={['relations', String(child.id)]} label={label}>
            <Select<GuardianRelation> aria-label={label} options={relationOptions} />
          </Form.Item>
        );
      })}
      {director ? <DirectorFields /> : <SetByTheCentre guardian={guardian} />}
    </RecordForm>
  );
}

export function AccountForm(props: GuardianPartFormProps) {
  const { guardian } = props;
  const t = useT();
  const [update, updating] = useGuardianUpdateAccountMutation();
  type Values = { email: string };
  const save = (values: Values) => update({ updateGuardianAccountDto: { guardianId: guardian.id, email: values.email.trim().toLowerCase() } });
  return (
    <RecordForm<Values> {...usePartForm('account', props)} initialValues={{ email: guardian.email }} save={save} saving={updating.isLoading} error={updating.error}>
      <Alert type="info" showIcon title={t('guardians.form.emailChangeHelp')} style={{ marginBottom: 16 }} />
      <EmailField />
    </RecordForm>
  );
}

type PhonesValues = { mobile: PhoneDto | null; home: PhoneDto | null; work: PhoneDto | null };

export function PhonesForm(props: GuardianPartFormProps) {
  const { guardian } = props;
  const t = useT();
  const [update, updating] = usePhoneUpdateMutation();
  const save = (values: PhonesValues) => update({
    updateGuardianPhonesDto: { guardianId: guardian.id, mobile: values.mobile ?? null, home: values.home ?? null, work: values.work ?? null },
  });
  return (
    <RecordForm<PhonesValues> {...usePartForm('phones', props)} initialValues={guardian.phones} save={save} saving={updating.isLoading} error={updating.error}>
      <PhoneField name="mobile" label={t('guardians.fields.mobile')} />
      <PhoneField name="home" label={t('guardians.fields.home')} />
      <PhoneField name="work" label={t('guardians.fields.work')} />
    </RecordForm>
  );
}
