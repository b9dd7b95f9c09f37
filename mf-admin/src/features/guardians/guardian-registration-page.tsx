import type { ReactNode } from 'react';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import { RoutePage, TAP_LINK, positiveInteger, useGuardianSections, useRouteParams, type Items } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { GUARDIAN_ROUTES, guardianPath } from './guardian-helpers';
import { GuardianNotFound } from './guardian-page';

function Part({ title, items }: { title: string; items: Items }) {
  return (
    <section aria-label={title} style={{ breakInside: 'avoid' }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>{title}</Typography.Title>
      <Descriptions bordered size="small" column={1} items={items} />
    </section>
  );
}

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
      <Part title={t('guardians.sections.name')} items={sections.name} />
      <Part title={t('guardians.sections.contact')} items={sections.contact} />
      <Part title={t('guardians.sections.general')} items={sections.general} />
      <Part title={t('guardians.sections.children')} items={sections.children} />
      {sections.address && <Part title={t('guardians.sections.address')} items={sections.address} />}
      {sections.employment && <Part title={t('guardians.sections.employment')} items={sections.employment} />}
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
