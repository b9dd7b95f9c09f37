import { Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useAttendanceCreateMutation, useTabletChildrenListQuery, useTabletStaffListQuery } from '@daycare/api-client';
import { handleErrorsInPage } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { AttendanceForm, type StayTimes } from './attendance-form';
import { DAY, isDay, personTypeOfUserType, positiveInteger, useRouteMatch } from './attendance-helpers';
import { AttendanceStatus } from '@daycare/shared';

handleErrorsInPage('attendanceCreate');

const ROUTE = '/attendance/create/:userId/:userType/:selectedDate?';

/**
 * Adds a stay someone forgot to record (/attendance/create/:userId/:userType/:selectedDate?):
 * userType is `children` for a child and the spec's Staff user type (2) for a staff member.
 */
export default function AttendanceCreatePage() {
  const t = useT();
  const params = useRouteMatch([ROUTE])?.params ?? {};
  const personId = positiveInteger(params.userId);
  const personType = personTypeOfUserType(params.userType);
  const children = useTabletChildrenListQuery({}, { skip: personType !== 'child' || !personId });
  const staff = useTabletStaffListQuery({}, { skip: personType !== 'staff' || !personId });
  const [create, saving] = useAttendanceCreateMutation();
  const list = personType === 'child' ? children : staff;
  const person = list.data?.find((candidate) => candidate.id === personId);
  const today = dayjs();
  const day = isDay(params.selectedDate) && params.selectedDate <= today.format(DAY) ? dayjs(params.selectedDate) : today;

  let content;
  if (!personId || !personType || list.isError || (list.data && !person)) {
    content = <Result status="404" title={t('history.noSuchPerson')} subTitle={t('stay.noSuchPersonHelp')} />;
  } else if (!person) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    const save = async (times: StayTimes) => (await create({ createAttendanceRecordDto: { personType, personId, ...times } })).error;
    // The room they are in now, else their home room.
    const roomId = (person.status === AttendanceStatus.SignedIn ? person.rId : null) ?? person.homeRoomId ?? undefined;
    content = (
      <AttendanceForm
        person={person}
        personType={personType}
        initialValues={{ roomId, inDay: day, outDay: day, inTime: null, outTime: null }}
        onSave={save}
        saving={saving.isLoading}
        error={saving.error}
        submitText={t('history.addAttendance')}
      />
    );
  }
  return <RoutePage path={ROUTE}>{content}</RoutePage>;
}
