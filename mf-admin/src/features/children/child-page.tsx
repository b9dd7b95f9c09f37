import type { ReactNode } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useChildByIdQuery, type ChildRecordDto } from '@daycare/api-client';
import { ChildNotFound as SharedChildNotFound, RoutePage, TAP_LINK, positiveInteger, useAgeText, useRouteParams } from '@daycare/shared-features';
import { WrappingTabs } from '@daycare/ui';
import { useT } from '../../i18n';
import { imageUploadPath } from '../images/image-paths';
import { AlertTags, CHILD_ROUTES, CHILD_TABS, ChildAvatar, ChildTags, StatusTag, childPath, recordAlerts, registrationPath, updatePath, type ChildTab } from './child-helpers';
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
  const ageText = useAgeText();
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <ChildAvatar child={child} size={64} />
      <Flex vertical gap={4} style={{ flex: '1 1 240px' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{child.label}</Typography.Title>
        {child.preferredName && <Typography.Text type="secondary">{t('children.record.goesBy', { name: child.preferredName })}</Typography.Text>}
        <Typography.Text>
          {[ageText(child.birthDate), child.room?.label ?? t('children.list.noRoom')].join(' · ')}
        </Typography.Text>
        <Flex gap={4} wrap>
          <StatusTag status={child.status} />
          <ChildTags tags={child.tags} />
          <AlertTags {...recordAlerts(child)} />
        </Flex>
      </Flex>
      <Flex gap={8} wrap>
        {child.canEdit && <Link to={updatePath('name', child.id)} style={TAP_LINK} aria-label={t('children.record.editName', { name: child.label })}>{t('children.record.editNameShort')}</Link>}
        <Link to={imageUploadPath(child.id)} style={TAP_LINK} aria-label={t('children.record.changePhotoOf', { name: child.label })}>{t('children.record.changePhoto')}</Link>
        <Link to={registrationPath(child.id)} style={TAP_LINK}>{t('children.record.registration')}</Link>
      </Flex>
    </Flex>
  );
}

const TAB_CONTENT: Record<ChildTab, (props: { child: ChildRecordDto }) => ReactNode> = {
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
  const navigate = useNavigate();
  const params = useRouteParams(CHILD_ROUTES.record);
  const childId = positiveInteger(params.childId);
  const tab = CHILD_TABS.find((candidate) => candidate === params.tab) ?? 'overview';
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
          <WrappingTabs
            id="child-record"
            activeKey={tab}
            onChange={(key) => void navigate(childPath(child.id, key as ChildTab))}
            items={CHILD_TABS.map((key) => {
              const Content = TAB_CONTENT[key];
              return { key, label: t(`children.tabs.${key}`), children: <Content child={child} /> };
            })}
          />
        </>
      )}
    </RoutePage>
  );
}
