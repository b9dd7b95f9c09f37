import { Button, Empty, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useAccountGrantAccessMutation, useAccountPendingAccessQuery, type PendingAccessDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { RoutePage } from './route-page';

function GrantButton({ request }: { request: PendingAccessDto }) {
  const dispatch = useAppDispatch();
  const [grant, { isLoading }] = useAccountGrantAccessMutation();
  const name = `${request.firstName} ${request.lastName}`;
  const grantAccess = async () => {
    const result = await grant({ grantAccessDto: { gId: request.gId, accessId: request.id } });
    if (!result.error) dispatch(showSnackbar({ text: `${name} can now use ${request.daycare.label}`, color: THEME_COLORS.light.success }));
  };
  return (
    <Button type="primary" size="small" aria-label={`Grant access to ${name}`} loading={isLoading} onClick={() => void grantAccess()}>
      Grant
    </Button>
  );
}

const NAME_COLUMN: TableColumnsType<PendingAccessDto>[number] = {
  title: 'Name',
  key: 'name',
  render: (_, request) => (
    <>
      <Typography.Text strong>{request.firstName} {request.lastName}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{request.email}</Typography.Text>
    </>
  ),
};

/** A column of the requests' daycares, filterable, for a Super user who sees every daycare's. */
function daycareColumn(requests: PendingAccessDto[]): TableColumnsType<PendingAccessDto>[number] {
  const daycares = [...new Map(requests.map((request) => [request.daycare.id, request.daycare.label])).entries()];
  return {
    title: 'Daycare',
    key: 'daycare',
    render: (_, request) => request.daycare.label,
    filters: daycares.map(([id, label]) => ({ value: id, text: label })),
    onFilter: (id, request) => request.daycare.id === id,
  };
}

function columns(requests: PendingAccessDto[], withDaycare: boolean): TableColumnsType<PendingAccessDto> {
  return [
    NAME_COLUMN,
    ...(withDaycare ? [daycareColumn(requests)] : []),
    { title: 'Requested', dataIndex: 'requestedAt', render: (requestedAt: string) => dayjs(requestedAt).format('MMM D, YYYY h:mm A') },
    { title: '', key: 'grant', align: 'right', render: (_, request) => <GrantButton request={request} /> },
  ];
}

/**
 * Guardians waiting for access to a daycare, each granted with one click: a director's own daycare
 * (/create-account-requests), or every daycare's with a daycare column (/super/pendingaccess).
 */
export function AccessRequestsPage({ path, withDaycare = false }: { path: string; withDaycare?: boolean }) {
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
          columns={columns(data, withDaycare)}
          pagination={{ hideOnSinglePage: true, pageSize: 50 }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No one is waiting for access" /> }}
        />
      )}
    </RoutePage>
  );
}
