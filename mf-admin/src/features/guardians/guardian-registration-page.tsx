import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import { PrintPart, RoutePage, TAP_LINK, positiveInteger, useGuardianSections, useRouteParams } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { GUARDIAN_ROUTES, guardianPath } from './guardian-helpers';
import { GuardianNotFound } from './guardian-page';

function Registration({ guardian }: { guardian: GuardianRecordDto }) {
  const t = useT();
  const sections = useGuardianSections(guardian);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{guardian.label}</Typography.Title>
        <Flex gap={12} align="center">
          <Link to={guardianPath(guardian.id)} style={TAP_LINK}>{t('guardians.backToRecord')}</Link>
          <Button onClick={() => window.print()}>{t('guardians.print')}</Button>
        </Flex>
      </Flex>
      <PrintPart title={t('guardians.sections.name')} items={sections.name} />
      <PrintPart title={t('guardians.sections.contact')} items={sections.contact} />
      <PrintPart title={t('guardians.sections.general')} items={sections.general} />
      <PrintPart title={t('guardians.sections.children')} items={sections.children} />
      {sections.address && <PrintPart title={t('guardians.sections.address')} items={sections.address} />}
      {sections.employment && <PrintPart title={t('guardians.sections.employment')} items={sections.employment} />}
    </Flex>
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
