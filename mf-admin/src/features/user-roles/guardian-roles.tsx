import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import {
  useUserRoleListGuardianUserRolesQuery, useUserRoleListQuery, useUserRoleUpdateGuardianRolesMutation,
  type GuardianRolesDto, type RoleEntryDto,
} from '@daycare/api-client';
import type { RoleCode } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { t as translate, useT } from '../../i18n';
import { PersonCell } from './person-cell';
import { RoleEditor } from './role-editor';
import { UserActions } from './user-actions';

type SetRoles = (person: GuardianRolesDto, codes: RoleCode[]) => void;

function columns(catalogue: RoleEntryDto[], setRoles: SetRoles, busy: boolean): TableColumnsType<GuardianRolesDto> {
  return [
    { title: translate('common.name'), key: 'name', render: (_, person) => <PersonCell {...person} /> },
    {
      title: translate('userRoles.roles'),
      key: 'roles',
      render: (_, person) => {
        const held = person.roles.map((role) => role.code);
        return (
          <RoleEditor
            who={`${person.firstName} ${person.lastName}`}
            held={held}
            catalogue={catalogue}
            busy={busy}
            onAdd={(code) => setRoles(person, [...held, code])}
            onRemove={(code) => setRoles(person, held.filter((other) => other !== code))}
          />
        );
      },
    },
    { title: translate('userRoles.access'), key: 'access', render: (_, person) => <UserActions person={person} /> },
  ];
}

/** Guardians of the current daycare and the roles they hold there (guardians can get roles per daycare). */
export function GuardianRoles() {
  const t = useT();
  const daycareId = useAppSelector(selectUser)?.daycare?.id;
  const guardians = useUserRoleListGuardianUserRolesQuery({ daycareId: daycareId ?? 0 }, { skip: !daycareId });
  const catalogue = useUserRoleListQuery();
  const [update, { isLoading }] = useUserRoleUpdateGuardianRolesMutation();
  if (!daycareId) return <Empty description={t('userRoles.chooseDaycare')} />;
  if (guardians.isLoading || catalogue.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const setRoles: SetRoles = (person, codes) => void update({ updateGuardianRolesDto: { userId: person.userId, codes } });
  return (
    <Table
      rowKey="userId"
      dataSource={guardians.data ?? []}
      columns={columns(catalogue.data ?? [], setRoles, isLoading)}
      pagination={{ hideOnSinglePage: true, pageSize: 25 }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('userRoles.noGuardians')} /> }}
    />
  );
}
