import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import { PrintPart, PrintSheet, RoutePage, positiveInteger, useGuardianSections, useRouteParams } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { GUARDIAN_ROUTES, guardianPath } from './guardian-helpers';
import { GuardianNotFound } from './guardian-page';

function Registration({ guardian }: { guardian: GuardianRecordDto }) {
  const t = useT();
  const sections = useGuardianSections(guardian);
  return (
    <PrintSheet title={guardian.label} back={{ to: guardianPath(guardian.id), label: t('guardians.backToRecord') }} printLabel={t('guardians.print')}>
      <PrintPart title={t('guardians.sections.name')} items={sections.name} />
      <PrintPart title={t('guardians.sections.contact')} items={sections.contact} />
      <PrintPart title={t('guardians.sections.general')} items={sections.general} />
      <PrintPart title={t('guardians.sections.children')} items={sections.children} />
      {sections.address && <PrintPart title={t('guardians.sections.address')} items={sections.address} />}
      {sections.employment && <PrintPart title={t('guardians.sections.employment')} items={sections.employment} />}
    </PrintSheet>
  );
}

/** The guardian's whole record on one read-only page, ready to print (/guardians/view/registration/:guardianId). */
export default function GuardianRegistrationPage() {
  const guardianId = positiveInteger(useRouteParams(GUARDIAN_ROUTES.registration).guardianId);
  const record = useGuardianByIdQuery({ guardianId: guardianId ?? 0 }, { skip: !guardianId });
  let content: ReactNode;
  if (!guardianId || record.isError) content = <GuardianNotFound />;
  else if (!record.data) content = <Skeleton active paragraph={{ rows: 10 }} />;
  else content = <Registration guardian={record.data} />;
  return <RoutePage path={GUARDIAN_ROUTES.registration}>{content}</RoutePage>;
}
