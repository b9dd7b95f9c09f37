import { Typography } from 'antd';
import { Link } from 'react-router';
import { FeaturePage } from '@daycare/ui';
import { ScheduleRequestList } from './schedule-requests';
import { SCHEDULE_ROUTES } from './schedule-helpers';

/**
 * /attendance/schedule/request is where families ask for a change; a director opening it sees the
 * families' requests still waiting for an answer (the answered ones are on the response page).
 */
export default function ScheduleRequestPage() {
  return (
    <FeaturePage title="Families' schedule requests" summary="Requests from families to change their child's days or hours, waiting for your answer.">
      <Typography.Paragraph>
        <Link to={SCHEDULE_ROUTES.response}>See every request, answered ones included</Link>
      </Typography.Paragraph>
      <ScheduleRequestList pendingOnly />
    </FeaturePage>
  );
}
