// The forms of the parts of a guardian's record: name, address, employment, general, account and phones.
import { Alert, Checkbox, Form, Input, Select } from 'antd';
import {
  useGuardianUpdateAccountMutation, useGuardianUpdateAddressMutation, useGuardianUpdateEmploymentMutation, useGuardianUpdateGeneralMutation,
  useGuardianUpdateNameMutation, usePhoneUpdateMutation, type GuardianLanguage, type GuardianRecordDto, type GuardianRelation, type PhoneDto,
} from '@daycare/api-client';
import { useT } from '../../i18n';
import { MAX_NOTE, TextField } from '../children/child-fields';
import { textOrNull, useIsDirector } from '../children/child-helpers';
import { GUARDIAN_LANGUAGES, GUARDIAN_RELATIONS, TAB_OF_GUARDIAN_PART, guardianPath, type GuardianPart } from './guardian-helpers';
import { GuardianForm } from './guardian-form';
import { AddressFields, NO_ADDRESS, PersonNameFields, PhoneField, addressInput, type AddressValues } from './person-fields';

export interface GuardianPartFormProps {
  guardian: GuardianRecordDto;
}

/** What every part's form shares: the record, its title and where it goes back to. */
function usePartForm(part: GuardianPart | 'phones', guardian: GuardianRecordDto) {
  const t = useT();
  const back = guardianPath(guardian.id, part === 'phones' ? 'overview' : TAB_OF_GUARDIAN_PART[part]);
  return { guardian, back, title: t('guardians.editSection', { section: t(`guardians.sections.${part}`) }) };
}

export function NameForm({ guardian }: GuardianPartFormProps) {
  const [update, updating] = useGuardianUpdateNameMutation();
  type Values = { firstName: string; lastName: string };
  const save = (values: Values) => update({ updateGuardianNameDto: { guardianId: guardian.id, firstName: values.firstName.trim(), lastName: values.lastName.trim() } });
  return (
    <GuardianForm<Values> {...usePartForm('name', guardian)} initialValues={{ firstName: guardian.firstName, lastName: guardian.lastName }}
      save={save} saving={updating.isLoading} error={updating.error}>
      <PersonNameFields />
    </GuardianForm>
  );
}

export function AddressForm({ guardian }: GuardianPartFormProps) {
  const [update, updating] = useGuardianUpdateAddressMutation();
  const save = (values: AddressValues) => update({ updateGuardianAddressDto: { guardianId: guardian.id, ...addressInput(values) } });
  return (
    <GuardianForm<AddressValues> {...usePartForm('address', guardian)} initialValues={guardian.address ?? NO_ADDRESS}
      save={save} saving={updating.isLoading} error={updating.error}>
      <AddressFields />
    </GuardianForm>
  );
}

type EmploymentValues = { employer: string | null; workPhone: PhoneDto | null; workAddress: string | null };

export function EmploymentForm({ guardian }: GuardianPartFormProps) {
  const t = useT();
  const [update, updating] = useGuardianUpdateEmploymentMutation();
  const save = (values: EmploymentValues) => update({
    updateGuardianEmploymentDto: { guardianId: guardian.id, employer: textOrNull(values.employer), workPhone: values.workPhone ?? null, workAddress: textOrNull(values.workAddress) },
  });
  const initialValues = guardian.employment ?? { employer: null, workPhone: null, workAddress: null };
  return (
    <GuardianForm<EmploymentValues> {...usePartForm('employment', guardian)} initialValues={initialValues} save={save} saving={updating.isLoading} error={updating.error}>
      <TextField name="employer" label={t('guardians.fields.employer')} max={120} />
      <PhoneField name="workPhone" label={t('guardians.fields.workPhone')} />
      <TextField name="workAddress" label={t('guardians.fields.workAddress')} />
    </GuardianForm>
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

export function GeneralForm({ guardian }: GuardianPartFormProps) {
  const t = useT();
  const isDirector = useIsDirector();
  const [update, updating] = useGuardianUpdateGeneralMutation();
  const save = (values: GeneralValues) => update({
    updateGuardianGeneralDto: {
      guardianId: guardian.id,
      language: values.language,
      relations: Object.entries(values.relations).map(([childId, relation]) => ({ childId: Number(childId), relation })),
      ...(isDirector ? { custodyNotes: textOrNull(values.custodyNotes) } : {}),
      accountHolder: values.accountHolder,
      receivesInvoices: values.receivesInvoices,
    },
  });
  const relationOptions = GUARDIAN_RELATIONS.map((relation) => ({ value: relation, label: t(`guardians.relations.${relation}`) }));
  return (
    <GuardianForm<GeneralValues> {...usePartForm('general', guardian)} initialValues={generalValues(guardian)} save={save} saving={updating.isLoading} error={updating.error}>
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
      <Form.Item name="accountHolder" valuePropName="checked" extra={t('guardians.form.accountHolderHelp')}>
        <Checkbox>{t('guardians.fields.accountHolder')}</Checkbox>
      </Form.Item>
      <Form.Item name="receivesInvoices" valuePropName="checked">
        <Checkbox>{t('guardians.fields.receivesInvoices')}</Checkbox>
      </Form.Item>
      {isDirector && <TextField name="custodyNotes" label={t('guardians.fields.custodyNotes')} max={MAX_NOTE} area />}
    </GuardianForm>
  );
}

export function AccountForm({ guardian }: GuardianPartFormProps) {
  const t = useT();
  const [update, updating] = useGuardianUpdateAccountMutation();
  type Values = { email: string };
  const save = (values: Values) => update({ updateGuardianAccountDto: { guardianId: guardian.id, email: values.email.trim().toLowerCase() } });
  return (
    <GuardianForm<Values> {...usePartForm('account', guardian)} initialValues={{ email: guardian.email }} save={save} saving={updating.isLoading} error={updating.error}>
      <Alert type="info" showIcon title={t('guardians.form.emailChangeHelp')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="email"
        label={t('guardians.fields.email')}
        rules={[{ required: true, whitespace: true, message: t('guardians.form.emailRequired') }, { type: 'email', message: t('guardians.form.emailInvalid') }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
    </GuardianForm>
  );
}

type PhonesValues = { mobile: PhoneDto | null; home: PhoneDto | null; work: PhoneDto | null };

export function PhonesForm({ guardian }: GuardianPartFormProps) {
  const t = useT();
  const [update, updating] = usePhoneUpdateMutation();
  const save = (values: PhonesValues) => update({
    updateGuardianPhonesDto: { guardianId: guardian.id, mobile: values.mobile ?? null, home: values.home ?? null, work: values.work ?? null },
  });
  return (
    <GuardianForm<PhonesValues> {...usePartForm('phones', guardian)} initialValues={guardian.phones} save={save} saving={updating.isLoading} error={updating.error}>
      <PhoneField name="mobile" label={t('guardians.fields.mobile')} />
      <PhoneField name="home" label={t('guardians.fields.home')} />
      <PhoneField name="work" label={t('guardians.fields.work')} />
    </GuardianForm>
  );
}
