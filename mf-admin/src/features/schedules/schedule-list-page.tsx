import { Button, Card, Descriptions, Empty, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useRoomChildRoomQuery, useSchedulesListQuery, useSchedulesRemoveMutation, type ScheduleDto } from '@daycare/api-client';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { THEME_COLORS } from '@daycare/shared';
import { RoutePage } from '@daycare/shared-features';
import { positiveInteger, useRouteMatch } from '../attendance/attendance-helpers';
import { useT } from '../../i18n';
import {
  SCHEDULE_ROUTES, ScheduleDays, createSchedulePath, periodText, planName, reportedPath, updateSchedulePath, useCanManageSchedules,
} from './schedule-helpers';

const ROUTE = SCHEDULE_ROUTES.list;

function DeleteSchedule({ schedule }: { schedule: ScheduleDto }) {
  const [remove, removing] = useSchedulesRemoveMutation();
  const dispatch = useAppDispatch();
  const t = useT();
  const what = t('schedules.what', { plan: planName(schedule.plan), period: periodText(schedule.validFrom, schedule.validTo) });
  const confirm = async () => {
    const result = await remove({ id: schedule.id });
    if (!result.error) dispatch(showSnackbar({ text: t('scheduleList.deleted', { what }), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm
      title={t('scheduleList.deleteQuestion')}
      description={t('scheduleList.deleteHelp', { what })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.keep')}
      onConfirm={confirm}
    >
      <Button danger loading={removing.isLoading} aria-label={t('scheduleList.deleteOf', { what })}>{t('common.delete')}</Button>
    </Popconfirm>
  );
}

function ScheduleCard({ schedule, canManage }: { schedule: ScheduleDto; canManage: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const what = t('schedules.what', { plan: planName(schedule.plan), period: periodText(schedule.validFrom, schedule.validTo) });
  return (
    <Card
      aria-label={what}
      title={
        <Flex align="center" gap={8} wrap>
          <span>{planName(schedule.plan)}</span>
          {schedule.current && <Tag color="success">{t('scheduleList.current')}</Tag>}
        </Flex>
      }
      extra={
        canManage && (
          <Flex gap={8}>
            <Button onClick={() => void navigate(updateSchedulePath(schedule.id))} aria-label={t('scheduleList.editOf', { what })}>{t('common.edit')}</Button>
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
          { key: 'period', label: t('scheduleList.valid'), children: periodText(schedule.validFrom, schedule.validTo) },
          { key: 'days', label: t('reports.days'), children: <ScheduleDays days={schedule.days} /> },
          ...(schedule.note ? [{ key: 'note', label: t('schedules.note'), children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{schedule.note}</Typography.Text> }] : []),
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
  const t = useT();

  if (!childId || child.isError || schedules.isError) {
    return (
      <RoutePage path={ROUTE}>
        <Result status="404" title={t('schedules.childNotFound')} subTitle={t('schedules.childNotFoundHelp')} />
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
            <Button onClick={() => void navigate(reportedPath(childId))}>{t('history.reportedAttendance')}</Button>
            {canManage && <Button type="primary" onClick={() => void navigate(createSchedulePath(childId))}>{t('scheduleList.new')}</Button>}
          </Flex>
        </Flex>
        {schedules.isLoading || !schedules.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : schedules.data.length === 0 ? (
          <Empty description={name ? t('scheduleList.empty', { name }) : t('scheduleList.emptyNoName')}>
            {canManage && <Button type="primary" onClick={() => void navigate(createSchedulePath(childId))}>{t('scheduleList.new')}</Button>}
          </Empty>
        ) : (
          schedules.data.map((schedule) => <ScheduleCard key={schedule.id} schedule={schedule} canManage={canManage} />)
        )}
      </Flex>
    </RoutePage>
  );
}
