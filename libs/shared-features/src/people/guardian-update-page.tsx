import type { ComponentType, ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../i18n';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteMatch } from '../route-params';
import { TAP_LINK } from './form-basics';
import { AccountForm, AddressForm, EmploymentForm, GeneralForm, NameForm, PhonesForm, readByDirector, type GuardianPartFormProps } from './guardian-forms';
import { GUARDIAN_PARTS, GUARDIAN_PHONES_ROUTE, guardianUpdateRoute, type GuardianFormPart } from './guardian-routes';

handleErrorsInPage(
  'guardianUpdateName', 'guardianUpdateAddress', 'guardianUpdateEmployment', 'guardianUpdateGeneral', 'guardianUpdateAccount', 'phoneUpdate',
);

const FORMS: Record<GuardianFormPart, ComponentType<GuardianPartFormProps>> = {
  name: NameForm, address: AddressForm, employment: EmploymentForm, general: GeneralForm, account: AccountForm, phones: PhonesForm,
};

/** Directors change every part; the guardian their own record but the sign-in e-mail; staff nothing. */
function mayEdit(part: GuardianFormPart, guardian: GuardianRecordDto): boolean {
  if (!guardian.canEdit) return false;
  if (part === 'account') return readByDirector(guardian);
  if (part === 'address' || part === 'employment') return guardian.canSeePrivate;
  return true;
}

export interface GuardianUpdatePageProps {
  /** Where a part's form goes back to, saved or cancelled. */
  backTo: (part: GuardianFormPart, guardianId: number) => string;
  /** The record's page, offered when the reader may not change a part. */
  recordPath: (guardianId: number) => string;
  /** What a missing guardian, or one of another family or centre, shows. */
  notFound: ReactNode;
}

function PartUpdate({ part, guardianId, backTo, recordPath, notFound }: GuardianUpdatePageProps & { part: GuardianFormPart; guardianId: number }) {
  const t = useT();
  const record = useGuardianByIdQuery({ guardianId });
  if (record.isError) return notFound;
  const guardian = record.data;
  if (!guardian) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!mayEdit(part, guardian)) {
    // The guardian themself may change everything but the e-mail they sign in with, which the centre changes.
    const title = guardian.canEdit && part === 'account' ? t('guardians.form.accountByCentre') : t('guardians.form.notAllowed');
    return <Result status="403" title={title} extra={<Link to={recordPath(guardianId)} style={TAP_LINK}>{t('guardians.form.backToRecord')}</Link>} />;
  }
  const PartForm = FORMS[part];
  return <PartForm key={guardian.id} guardian={guardian} back={backTo(part, guardian.id)} />;
}

const ROUTES: [GuardianFormPart, string][] = [...GUARDIAN_PARTS.map((part): [GuardianFormPart, string] => [part, guardianUpdateRoute(part)]), ['phones', GUARDIAN_PHONES_ROUTE]];

/** A form for one part of a guardian's record (/guardians/update/name|address|employment|general|account/:guardianId, /phone/update/:guardianId). */
export function GuardianUpdatePage(props: GuardianUpdatePageProps) {
  const match = useRouteMatch(ROUTES.map(([, route]) => route));
  const [part, route] = ROUTES.find(([, candidate]) => candidate === match?.pattern) ?? ROUTES[0];
  const guardianId = positiveInteger(match?.params.guardianId);
  const content: ReactNode = guardianId ? <PartUpdate {...props} part={part} guardianId={guardianId} /> : props.notFound;
  return <RoutePage path={route}>{content}</RoutePage>;
}
