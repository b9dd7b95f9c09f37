import { Button, Card, Descriptions, Empty, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useRoomChildRoomQuery, useSchedulesListQuery, useSchedulesRemoveMutation, type ScheduleDto } from '@daycare/api-client';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { ATTENDANCE_PLAN_NAMES, THEME_COLORS } from '@daycare/shared';
import { RoutePage } from '@daycare/shared-features';
import { positiveInteger, useRouteMatch } from '../attendance/attendance-helpers';
import {
  SCHEDULE_ROUTES, ScheduleDays, createSchedulePath, periodText, reportedPath, updateSchedulePath, useCanManageSchedules,
} from './schedule-helpers';

const ROUTE = SCHEDULE_ROUTES.list;

function DeleteSchedule({ schedule }: { schedule: ScheduleDto }) {
  const [remove, removing] = useSchedulesRemoveMutation();
  const dispatch = useAppDispatch();
  const what = `${ATTENDANCE_PLAN_NAMES[schedule.plan]}, ${periodText(schedule.validFrom, schedule.validTo)}`;
  const confirm = async () => {
    const result = await remove({ id: schedule.id });
    if (!result.error) dispatch(showSnackbar({ text: `The schedule ${what} was deleted`, color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title="Delete this schedule?"
      description={`${what}. The child is no longer expected on these days.`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={confirm}
    >
      <Button danger loading={removing.isLoading} aria-label={`Delete the schedule ${what}`}>Delete</Button>
    </Popconfirm>
  );
}

function ScheduleCard({ schedule, canManage }: { schedule: ScheduleDto; canManage: boolean }) {
  const navigate = useNavigate();
  const what = `${ATTENDANCE_PLAN_NAMES[schedule.plan]}, ${periodText(schedule.validFrom, schedule.validTo)}`;
  return (
    <Card
      aria-label={what}
      title={
        <Flex align="center" gap={8} wrap>
          <span>{ATTENDANCE_PLAN_NAMES[schedule.plan]}</span>
          {schedule.current && <Tag color="success">Current</Tag>}
        </Flex>
      }
      extra={
        canManage && (
          <Flex gap={8}>
            <Button onClick={() => void navigate(updateSchedulePath(schedule.id))} aria-label={`Edit the schedule ${what}`}>Edit</Button>
            <DeleteSchedule schedule={schedule} />
          </Flex>
        )
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'period', label: 'Valid', children: periodText(schedule.validFrom, schedule.validTo) },
          { key: 'days', label: 'Days', children: <ScheduleDays days={schedule.days} /> },
          ...(schedule.note ? [{ key: 'note', label: 'Note', children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{schedule.note}</Typography.Text> }] : []),
        ]}
      />
    </Card>
  );
}

/** A child's schedules, latest first, the one that applies today marked (/attendance/schedule/:childId). */
export default function ScheduleListPage() {
  const childId = positiveInteger(useRouteMatch([ROUTE])?.params.childId);
  const child = useRoomChildRoomQuery({ childId: childId ?? 0 }, { skip: !childId });
  const schedules = useSchedulesListQuery({ childId: childId ?? 0 }, { skip: !childId });
  const canManage = useCanManageSchedules();
  const navigate = useNavigate();

  if (!childId || child.isError || schedules.isError) {
    return (
      <RoutePage path={ROUTE}>
        <Result status="404" title="This child was not found" subTitle="The child may have left, or belong to another centre." />
      </RoutePage>
    );
  }
  const name = child.data?.child.label ?? schedules.data?.[0]?.child.label;
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16} style={{ maxWidth: 880 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{name}</Typography.Title>
          <Flex gap={8} wrap>
            <Button onClick={() => void navigate(reportedPath(childId))}>Reported attendance</Button>
            {canManage && <Button type="primary" onClick={() => void navigate(createSchedulePath(childId))}>New schedule</Button>}
          </Flex>
        </Flex>
        {schedules.isLoading || !schedules.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : schedules.data.length === 0 ? (
          <Empty description={`${name ?? 'This child'} has no schedule yet`}>
            {canManage && <Button type="primary" onClick={() => void navigate(createSchedulePath(childId))}>New schedule</Button>}
          </Empty>
        ) : (
          schedules.data.map((schedule) => <ScheduleCard key={schedule.id} schedule={schedule} canManage={canManage} />)
        )}
      </Flex>
    </RoutePage>
  );
}
