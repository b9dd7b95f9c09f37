import { useState } from 'react';
import { Button, Empty, Flex, Popconfirm, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useAgeGroupAgeGroupsQuery, useAgeGroupRemoveAgeGroupMutation, useRoomByDaycareQuery, type AgeGroupDto, type RoomDetailDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { FormError } from '../rooms/page-helpers';
import { LiveRatio } from '../rooms/room-update-page';
import { AgeGroupDialog } from './age-group-dialog';

handleErrorsInPage('ageGroupRemoveAgeGroup');

export function agesText(group: Pick<AgeGroupDto, 'minMonths' | 'maxMonths'>): string {
  return group.maxMonths === null ? `${group.minMonths} months and up` : `${group.minMonths} to ${group.maxMonths} months`;
}

function AgeGroups() {
  const groups = useAgeGroupAgeGroupsQuery();
  const [remove, removing] = useAgeGroupRemoveAgeGroupMutation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<AgeGroupDto | null | undefined>(undefined);
  const [error, setError] = useState<unknown>();
  const removeGroup = async (group: AgeGroupDto) => {
    setError(undefined);
    const result = await remove({ id: group.id });
    if (result.error) setError(result.error);
    else dispatch(showSnackbar({ text: `${group.label} is deleted`, color: THEME_COLORS.light.success }));
  };
  const columns: TableColumnsType<AgeGroupDto> = [
    { title: 'Age group', dataIndex: 'label' },
    { title: 'Ages', key: 'ages', render: (_, group) => agesText(group) },
    { title: 'Ratio', key: 'ratio', render: (_, group) => `1 staff to ${group.childrenPerStaff} ${group.childrenPerStaff === 1 ? 'child' : 'children'}` },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, group) => (
        <Flex gap={4} justify="end">
          <Button size="small" aria-label={`Edit ${group.label}`} onClick={() => setEditing(group)}>Edit</Button>
          <Popconfirm
            title={`Delete ${group.label}?`}
            description="Rooms of this age group keep their own ratio, if they have one."
            okText="Yes, delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={() => removeGroup(group)}
          >
            <Button size="small" danger aria-label={`Delete ${group.label}`} loading={removing.isLoading && removing.originalArgs?.id === group.id}>Delete</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <section aria-label="Age groups">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>Age groups</Typography.Title>
        <Button type="primary" onClick={() => setEditing(null)}>New age group</Button>
      </Flex>
      <FormError error={error} />
      {groups.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          dataSource={groups.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No age groups yet" /> }}
        />
      )}
      {editing !== undefined && <AgeGroupDialog group={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function ratioText(room: RoomDetailDto): string {
  if (!room.inRatio) return 'Not in ratio';
  return room.childrenPerStaff ? `1 staff to ${room.childrenPerStaff}` : 'No ratio set';
}

function Rooms({ daycareId }: { daycareId: number }) {
  const rooms = useRoomByDaycareQuery({ daycareId });
  const navigate = useNavigate();
  const columns: TableColumnsType<RoomDetailDto> = [
    { title: 'Room', key: 'label', render: (_, room) => <Link to={`/rooms/update/${room.id}`}>{room.label}</Link> },
    { title: 'Age group', key: 'ageGroup', render: (_, room) => room.ageGroupLabel ?? <Typography.Text type="secondary">None</Typography.Text> },
    { title: 'Ratio', key: 'ratio', render: (_, room) => ratioText(room) },
    { title: 'Enrolled', key: 'enrolled', render: (_, room) => (room.capacity ? `${room.enrolled} of ${room.capacity}` : room.enrolled) },
    { title: 'Now', key: 'now', render: (_, room) => <LiveRatio room={room} /> },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, room) => <Button size="small" aria-label={`Edit ${room.label}`} onClick={() => void navigate(`/rooms/update/${room.id}`)}>Edit</Button>,
    },
  ];
  return (
    <section aria-label="Rooms">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>Rooms</Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => void navigate('/room/supplies')}>Supply lists</Button>
          <Button type="primary" onClick={() => void navigate(`/rooms/create/${daycareId}`)}>New room</Button>
        </Flex>
      </Flex>
      {rooms.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          dataSource={rooms.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No rooms yet" /> }}
        />
      )}
    </section>
  );
}

/** The centre's age groups with their ratios, and its rooms with their live ratio and a way to edit each (/agegroups). */
export default function AgeGroupsPage() {
  const daycareId = useAppSelector(selectUser)?.daycare?.id;
  return (
    <RoutePage path="/agegroups">
      <Flex vertical gap={32}>
        <AgeGroups />
        {daycareId && <Rooms daycareId={daycareId} />}
      </Flex>
    </RoutePage>
  );
}
