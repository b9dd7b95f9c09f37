import type { ReactNode } from 'react';
import { Result } from 'antd';
import { Link } from 'react-router';
import type { ChildRecordDto } from '@daycare/api-client';
import { RoutePage, TAP_LINK, positiveInteger, useRouteMatch } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { BackToChild, CHILD_ROUTES, WithChild } from './child-helpers';

/** What the centre sets for a child, and where the family goes instead. */
function SetByCentre({ child, title, body, extra }: { child: ChildRecordDto; title: string; body: string; extra?: ReactNode }) {
  return <Result status="info" title={title} subTitle={body} extra={<>{extra}<BackToChild child={child} /></>} />;
}

function Registration({ child }: { child: ChildRecordDto }) {
  const t = useT();
  return <SetByCentre child={child} title={t('children.byCentre.registrationTitle')} body={t('children.byCentre.registrationBody')} />;
}

function Schedule({ child }: { child: ChildRecordDto }) {
  const t = useT();
  return (
    <SetByCentre
      child={child}
      title={t('children.byCentre.scheduleTitle')}
      body={t('children.byCentre.scheduleBody', { name: child.preferredName ?? child.firstName })}
      extra={<Link to={`/attendance/schedule/request?childId=${child.id}`} style={{ ...TAP_LINK, marginInlineEnd: 16 }}>{t('children.byCentre.askChange')}</Link>}
    />
  );
}

/**
 * /child/update/registration/:childId and /child/update/attendance-schedule/:childId for a family: the
 * start date, room, last day and schedules are the centre's to set, so the page says so and shows the way on.
 */
export default function ChildByCentrePage() {
  const match = useRouteMatch([CHILD_ROUTES.updateRegistration, CHILD_ROUTES.updateSchedule]);
  const path = match?.pattern ?? CHILD_ROUTES.updateRegistration;
  const Content = path === CHILD_ROUTES.updateSchedule ? Schedule : Registration;
  return (
    <RoutePage path={path}>
      <WithChild childId={positiveInteger(match?.params.childId)} render={(child) => <Content child={child} />} />
    </RoutePage>
  );
}
