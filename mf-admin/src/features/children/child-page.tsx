import type { ComponentType } from 'react';
import { Flex, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useChildByIdQuery, type ChildRecordDto } from '@daycare/api-client';
import {
  ChildIncidents, ChildNotFound as SharedChildNotFound, ChildRecordHeader, ChildRecordTabs, RoutePage, TAP_LINK, positiveInteger, useRecordTab, useRouteParams,
} from '@daycare/shared-features';
import { useT } from '../../i18n';
import { imageUploadPath } from '../images/image-paths';
import { AlertTags, CHILD_ROUTES, CHILD_TABS, ChildTags, StatusTag, recordAlerts, registrationPath, updatePath, type ChildTab } from './child-helpers';
import { ChildFamilyChanges } from '../family-changes/child-family-changes';
import { PickupTab } from './child-pickup-tab';
import { AttendanceTab, FamilyTab, MedicalTab, NotesTab, OverviewTab } from './child-tabs';

/** A missing child or one of another centre; the way out is the list of children. */
export function ChildNotFound() {
  const t = useT();
  return <SharedChildNotFound home={{ to: CHILD_ROUTES.list, label: t('children.record.toList') }} />;
}

function ChildHeader({ child }: { child: ChildRecordDto }) {
  const t = useT();
  const tags = (
    <Flex gap={4} wrap>
      <StatusTag status={child.status} />
      <ChildTags tags={child.tags} />
      <AlertTags {...recordAlerts(child)} />
    </Flex>
  );
  return (
    <ChildRecordHeader child={child} noRoom={t('children.list.noRoom')} tags={tags} links={(
      <>
        {child.canEdit && <Link to={updatePath('name', child.id)} style={TAP_LINK} aria-label={t('children.record.editName', { name: child.label })}>{t('children.record.editNameShort')}</Link>}
        <Link to={imageUploadPath(child.id)} style={TAP_LINK} aria-label={t('children.record.changePhotoOf', { name: child.label })}>{t('children.record.changePhoto')}</Link>
        <Link to={registrationPath(child.id)} style={TAP_LINK}>{t('children.record.registration')}</Link>
      </>
    )} />
  );
}

/** The tabs' contents, in the order the tabs show. */
const TAB_CONTENT: Record<ChildTab, ComponentType<{ child: ChildRecordDto }>> = {
  overview: OverviewTab,
  family: FamilyTab,
  medical: MedicalTab,
  attendance: AttendanceTab,
  pickup: PickupTab,
  notes: NotesTab,
};

/** One child's record: who they are, their family, medical details and attendance, tab by tab (/child/:childId/:tab?). */
export default function ChildPage() {
  const t = useT();
  const childId = positiveInteger(useRouteParams(CHILD_ROUTES.record).childId);
  const tab = useRecordTab(CHILD_ROUTES.record, CHILD_TABS);
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  if (!childId || record.isError) return <RoutePage path={CHILD_ROUTES.record}><ChildNotFound /></RoutePage>;
  const child = record.data;
  return (
    <RoutePage path={CHILD_ROUTES.record}>
      {!child ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : (
        <>
          <ChildHeader child={child} />
          <ChildFamilyChanges childId={child.id} tab={tab} />
          {tab === 'overview' && <ChildIncidents childId={child.id} />}
          <ChildRecordTabs id="child-record" child={child} active={tab} content={TAB_CONTENT} label={(key) => t(`children.tabs.${key}`)} />
        </>
      )}
    </RoutePage>
  );
}
