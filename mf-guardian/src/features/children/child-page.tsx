import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import { PersonAvatar, RoutePage, TAP_LINK, positiveInteger, useAgeText, useRouteParams } from '@daycare/shared-features';
import { WrappingTabs } from '@daycare/ui';
import { useT } from '../../i18n';
import { CHILD_ROUTES, CHILD_TABS, WithChild, childPath, registrationPath, updatePath, type ChildTab } from './child-helpers';
import { AttendanceTab, MedicalTab, OverviewTab, PickupTab } from './child-tabs';

/** Photo, name, age and room first: what a parent checks at a glance on a phone. */
function ChildHeader({ child }: { child: ChildRecordDto }) {
  const t = useT();
  const ageText = useAgeText();
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <PersonAvatar label={child.label} photoUrl={child.photoUrl} size={72} />
      <Flex vertical gap={4} style={{ flex: '1 1 200px' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>{child.label}</Typography.Title>
        {child.preferredName && <Typography.Text type="secondary">{t('children.goesBy', { name: child.preferredName })}</Typography.Text>}
        <Typography.Text>{[ageText(child.birthDate), child.room?.label ?? t('children.noRoom')].join(' · ')}</Typography.Text>
      </Flex>
      <Flex gap={12} wrap>
        {child.canEdit && <Link to={updatePath('name', child.id)} style={TAP_LINK} aria-label={t('children.editNameOf', { name: child.label })}>{t('children.editName')}</Link>}
        <Link to={registrationPath(child.id)} style={TAP_LINK}>{t('children.printable')}</Link>
      </Flex>
    </Flex>
  );
}

const TAB_CONTENT: Record<ChildTab, (props: { child: ChildRecordDto }) => ReactNode> = {
  overview: OverviewTab,
  medical: MedicalTab,
  pickup: PickupTab,
  attendance: AttendanceTab,
};

function ChildRecord({ child, tab }: { child: ChildRecordDto; tab: ChildTab }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <ChildHeader child={child} />
      <WrappingTabs
        id="family-child"
        activeKey={tab}
        onChange={(key) => void navigate(childPath(child.id, key as ChildTab))}
        items={CHILD_TABS.map((key) => {
          const Content = TAB_CONTENT[key];
          return { key, label: t(`children.tabs.${key}`), children: <Content child={child} /> };
        })}
      />
    </>
  );
}

/** One child as the family sees it (/child/:childId/:tab?): who they are, medical details, who may pick them up, attendance. */
export default function ChildPage() {
  const params = useRouteParams(CHILD_ROUTES.record);
  const tab = CHILD_TABS.find((candidate) => candidate === params.tab) ?? 'overview';
  return (
    <RoutePage path={CHILD_ROUTES.record}>
      <WithChild childId={positiveInteger(params.childId)} render={(child) => <ChildRecord child={child} tab={tab} />} />
    </RoutePage>
  );
}
