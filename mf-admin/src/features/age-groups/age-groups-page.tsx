import { useState } from 'react';
import { Button, Empty, Flex, Popconfirm, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  useAgeGroupAgeGroupsQuery, useAgeGroupRemoveAgeGroupMutation, useRoomByDaycareQuery, type AgeGroupDto, type RoomDetailDto,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { t as translate, useT } from '../../i18n';
import { FormError } from '../rooms/page-helpers';
import { agesText } from '../rooms/room-form';
import { LiveRatio } from '../rooms/room-update-page';
import { AgeGroupDialog } from './age-group-dialog';

handleErrorsInPage('ageGroupRemoveAgeGroup');

function AgeGroups() {
  const t = useT();
  const groups = useAgeGroupAgeGroupsQuery();
  const [remove, removing] = useAgeGroupRemoveAgeGroupMutation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<AgeGroupDto | null | undefined>(undefined);
  const [error, setError] = useState<unknown>();
  const removeGroup = async (group: AgeGroupDto) => {
    setError(undefined);
    const result = await remove({ id: group.id });
    if (result.error) setError(result.error);
    else dispatch(showSnackbar({ text: t('common.deleted', { name: group.label }), color: THEME_COLORS.light.success }));
  };
  const columns: TableColumnsType<AgeGroupDto> = [
    { title: t('ageGroups.ageGroup'), dataIndex: 'label' },
    { title: t('ageGroups.ages'), key: 'ages', render: (_, group) => agesText(group) },
    { title: t('ageGroups.ratio'), key: 'ratio', render: (_, group) => t('ageGroups.ratioText', { count: group.childrenPerStaff }) },
    { title: t('ageGroups.sleepCheck'), key: 'sleepCheck', render: (_, group) => t('ageGroups.sleepCheckEvery', { minutes: group.sleepCheckMinutes }) },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, group) => (
        <Flex gap={4} justify="end">
          <Button size="small" aria-label={t('common.editNamed', { name: group.label })} onClick={() => setEditing(group)}>{t('common.edit')}</Button>
          <Popconfirm
            title={t('common.deleteQuestion', { name: group.label })}
            description={t('ageGroups.deleteHelp')}
            okText={t('common.yesDelete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.keepIt')}
            onConfirm={() => removeGroup(group)}
          >
            <Button size="small" danger aria-label={t('common.deleteNamed', { name: group.label })} loading={removing.isLoading && removing.originalArgs?.id === group.id}>{t('common.delete')}</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <section aria-label={t('ageGroups.title')}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('ageGroups.title')}</Typography.Title>
        <Button type="primary" onClick={() => setEditing(null)}>{t('ageGroups.new')}</Button>
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
          locale={{ emptyText: <Empty description={t('ageGroups.empty')} /> }}
        />
      )}
      {editing !== undefined && <AgeGroupDialog group={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function ratioText(room: RoomDetailDto): string {
  if (!room.inRatio) return translate('rooms.notInRatio');
  return room.childrenPerStaff ? translate('rooms.ratioShort', { ratio: room.childrenPerStaff }) : translate('rooms.noRatio');
}

function Rooms({ daycareId }: { daycareId: number }) {
  const t = useT();
  const rooms = useRoomByDaycareQuery({ daycareId });
  const navigate = useNavigate();
  const columns: TableColumnsType<RoomDetailDto> = [
    { title: t('common.room'), key: 'label', render: (_, room) => <Link to={`/rooms/update/${room.id}`}>{room.label}</Link> },
    { title: t('ageGroups.ageGroup'), key: 'ageGroup', render: (_, room) => room.ageGroupLabel ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text> },
    { title: t('ageGroups.ratio'), key: 'ratio', render: (_, room) => ratioText(room) },
    { title: t('rooms.enrolled'), key: 'enrolled', render: (_, room) => (room.capacity ? t('rooms.enrolledOf', { enrolled: room.enrolled, capacity: room.capacity }) : room.enrolled) },
    { title: t('rooms.now'), key: 'now', render: (_, room) => <LiveRatio room={room} /> },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, room) => <Button size="small" aria-label={t('common.editNamed', { name: room.label })} onClick={() => void navigate(`/rooms/update/${room.id}`)}>{t('common.edit')}</Button>,
    },
  ];
  return (
    <section aria-label={t('rooms.title')}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('rooms.title')}</Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => void navigate('/room/supplies')}>{t('rooms.supplyLists')}</Button>
          <Button type="primary" onClick={() => void navigate(`/rooms/create/${daycareId}`)}>{t('rooms.new')}</Button>
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
          locale={{ emptyText: <Empty description={t('rooms.empty')} /> }}
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
