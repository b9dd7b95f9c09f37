import { useMemo } from 'react';
import { Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import {
  useRoomChildRoomQuery, useSchedulesByIdQuery, useSchedulesCreateMutation, useSchedulesUpdateMutation,
} from '@daycare/api-client';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { THEME_COLORS } from '@daycare/shared';
import { RoutePage } from '@daycare/shared-features';
import { positiveInteger, useRouteMatch } from '../attendance/attendance-helpers';
import { ScheduleForm, newScheduleValues, scheduleValues, type ScheduleFields } from './schedule-form';
import { useT } from '../../i18n';
import { SCHEDULE_ROUTES, schedulePath } from './schedule-helpers';

handleErrorsInPage('schedulesCreate', 'schedulesUpdate');

function ChildNotFound() {
  const t = useT();
  return <Result status="404" title={t('schedules.childNotFound')} subTitle={t('schedules.childNotFoundHelp')} />;
}

function ScheduleNotFound({ withHelp = false }: { withHelp?: boolean }) {
  const t = useT();
  return <Result status="404" title={t('scheduleForm.notFound')} subTitle={withHelp ? t('scheduleForm.notFoundHelp') : undefined} />;
}

function CreateSchedule({ childId }: { childId: number }) {
  const child = useRoomChildRoomQuery({ childId });
  const [create, creating] = useSchedulesCreateMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const t = useT();
  const initialValues = useMemo(() => newScheduleValues(), []);
  if (child.isError) return <ChildNotFound />;
  if (!child.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { label } = child.data.child;
  const save = async (fields: ScheduleFields) => {
    const result = await create({ createScheduleDto: { childId, ...fields } });
    if (result.error) return result.error;
    dispatch(showSnackbar({ text: t('scheduleForm.created', { name: label }), color: THEME_COLORS.light.success }));
    void navigate(schedulePath(childId));
    return undefined;
  };
  return <ScheduleForm child={child.data.child} initialValues={initialValues} onSave={save} saving={creating.isLoading} error={creating.error} submitText={t('scheduleForm.saveSchedule')} />;
}

function UpdateSchedule({ scheduleId }: { scheduleId: number }) {
  const schedule = useSchedulesByIdQuery({ id: scheduleId });
  const [update, updating] = useSchedulesUpdateMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const t = useT();
  const initialValues = useMemo(() => (schedule.data ? scheduleValues(schedule.data) : undefined), [schedule.data]);
  if (schedule.isError) return <ScheduleNotFound withHelp />;
  if (!schedule.data || !initialValues) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { child } = schedule.data;
  const save = async (fields: ScheduleFields) => {
    const result = await update({ updateScheduleDto: { id: scheduleId, ...fields } });
    if (result.error) return result.error;
    dispatch(showSnackbar({ text: t('scheduleForm.updated', { name: child.label }), color: THEME_COLORS.light.success }));
    void navigate(schedulePath(child.id));
    return undefined;
  };
  return (
    <ScheduleForm key={schedule.data.id} child={child} initialValues={initialValues} onSave={save} saving={updating.isLoading} error={updating.error} submitText={t('scheduleForm.saveChanges')} />
  );
}

/** A new schedule for a child, or a change of one (/attendance/schedule/create/:childId, /attendance/schedule/update/:scheduleId). */
export default function ScheduleFormPage() {
  const match = useRouteMatch([SCHEDULE_ROUTES.create, SCHEDULE_ROUTES.update]);
  if (match?.pattern === SCHEDULE_ROUTES.update) {
    const scheduleId = positiveInteger(match.params.scheduleId);
    return (
      <RoutePage path={SCHEDULE_ROUTES.update}>
        {scheduleId ? <UpdateSchedule scheduleId={scheduleId} /> : <ScheduleNotFound />}
      </RoutePage>
    );
  }
  const childId = positiveInteger(match?.params.childId);
  return <RoutePage path={SCHEDULE_ROUTES.create}>{childId ? <CreateSchedule childId={childId} /> : <ChildNotFound />}</RoutePage>;
}
