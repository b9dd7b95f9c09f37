import { Suspense, lazy } from 'react';
import { Collapse, Skeleton, Typography } from 'antd';
import { useT } from '../../i18n';

/** recharts and the date picker load only when the section is drawn, never with the page. */
const MonthCharts = lazy(() => import('./month-charts'));

/** "The month at a glance": the day's absences and the charts, a section the director may fold away. */
export function MonthAtAGlance() {
  const t = useT();
  return (
    <Collapse
      defaultActiveKey={['month']}
      items={[{
        key: 'month',
        label: <Typography.Text strong style={{ fontSize: 16 }}>{t('charts.monthAtAGlance')}</Typography.Text>,
        children: (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <MonthCharts />
          </Suspense>
        ),
      }]}
    />
  );
}
