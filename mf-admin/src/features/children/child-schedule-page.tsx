import { Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useChildByIdQuery, useSchedulesListQuery } from '@daycare/api-client';
import { RoutePage, positiveInteger, useRouteParams, TAP_LINK } from '@daycare/shared-features';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { ScheduleDays, createSchedulePath, periodText, planName, schedulePath, useCanManageSchedules } from '../schedules/schedule-helpers';
import { CHILD_ROUTES, childPath } from './child-helpers';
import { ChildNotFound } from './child-page';

function Schedules({ childId }: { childId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const canManage = useCanManageSchedules();
  const child = useChildByIdQuery({ childId });
  // Asked once the child is known, so a missing child answers one "not found", the page's.
  const schedules = useSchedulesListQuery({ childId }, { skip: !child.data });
  if (child.isError || schedules.isError) return <ChildNotFound />;
  if (!child.data || !schedules.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{child.data.label}</Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => void navigate(schedulePath(childId))}>{t('children.schedule.manage')}</Button>
          {canManage && <Button type="primary" onClick={() => void navigate(createSchedulePath(childId))}>{t('children.schedule.new')}</Button>}
        </Flex>
      </Flex>
      {schedules.data.length === 0 ? (
        <Empty description={t('children.schedule.empty', { name: child.data.label })} />
      ) : (
        <Flex vertical gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {schedules.data.map((schedule) => (
            <li key={schedule.id}>
              <Panel size="small">
                <Flex gap={8} align="center" wrap style={{ marginBottom: 4 }}>
                  <Typography.Text strong>{planName(schedule.plan)}</Typography.Text>
                  <Typography.Text>{periodText(schedule.validFrom, schedule.validTo)}</Typography.Text>
                  {schedule.current && <Tag color="success">{t('children.schedule.current')}</Tag>}
                </Flex>
                <ScheduleDays days={schedule.days} />
              </Panel>
            </li>
          ))}
        </Flex>
      )}
      <Link to={childPath(childId, 'attendance')} style={TAP_LINK}>{t('children.form.backToRecord')}</Link>
    </Flex>
  );
}

/** The days and hours a child is expected, with the way to the schedules' own pages (/child/update/attendance-schedule/:childId). */
export default function ChildSchedulePage() {
  const childId = positiveInteger(useRouteParams(CHILD_ROUTES.schedule).childId);
  return <RoutePage path={CHILD_ROUTES.schedule}>{childId ? <Schedules childId={childId} /> : <ChildNotFound />}</RoutePage>;
}
