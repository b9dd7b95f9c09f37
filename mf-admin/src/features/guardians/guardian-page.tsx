import type { ReactNode } from 'react';
import { Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useGuardianByIdQuery, type GuardianRecordDto } from '@daycare/api-client';
import {
  PersonPhoto, RecordNotFound, RoutePage, TAP_LINK, guardianRegistrationPath, guardianUpdatePath, positiveInteger, useRecordTab, useRouteParams,
} from '@daycare/shared-features';
import { useT } from '../../i18n';
import { GUARDIAN_ROUTES, GUARDIAN_TABS, PhoneLink, guardianPath, type GuardianTab } from './guardian-helpers';
import { AccountTab, ChildrenTab, OverviewTab } from './guardian-tabs';

export function GuardianNotFound() {
  const t = useT();
  return <RecordNotFound title={t('guardians.notFound')} help={t('guardians.notFoundHelp')} home={{ to: GUARDIAN_ROUTES.list, label: t('guardians.toList') }} />;
}

function GuardianHeader({ guardian }: { guardian: GuardianRecordDto }) {
  const t = useT();
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <PersonPhoto owner={{ kind: 'guardian', id: guardian.id }} label={guardian.label} photoUrl={guardian.photoUrl} canChange={guardian.canEdit} />
      <Flex vertical gap={4} style={{ flex: '1 1 240px' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{guardian.label}</Typography.Title>
        <Flex gap={8} wrap>
          <a href={`mailto:${guardian.email}`} style={{ ...TAP_LINK, textDecoration: 'underline' }}>{guardian.email}</a>
          <PhoneLink phone={guardian.phones.mobile} />
        </Flex>
        {guardian.accountHolder && <div><Tag color="blue">{t('guardians.accountHolder')}</Tag></div>}
      </Flex>
      <Flex gap={8} wrap>
        {guardian.canEdit && (
          <Link to={guardianUpdatePath('name', guardian.id)} style={TAP_LINK} aria-label={t('guardians.editName', { name: guardian.label })}>{t('guardians.editNameShort')}</Link>
        )}
        <Link to={guardianRegistrationPath(guardian.id)} style={TAP_LINK}>{t('guardians.registration')}</Link>
      </Flex>
    </Flex>
  );
}

const TAB_CONTENT: Record<GuardianTab, (props: { guardian: GuardianRecordDto }) => ReactNode> = {
  overview: OverviewTab,
  children: ChildrenTab,
  account: AccountTab,
};

/** One guardian's record: contact details, children and account, tab by tab (/guardians/:guardianId/:tab?). */
export default function GuardianPage() {
  const t = useT();
  const navigate = useNavigate();
  const guardianId = positiveInteger(useRouteParams(GUARDIAN_ROUTES.record).guardianId);
  const tab = useRecordTab(GUARDIAN_ROUTES.record, GUARDIAN_TABS);
  const record = useGuardianByIdQuery({ guardianId: guardianId ?? 0 }, { skip: !guardianId });
  if (!guardianId || record.isError) return <RoutePage path={GUARDIAN_ROUTES.record}><GuardianNotFound /></RoutePage>;
  const guardian = record.data;
  return (
    <RoutePage path={GUARDIAN_ROUTES.record}>
      {!guardian ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : (
        <>
          <GuardianHeader guardian={guardian} />
          <Tabs
            activeKey={tab}
            onChange={(key) => void navigate(guardianPath(guardian.id, key as GuardianTab))}
            items={GUARDIAN_TABS.map((key) => {
              const Content = TAB_CONTENT[key];
              return { key, label: t(`guardians.tabs.${key}`), children: <Content guardian={guardian} /> };
            })}
          />
        </>
      )}
    </RoutePage>
  );
}
