import type { ComponentType, ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import { RoutePage, positiveInteger, useRouteMatch } from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';
import { TAP_LINK, useIsDirector } from '../children/child-helpers';
import { GUARDIAN_PARTS, GUARDIAN_ROUTES, guardianPath, guardianUpdateRoute, type GuardianPart } from './guardian-helpers';
import { AccountForm, AddressForm, EmploymentForm, GeneralForm, NameForm, PhonesForm, type GuardianPartFormProps } from './guardian-forms';
import { GuardianNotFound } from './guardian-page';

handleErrorsInPage(
  'guardianUpdateName', 'guardianUpdateAddress', 'guardianUpdateEmployment', 'guardianUpdateGeneral', 'guardianUpdateAccount', 'phoneUpdate',
);

type FormPart = GuardianPart | 'phones';

const FORMS: Record<FormPart, ComponentType<GuardianPartFormProps>> = {
  name: NameForm, address: AddressForm, employment: EmploymentForm, general: GeneralForm, account: AccountForm, phones: PhonesForm,
};

function mayEdit(part: FormPart, guardian: GuardianRecordDto, isDirector: boolean): boolean {
  if (!guardian.canEdit) return false;
  if (part === 'account') return isDirector;
  if (part === 'address' || part === 'employment') return guardian.canSeePrivate;
  return true;
}

function PartUpdate({ part, guardianId }: { part: FormPart; guardianId: number }) {
  const t = useT();
  const record = useGuardianByIdQuery({ guardianId });
  const isDirector = useIsDirector();
  if (record.isError) return <GuardianNotFound />;
  const guardian = record.data;
  if (!guardian) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!mayEdit(part, guardian, isDirector)) {
    return <Result status="403" title={t('guardians.form.notAllowed')} extra={<Link to={guardianPath(guardianId)} style={TAP_LINK}>{t('guardians.form.backToRecord')}</Link>} />;
  }
  const PartForm = FORMS[part];
  return <PartForm key={guardian.id} guardian={guardian} />;
}

const ROUTES: [FormPart, string][] = [...GUARDIAN_PARTS.map((part): [FormPart, string] => [part, guardianUpdateRoute(part)]), ['phones', GUARDIAN_ROUTES.phones]];

/** A form for one part of a guardian's record (/guardians/update/name|address|employment|general|account/:guardianId, /phone/update/:guardianId). */
export default function GuardianUpdatePage() {
  const match = useRouteMatch(ROUTES.map(([, route]) => route));
  const [part, route] = ROUTES.find(([, candidate]) => candidate === match?.pattern) ?? ROUTES[0];
  const guardianId = positiveInteger(match?.params.guardianId);
  const content: ReactNode = guardianId ? <PartUpdate part={part} guardianId={guardianId} /> : <GuardianNotFound />;
  return <RoutePage path={route}>{content}</RoutePage>;
}
