import { useCallback } from 'react';
import { Alert, Button, Empty, Flex, Input, Select, type TablePaginationConfig } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRoomListQuery, useStaffListQuery, type CertificationAlertsDto, type StaffListItemDto } from '@daycare/api-client';
import { Panel, ResponsiveTable, type ListColumn } from '@daycare/ui';
import { PersonAvatar, RoutePage } from '@daycare/shared-features';
import { selectUser, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';
import { useIsDirector } from '../children/child-helpers';
import { useDebouncedSearch } from '../children/children-query';
import { StaffDrawer, StaffRecordView } from './staff-drawer';
import { CertificationTags, PAGE_SIZES, RoleTags, STAFF_ROUTES, recordSearch, staffRoomPath, useEmploymentText, useStaffArgs, type StaffArgs } from './staff-helpers';

const TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

function Filters({ args, update }: { args: StaffArgs; update: (change: Partial<StaffArgs>) => void }) {
  const t = useT();
  const rooms = useRoomListQuery();
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const [text, setText] = useDebouncedSearch(args.search, onSearch);
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Input.Search
        aria-label={t('staff.search')}
        placeholder={t('staff.searchPlaceholder')}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <Select<number>
        aria-label={t('staff.fields.room')}
        placeholder={t('staff.anyRoom')}
        allowClear
        value={args.roomId}
        onChange={(roomId) => update({ roomId })}
        options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))}
        style={{ flex: '1 1 160px', maxWidth: 220 }}
      />
    </Flex>
  );
}

/** Certifications that need renewing, over the whole centre whatever the filters. */
function CertificationAlert({ alerts }: { alerts?: CertificationAlertsDto }) {
  const t = useT();
  if (!alerts || (!alerts.expiring && !alerts.expired)) return null;
  const parts = [
    alerts.expired ? t('staff.alert.expired', { count: alerts.expired }) : null,
    alerts.expiring ? t('staff.alert.expiring', { count: alerts.expiring }) : null,
  ].filter(Boolean);
  return <Alert type={alerts.expired ? 'error' : 'warning'} showIcon title={t('staff.alert.title')} description={parts.join(' ')} style={{ marginBottom: 12 }} />;
}

function useColumns(): ListColumn<StaffListItemDto>[] {
  const t = useT();
  const [params] = useSearchParams();
  const employment = useEmploymentText();
  return [
    {
      title: t('staff.fields.name'),
      key: 'name',
      render: (staff) => (
        <Flex align="center" gap={8}>
          <PersonAvatar label={staff.label} photoUrl={staff.photoUrl} size={32} />
          <Link to={recordSearch(params, staff.id)} style={TARGET}>{staff.label}</Link>
        </Flex>
      ),
    },
    {
      title: t('staff.fields.room'),
      key: 'room',
      render: (staff) => <Link to={staffRoomPath(staff.id)} style={TARGET} aria-label={t('staff.roomOf', { name: staff.label, room: staff.room?.label ?? t('staff.noRoom') })}>{staff.room?.label ?? t('staff.noRoom')}</Link>,
    },
    { title: t('staff.fields.roles'), key: 'roles', render: (staff) => staff.roles.length > 0 && <RoleTags roles={staff.roles} /> },
    { title: t('staff.fields.employment'), key: 'employment', render: (staff) => employment(staff.startedOn, staff.endedOn) },
    { title: t('staff.fields.certifications'), key: 'certifications', render: (staff) => <CertificationTags certifications={staff.certifications} /> },
  ];
}

/**
 * The centre's staff with rooms, roles, employment dates and certifications (/staff/manage); a record
 * opens beside the list. A staff member sees their own record here.
 */
export default function StaffManagePage() {
  const isDirector = useIsDirector();
  const userId = useAppSelector(selectUser)?.id;
  if (!isDirector && userId !== undefined) {
    return (
      <RoutePage path={STAFF_ROUTES.manage}>
        <Panel><StaffRecordView staffId={userId} editable={false} /></Panel>
      </RoutePage>
    );
  }
  return <StaffList />;
}

function StaffList() {
  const t = useT();
  const navigate = useNavigate();
  const [args, update] = useStaffArgs();
  const { staffId, ...listArgs } = args;
  const staff = useStaffListQuery(listArgs);
  const columns = useColumns();
  const onChange = (pagination: TablePaginationConfig) => update({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? args.pageSize });
  return (
    <RoutePage path={STAFF_ROUTES.manage}>
      <CertificationAlert alerts={staff.data?.alerts} />
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => void navigate(STAFF_ROUTES.invite)}>{t('staff.invite')}</Button>
      </Flex>
      <Filters args={args} update={update} />
      <ResponsiveTable<StaffListItemDto>
        label={t('staff.listLabel')}
        rowKey="id"
        loading={staff.isFetching}
        dataSource={staff.data?.items ?? []}
        columns={columns}
        onChange={onChange}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: staff.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('staff.total', { count: total }),
        }}
        emptyText={<Empty description={staff.isError ? t('staff.failed') : t('staff.empty')} />}
      />
      {staffId !== undefined && <StaffDrawer staffId={staffId} onClose={() => update({ staffId: undefined })} />}
    </RoutePage>
  );
}
