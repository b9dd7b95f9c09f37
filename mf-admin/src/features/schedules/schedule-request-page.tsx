import { Typography } from 'antd';
import { Link } from 'react-router';
import { FeaturePage } from '@daycare/ui';
import { ScheduleRequestList } from './schedule-requests';
import { useT } from '../../i18n';
import { SCHEDULE_ROUTES } from './schedule-helpers';

/**
 * /attendance/schedule/request is where families ask for a change; a director opening it sees the
 * families' requests still waiting for an answer (the answered ones are on the response page).
 */
export default function ScheduleRequestPage() {
  const t = useT();
  return (
    <FeaturePage title={t('requests.pageTitle')} summary={t('requests.pageSummary')}>
      <Typography.Paragraph>
        <Link to={SCHEDULE_ROUTES.response}>{t('requests.seeEvery')}</Link>
      </Typography.Paragraph>
      <ScheduleRequestList pendingOnly />
    </FeaturePage>
  );
}
