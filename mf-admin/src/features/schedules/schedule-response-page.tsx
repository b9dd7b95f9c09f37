import { RoutePage } from '@daycare/shared-features';
import { ScheduleRequestList } from './schedule-requests';
import { SCHEDULE_ROUTES } from './schedule-helpers';

/** Families' requests to change their child's schedule, to approve or decline (/attendance/schedule/response). */
export default function ScheduleResponsePage() {
  return (
    <RoutePage path={SCHEDULE_ROUTES.response}>
      <ScheduleRequestList />
    </RoutePage>
  );
}
