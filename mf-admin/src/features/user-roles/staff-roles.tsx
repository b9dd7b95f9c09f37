import { Empty, Flex, Skeleton, Table, type TableColumnsType } from 'antd';
import {
  useUserRoleCreateMutation, useUserRoleListGroupedQuery, useUserRoleListQuery, useUserRoleRemoveMutation,
  type RoleEntryDto, type StaffRolesDto,
} from '@daycare/api-client';
import type { RoleCode } from '@daycare/shared';
import { AddAdminForm } from './add-admin-form';
import { t as translate, useT } from '../../i18n';
import { PersonCell } from './person-cell';
import { RoleEditor } from './role-editor';
import { UserActions } from './user-actions';

function useStaffRoleChanges() {
  const [create, creating] = useUserRoleCreateMutation();
  const [remove, removing] = useUserRoleRemoveMutation();
  return {
    busy: creating.isLoading || removing.isLoading,
    add: (person: StaffRolesDto, code: RoleCode) => create({ createUserRoleDto: { userId: person.userId, code } }),
    remove: (person: StaffRolesDto, code: RoleCode) => {
      const role = person.roles.find((held) => held.code === code);
      if (role) void remove({ id: role.id });
    },
  };
}

function columns(catalogue: RoleEntryDto[], changes: ReturnType<typeof useStaffRoleChanges>): TableColumnsType<StaffRolesDto> {
  return [
    { title: translate('common.name'), key: 'name', render: (_, person) => <PersonCell {...person} /> },
    {
      title: translate('userRoles.roles'),
      key: 'roles',
      render: (_, person) => (
        <RoleEditor
          who={`${person.firstName} ${person.lastName}`}
          held={person.roles.map((role) => role.code)}
          catalogue={catalogue}
          busy={changes.busy}
          onAdd={(code) => void changes.add(person, code)}
          onRemove={(code) => changes.remove(person, code)}
        />
      ),
    },
    { title: translate('userRoles.access'), key: 'access', render: (_, person) => <UserActions person={person} /> },
  ];
}

/** Staff, tablets and admins of the current daycare with their roles; admins are added here by e-mail. */
export function StaffRoles() {
  const t = useT();
  const staff = useUserRoleListGroupedQuery();
  const catalogue = useUserRoleListQuery();
  const changes = useStaffRoleChanges();
  return (
    <Flex vertical gap={16}>
      <AddAdminForm />
      {staff.isLoading || catalogue.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Table
          rowKey="userId"
          dataSource={staff.data ?? []}
          columns={columns(catalogue.data ?? [], changes)}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('userRoles.noStaff')} /> }}
        />
      )}
    </Flex>
  );
}
