import type { HTMLAttributes } from 'react';
import { Empty, Flex, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useRoomListQuery, useTabletStaffListQuery, type PeopleStaffDto } from '@daycare/api-client';
import { RoutePage } from '@daycare/shared-features';
import { historyPath, sinceText } from './attendance-helpers';
import { formatNumber } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';
import { PinAlerts } from './pin-alerts';
import { AttendanceStatus } from '@daycare/shared';

const isIn = (member: PeopleStaffDto) => member.status === AttendanceStatus.SignedIn;

/** Signed-in staff first, then by name. */
function inDisplayOrder(staff: PeopleStaffDto[]): PeopleStaffDto[] {
  return [...staff].sort((a, b) => Number(isIn(b)) - Number(isIn(a)) || a.label.localeCompare(b.label));
}

function columns(roomLabel: (id: number | null) => string | undefined): TableColumnsType<PeopleStaffDto> {
  return [
    {
      title: translate('common.name'),
      dataIndex: 'label',
      render: (label: string, member) => <Link to={historyPath('staff', member.id)}>{label}</Link>,
    },
    {
      title: translate('people.status'),
      key: 'status',
      render: (_, member) => (isIn(member) ? <Tag color="success">{translate('people.in')}</Tag> : <Tag>{translate('people.out')}</Tag>),
    },
    {
      title: translate('common.room'),
      key: 'room',
      render: (_, member) =>
        isIn(member) ? roomLabel(member.rId) ?? '—' : <Typography.Text type="secondary">{roomLabel(member.homeRoomId) ? translate('people.homeRoom', { room: roomLabel(member.homeRoomId) }) : '—'}</Typography.Text>,
    },
    {
      title: translate('people.since'),
      key: 'since',
      render: (_, member) => (isIn(member) && member.signedInAt ? sinceText(member.signedInAt) : '—'),
    },
    {
      title: translate('reports.hours'),
      key: 'hours',
      render: (_, member) => <Link to={historyPath('staff', member.id)} aria-label={translate('people.hoursOf', { name: member.label })}>{translate('reports.hours')}</Link>,
    },
  ];
}

function StaffAttendance() {
  const t = useT();
  const staff = useTabletStaffListQuery({});
  const rooms = useRoomListQuery();
  const all = staff.data ?? [];
  const labels = new Map((rooms.data ?? []).map((room) => [room.id, room.label]));
  const roomLabel = (id: number | null) => (id === null ? undefined : labels.get(id));
  if (staff.isLoading || rooms.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={16}>
      <PinAlerts />
      <Statistic title={t('people.staffIn')} value={all.filter(isIn).length} suffix={`/ ${formatNumber(all.length)}`} />
      <Table
        rowKey="id"
        size="middle"
        dataSource={inDisplayOrder(all)}
        columns={columns(roomLabel)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(member) => ({ 'aria-label': t('people.personState', { name: member.label, state: isIn(member) ? t('people.signedInState') : t('people.signedOutState') }) }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('people.noStaff')} /> }}
      />
    </Flex>
  );
}

/** Which staff are signed in, in which room and since when (/attendance/staff); live through the shell's connection. */
export default function StaffAttendancePage() {
  return (
    <RoutePage path="/attendance/staff">
      <StaffAttendance />
    </RoutePage>
  );
}
