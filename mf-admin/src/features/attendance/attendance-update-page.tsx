import { Result, Skeleton } from 'antd';
import { useAttendanceByIdQuery, useAttendanceUpdateMutation } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { AttendanceForm, valuesOf, type StayTimes } from './attendance-form';
import { useT } from '../../i18n';
import { positiveInteger, useRouteMatch } from './attendance-helpers';

handleErrorsInPage('attendanceUpdate', 'attendanceById');

const ROUTE = '/attendance/update/:attendanceId';

/** Corrects one stay: its room and times (/attendance/update/:attendanceId). */
export default function AttendanceUpdatePage() {
  const t = useT();
  const id = positiveInteger(useRouteMatch([ROUTE])?.params.attendanceId);
  const stay = useAttendanceByIdQuery({ id: id ?? 0 }, { skip: !id });
  const [update, saving] = useAttendanceUpdateMutation();
  const save = async (times: StayTimes) => (await update({ updateAttendanceRecordDto: { id: id!, ...times } })).error;
  let content;
  if (!id || stay.isError) {
    content = <Result status="404" title={t('stay.notFound')} subTitle={t('stay.notFoundHelp')} />;
  } else if (!stay.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    content = (
      <AttendanceForm
        key={stay.data.id}
        person={stay.data.person}
        personType={stay.data.personType}
        initialValues={valuesOf(stay.data)}
        onSave={save}
        saving={saving.isLoading}
        error={saving.error}
        submitText={t('common.save')}
      />
    );
  }
  return <RoutePage path={ROUTE}>{content}</RoutePage>;
}
