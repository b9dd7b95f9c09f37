// /incidents/outstanding: reports no guardian has signed yet; a family's to read and sign, the daycare's to follow up.
import { Button, Card, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type IncidentSummaryDto, useIncidentsOutstandingQuery, useTabletChildrenListQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { hasRole, UserType } from '@daycare/shared';
import { selectRoles, selectUser, useAppSelector } from '@daycare/store';
import { RoutePage } from '../route-page';
import { useT } from './i18n';
import { dayAndTime, INCIDENTS_OUTSTANDING_PATH, incidentReportUrl, incidentViewUrl } from './incident-words';

function OutstandingCard({ incident, family }: { incident: IncidentSummaryDto; family: boolean }) {
  const t = useT();
  return (
    <Card size="small" role="listitem" aria-label={incident.child.label}>
      <Flex gap={12} justify="space-between" align="start" wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>{incident.child.label}</Typography.Text>
            <Tag color="warning">{t('status.open')}</Tag>
          </Flex>
          <Typography.Text type="secondary">{[dayAndTime(incident.occurredAt), incident.location].filter(Boolean).join(' · ')}</Typography.Text>
          <Typography.Text ellipsis={{ tooltip: incident.summary }}>{incident.summary}</Typography.Text>
        </Flex>
        <Link to={incidentViewUrl(incident.id)}>
          <Button type={family ? 'primary' : 'default'} size="large">{t(family ? 'outstanding.open' : 'outstanding.view')}</Button>
        </Link>
      </Flex>
    </Card>
  );
}

/** A director or staff member picks a child to report about. */
function ReportForChild() {
  const t = useT();
  const navigate = useNavigate();
  const children = useTabletChildrenListQuery({});
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      size="large"
      style={{ minWidth: 260 }}
      placeholder={t('outstanding.report')}
      aria-label={t('outstanding.report')}
      loading={children.isLoading}
      options={(children.data ?? []).map((child) => ({ value: child.id, label: child.label }))}
      onChange={(childId) => void navigate(incidentReportUrl(childId))}
    />
  );
}

function Outstanding() {
  useLanguage();
  const t = useT();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectRoles);
  const family = user?.type === UserType.User;
  const incidents = useIncidentsOutstandingQuery();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      {!family && hasRole(roles, 'INCIDENTS') && <ReportForChild />}
      {!incidents.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : incidents.data.length ? (
        <Flex vertical gap={8} role="list" aria-label={t('outstanding.list')}>
          {incidents.data.map((incident) => <OutstandingCard key={incident.id} incident={incident} family={family} />)}
        </Flex>
      ) : (
        <Empty description={t(family ? 'outstanding.emptyFamily' : 'outstanding.empty')} />
      )}
    </Flex>
  );
}

/** /incidents/outstanding: the reports waiting for a guardian's signature. */
export function IncidentsOutstandingPage() {
  return (
    <RoutePage path={INCIDENTS_OUTSTANDING_PATH}>
      <Outstanding />
    </RoutePage>
  );
}
