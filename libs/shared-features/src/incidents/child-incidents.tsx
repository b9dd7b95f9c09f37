// A child's incident reports on the child's record, with the way to report a new one.
import { Button, Card, Empty, Flex, List, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useIncidentsChildQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { hasRole } from '@daycare/shared';
import { selectRoles, useAppSelector } from '@daycare/store';
import { useT } from './i18n';
import { dayAndTime, incidentReportUrl, incidentViewUrl } from './incident-words';

export function ChildIncidents({ childId }: { childId: number }) {
  useLanguage();
  const t = useT();
  const writer = hasRole(useAppSelector(selectRoles), 'INCIDENTS');
  const incidents = useIncidentsChildQuery({ childId }, { skip: !writer });
  if (!writer) return null;
  return (
    <Card
      title={t('child.title')}
      size="small"
      extra={<Link to={incidentReportUrl(childId)}><Button type="primary">{t('child.report')}</Button></Link>}
    >
      {!incidents.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : incidents.data.length ? (
        <List
          size="small"
          dataSource={incidents.data}
          renderItem={(incident) => (
            <List.Item>
              <Flex gap={8} wrap align="center">
                <Link to={incidentViewUrl(incident.id)}>{dayAndTime(incident.occurredAt)}</Link>
                <Tag color={incident.status === 'open' ? 'warning' : 'success'}>{t(`status.${incident.status}`)}</Tag>
                <span>{incident.summary}</span>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('child.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
