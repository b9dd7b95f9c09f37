import { Button, Empty, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useAccountGrantAccessMutation, useAccountPendingAccessQuery, type PendingAccessDto } from '@daycare/api-client';
import { formatDate, formatTime } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from './i18n';
import { RoutePage } from './route-page';

type T = ReturnType<typeof useT>;

function GrantButton({ request }: { request: PendingAccessDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [grant, { isLoading }] = useAccountGrantAccessMutation();
  const name = `${request.firstName} ${request.lastName}`;
  const grantAccess = async () => {
    const result = await grant({ grantAccessDto: { gId: request.gId, accessId: request.id } });
    if (!result.error) dispatch(showSnackbar({ text: t('accessRequests.granted', { name, daycare: request.daycare.label }), color: THEME_COLORS.light.success }));
  };
  return (
    <Button type="primary" size="small" aria-label={t('accessRequests.grantTo', { name })} loading={isLoading} onClick={() => void grantAccess()}>
      {t('accessRequests.grant')}
    </Button>
  );
}

function nameColumn(t: T): TableColumnsType<PendingAccessDto>[number] {
  return {
    title: t('accessRequests.name'),
    key: 'name',
    render: (_, request) => (
      <>
        <Typography.Text strong>{request.firstName} {request.lastName}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{request.email}</Typography.Text>
      </>
    ),
  };
}

/** A column of the requests' daycares, filterable, for a Super user who sees every daycare's. */
function daycareColumn(t: T, requests: PendingAccessDto[]): TableColumnsType<PendingAccessDto>[number] {
  const daycares = [...new Map(requests.map((request) => [request.daycare.id, request.daycare.label])).entries()];
  return {
    title: t('accessRequests.daycare'),
    key: 'daycare',
    render: (_, request) => request.daycare.label,
    filters: daycares.map(([id, label]) => ({ value: id, text: label })),
    onFilter: (id, request) => request.daycare.id === id,
  };
}

function columns(t: T, requests: PendingAccessDto[], withDaycare: boolean): TableColumnsType<PendingAccessDto> {
  return [
    nameColumn(t),
    ...(withDaycare ? [daycareColumn(t, requests)] : []),
    {
      title: t('accessRequests.requested'),
      dataIndex: 'requestedAt',
      render: (requestedAt: string) => t('accessRequests.requestedAt', { day: formatDate(requestedAt, 'day'), time: formatTime(requestedAt) }),
    },
    { title: '', key: 'grant', align: 'right', render: (_, request) => <GrantButton request={request} /> },
  ];
}

/**
 * Guardians waiting for access to a daycare, each granted with one click: a director's own daycare
 * (/create-account-requests), or every daycare's with a daycare column (/super/pendingaccess).
 */
export function AccessRequestsPage({ path, withDaycare = false }: { path: string; withDaycare?: boolean }) {
  const t = useT();
  const requests = useAccountPendingAccessQuery();
  const data = requests.data ?? [];
  return (
    <RoutePage path={path}>
      {requests.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Table
          rowKey="id"
          dataSource={data}
          columns={columns(t, data, withDaycare)}
          pagination={{ hideOnSinglePage: true, pageSize: 50 }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('accessRequests.empty')} /> }}
        />
      )}
    </RoutePage>
  );
}
