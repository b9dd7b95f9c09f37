import { Button, Empty, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { type ScheduleDto, useSchedulesListQuery, useTabletChildrenListQuery } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { ATTENDANCE_PLAN_NAMES } from '@daycare/shared';
import { DAY, positiveInteger, useRouteParams } from '../absences/family-helpers';
import { ScheduleDays, validityText } from './schedule-text';

const ROUTE = '/attendance/schedule/:childId';

export const requestPath = (childId: number, scheduleId?: number) =>
  `/attendance/schedule/request?childId=${childId}${scheduleId ? `&scheduleId=${scheduleId}` : ''}`;

function ScheduleCard({ schedule, childId }: { schedule: ScheduleDto; childId: number }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const today = dayjs().format(DAY);
  const over = schedule.validTo !== null && schedule.validTo < today;
  const upcoming = schedule.validFrom > today;
  return (
    <Panel
      size="small"
      aria-label={`${ATTENDANCE_PLAN_NAMES[schedule.plan]} schedule ${validityText(schedule.validFrom, schedule.validTo)}`}
      style={schedule.current ? { borderColor: token.colorPrimary, borderWidth: 2, background: token.colorPrimaryBg } : over ? { opacity: 0.75 } : undefined}
    >
      <Flex vertical gap={8}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>{ATTENDANCE_PLAN_NAMES[schedule.plan]}</Typography.Text>
          {schedule.current && <Tag color="processing">Current</Tag>}
          {upcoming && <Tag color="gold">Upcoming</Tag>}
          {over && <Tag>Ended</Tag>}
        </Flex>
        <Typography.Text type="secondary">{validityText(schedule.validFrom, schedule.validTo)}</Typography.Text>
        <ScheduleDays days={schedule.days} />
        {schedule.note && <Typography.Text italic>“{schedule.note}”</Typography.Text>}
        {!over && (
          <div>
            <Button onClick={() => void navigate(requestPath(childId, schedule.id))} aria-label={`Ask for a change of the ${ATTENDANCE_PLAN_NAMES[schedule.plan].toLowerCase()} schedule`}>
              Ask for a change
            </Button>
          </div>
        )}
      </Flex>
    </Panel>
  );
}

/** /attendance/schedule/:childId for a family: the child's schedules, the current one first and marked; changes are asked for. */
export default function ChildSchedulePage() {
  const navigate = useNavigate();
  const childId = positiveInteger(useRouteParams(ROUTE).childId);
  const children = useTabletChildrenListQuery({});
  const schedules = useSchedulesListQuery({ childId: childId ?? 0 }, { skip: !childId });
  const child = children.data?.find((candidate) => candidate.id === childId);
  // The current schedule first, then the rest as the gateway sends them (latest first).
  const list = [...(schedules.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));

  let content;
  if (!childId || schedules.isError || (children.data && !child)) {
    content = <Result status="404" title="No such child" subTitle="The address names no child of your family." />;
  } else if (schedules.isLoading || children.isLoading) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{child?.label}</Typography.Title>
        {list.length === 0 ? (
          <Empty description={`${child?.firstName ?? 'Your child'} has no schedule yet`} />
        ) : (
          list.map((schedule) => <ScheduleCard key={schedule.id} schedule={schedule} childId={childId} />)
        )}
        <Button size="large" block onClick={() => void navigate(requestPath(childId))}>Ask for a new schedule</Button>
        <Button type="link" onClick={() => void navigate('/attendance/schedule/request')}>See your requests</Button>
      </Flex>
    );
  }
  return <RoutePage path={ROUTE}>{content}</RoutePage>;
}
