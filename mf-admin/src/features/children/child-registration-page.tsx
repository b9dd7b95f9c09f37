import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useChildByIdQuery, type ChildRecordDto } from '@daycare/api-client';
import { RoutePage, positiveInteger, useRouteParams, TAP_LINK } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { CHILD_ROUTES, childPath } from './child-helpers';
import { ChildNotFound } from './child-page';
import { MedicalDetails, Value, useRecordSections } from './child-tabs';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ breakInside: 'avoid' }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function Registration({ child }: { child: ChildRecordDto }) {
  const t = useT();
  const sections = useRecordSections(child);
  const bordered = (items: ReturnType<typeof useRecordSections>['personal']) => <Descriptions bordered size="small" column={1} items={items} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{child.label}</Typography.Title>
        <Flex gap={12} align="center">
          <Link to={childPath(child.id)} style={TAP_LINK}>{t('children.registration.backToRecord')}</Link>
          <Button onClick={() => window.print()}>{t('children.registration.print')}</Button>
        </Flex>
      </Flex>
      <Part title={t('children.sections.name')}>
        {bordered([
          { key: 'firstName', label: t('children.fields.firstName'), children: <Value>{child.firstName}</Value> },
          { key: 'lastName', label: t('children.fields.lastName'), children: <Value>{child.lastName}</Value> },
          { key: 'preferredName', label: t('children.fields.preferredName'), children: <Value>{child.preferredName}</Value> },
        ])}
      </Part>
      <Part title={t('children.sections.personal')}>{bordered(sections.personal)}</Part>
      <Part title={t('children.sections.registration')}>{bordered(sections.registration)}</Part>
      <Part title={t('children.sections.school')}>{bordered(sections.school)}</Part>
      {sections.address && <Part title={t('children.sections.address')}>{bordered(sections.address)}</Part>}
      <Part title={t('children.sections.guardians')}>
        {child.guardians.length === 0
          ? <Value>{null}</Value>
          : bordered(child.guardians.map((guardian) => ({ key: String(guardian.id), label: guardian.label, children: <Value>{guardian.email}</Value> })))}
      </Part>
      <Part title={t('children.sections.medical')}>
        {child.canSeeMedical && child.medical ? <MedicalDetails medical={child.medical} /> : <Alert type="info" showIcon title={t('children.medical.notForYou')} />}
      </Part>
    </Flex>
  );
}

/** The child's whole record on one read-only page, ready to print (/child/view/registration/:childId). */
export default function ChildRegistrationPage() {
  const childId = positiveInteger(useRouteParams(CHILD_ROUTES.registration).childId);
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  let content: ReactNode;
  if (!childId || record.isError) content = <ChildNotFound />;
  else if (!record.data) content = <Skeleton active paragraph={{ rows: 10 }} />;
  else content = <Registration child={record.data} />;
  return <RoutePage path={CHILD_ROUTES.registration}>{content}</RoutePage>;
}
