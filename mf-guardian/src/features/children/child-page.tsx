import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import {
  ChildMedicalSection, ChildOverview, ChildRecordHeader, ChildRecordTabs, RoutePage, TAP_LINK, positiveInteger, useRecordTab, useRouteParams,
} from '@daycare/shared-features';
import { useT } from '../../i18n';
import { CHILD_ROUTES, CHILD_TABS, WithChild, registrationPath, updatePath, type ChildTab } from './child-helpers';
import { AttendanceTab, PickupTab } from './child-tabs';

function ChildHeader({ child }: { child: ChildRecordDto }) {
  const t = useT();
  return (
    <ChildRecordHeader child={child} noRoom={t('children.noRoom')} links={(
      <>
        {child.canEdit && <Link to={updatePath('name', child.id)} style={TAP_LINK} aria-label={t('children.editNameOf', { name: child.label })}>{t('children.editName')}</Link>}
        <Link to={registrationPath(child.id)} style={TAP_LINK}>{t('children.printable')}</Link>
      </>
    )} />
  );
}

/** The tabs' contents, in the order the tabs show. */
const TAB_CONTENT: Record<ChildTab, ComponentType<{ child: ChildRecordDto }>> = {
  overview: ChildOverview,
  medical: ChildMedicalSection,
  pickup: PickupTab,
  attendance: AttendanceTab,
};

function ChildRecord({ child, tab }: { child: ChildRecordDto; tab: ChildTab }) {
  const t = useT();
  return (
    <>
      <ChildHeader child={child} />
      <ChildRecordTabs id="family-child" child={child} active={tab} content={TAB_CONTENT} label={(key) => t(`children.tabs.${key}`)} />
    </>
  );
}

/** One child as the family sees it (/child/:childId/:tab?): who they are, medical details, who may pick them up, attendance. */
export default function ChildPage() {
  const childId = positiveInteger(useRouteParams(CHILD_ROUTES.record).childId);
  const tab = useRecordTab(CHILD_ROUTES.record, CHILD_TABS);
  return (
    <RoutePage path={CHILD_ROUTES.record}>
      <WithChild childId={childId} render={(child) => <ChildRecord child={child} tab={tab} />} />
    </RoutePage>
  );
}
