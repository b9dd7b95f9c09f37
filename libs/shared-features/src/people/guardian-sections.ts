// The parts of a guardian's record as labelled values, shared by the directors' record, the printable
// registration and the guardian's own profile.
import type { GuardianRecordDto } from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { formatPhone } from '@daycare/ui';
import { item } from '../contacts/contact-display';
import { useT } from '../i18n';

export function useGuardianSections(guardian: GuardianRecordDto) {
  const t = useT();
  const yesNo = (value: boolean) => (value ? t('guardians.yes') : t('guardians.no'));
  const never = (value: string | null) => (value ? formatDateTime(value) : t('guardians.account.never'));
  return {
    name: [
      item('firstName', t('guardians.fields.firstName'), guardian.firstName),
      item('lastName', t('guardians.fields.lastName'), guardian.lastName),
    ],
    contact: [
      item('email', t('guardians.fields.email'), guardian.email),
      item('mobile', t('guardians.fields.mobile'), formatPhone(guardian.phones.mobile)),
      item('home', t('guardians.fields.home'), formatPhone(guardian.phones.home)),
      item('work', t('guardians.fields.work'), formatPhone(guardian.phones.work)),
    ],
    general: [
      item('language', t('guardians.fields.language'), t(`guardians.languages.${guardian.language}`)),
      item('accountHolder', t('guardians.fields.accountHolder'), yesNo(guardian.accountHolder)),
      item('receivesInvoices', t('guardians.fields.receivesInvoices'), yesNo(guardian.receivesInvoices)),
      ...(guardian.canSeePrivate ? [item('custodyNotes', t('guardians.fields.custodyNotes'), guardian.custodyNotes)] : []),
    ],
    children: guardian.relations.map(({ child, relation }) => item(String(child.id), child.label, t(`guardians.relations.${relation}`))),
    address: guardian.address && [
      item('line', t('guardians.fields.addressLine'), guardian.address.line),
      item('city', t('guardians.fields.city'), guardian.address.city),
      item('province', t('guardians.fields.province'), guardian.address.province),
      item('postalCode', t('guardians.fields.postalCode'), guardian.address.postalCode),
    ],
    employment: guardian.employment && [
      item('employer', t('guardians.fields.employer'), guardian.employment.employer),
      item('workPhone', t('guardians.fields.workPhone'), formatPhone(guardian.employment.workPhone)),
      item('workAddress', t('guardians.fields.workAddress'), guardian.employment.workAddress),
    ],
    account: guardian.account && [
      item('emailConfirmed', t('guardians.account.emailConfirmed'), yesNo(guardian.account.emailConfirmed)),
      item('locked', t('guardians.account.locked'), yesNo(guardian.account.locked)),
      item('lastSignInAt', t('guardians.account.lastSignInAt'), never(guardian.account.lastSignInAt)),
      item('invitedAt', t('guardians.account.invitedAt'), never(guardian.account.invitedAt)),
    ],
  };
}
