import type { ReactNode } from 'react';
import { Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import {
  GUARDIAN_REGISTRATION_ROUTE, PersonPhoto, RecordNotFound, RoutePage, Section, guardianFormPath, positiveInteger, useGuardianSections, useRouteParams,
  type GuardianFormPart, type Items,
} from '@daycare/shared-features';
import { selectUser, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';

/** A guardian of another family or centre answers 404, as a missing one does. */
export function GuardianNotFound() {
  const t = useT();
  return <RecordNotFound title={t('profile.notFound')} home={{ to: '/home', label: t('profile.toHome') }} />;
}

function Part({ title, items, edit, guardian }: { title: string; items: Items; edit: GuardianFormPart; guardian: GuardianRecordDto }) {
  return (
    <Section title={title} editTo={guardian.canEdit ? guardianFormPath(edit, guardian.id) : undefined}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
    </Section>
  );
}

/** Every part of the record the reader may see, each with its form when they may change it; the sign-in e-mail is the centre's to change. */
function Profile({ guardian }: { guardian: GuardianRecordDto }) {
  const t = useT();
  const own = useAppSelector(selectUser)?.id === guardian.id;
  const sections = useGuardianSections(guardian);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex gap={16} align="center" wrap>
        <PersonPhoto owner={{ kind: 'guardian', id: guardian.id }} label={guardian.label} photoUrl={guardian.photoUrl} canChange={guardian.canEdit} />
        <Flex vertical gap={4} style={{ flex: '1 1 240px' }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{own ? t('profile.yours') : guardian.label}</Typography.Title>
          <Typography.Text type="secondary">{own ? t('profile.yoursHelp') : t('profile.otherHelp')}</Typography.Text>
        </Flex>
      </Flex>
      <Part guardian={guardian} title={t('profile.sections.name')} items={sections.name} edit="name" />
      <Part guardian={guardian} title={t('profile.sections.contact')} items={sections.contact} edit="phones" />
      {sections.address && <Part guardian={guardian} title={t('profile.sections.address')} items={sections.address} edit="address" />}
      {sections.employment && <Part guardian={guardian} title={t('profile.sections.employment')} items={sections.employment} edit="employment" />}
      <Part guardian={guardian} title={t('profile.sections.general')} items={sections.general} edit="general" />
      <Part guardian={guardian} title={t('profile.sections.children')} items={sections.children} edit="general" />
      {own && <Typography.Text type="secondary">{t('profile.emailByCentre')}</Typography.Text>}
    </Flex>
  );
}

/** The signed-in guardian's profile, or the family's other guardian read-only (/guardians/view/registration/:guardianId). */
export default function GuardianProfilePage() {
  const guardianId = positiveInteger(useRouteParams(GUARDIAN_REGISTRATION_ROUTE).guardianId);
  const record = useGuardianByIdQuery({ guardianId: guardianId ?? 0 }, { skip: !guardianId });
  let content: ReactNode;
  if (!guardianId || record.isError) content = <GuardianNotFound />;
  else if (!record.data) content = <Skeleton active paragraph={{ rows: 10 }} />;
  else content = <Profile guardian={record.data} />;
  return <RoutePage path={GUARDIAN_REGISTRATION_ROUTE}>{content}</RoutePage>;
}
