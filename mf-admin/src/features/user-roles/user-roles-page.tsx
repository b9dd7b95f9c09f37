import { Tabs } from 'antd';
import { RoutePage } from '@daycare/shared-features';
import { GuardianRoles } from './guardian-roles';
import { StaffRoles } from './staff-roles';

/** Who may do what at the daycare: roles of staff, admins and guardians (/admin/user-roles). */
export default function UserRolesPage() {
  return (
    <RoutePage path="/admin/user-roles">
      <Tabs
        items={[
          { key: 'staff', label: 'Staff and admins', children: <StaffRoles /> },
          { key: 'guardians', label: 'Guardians', children: <GuardianRoles /> },
        ]}
      />
    </RoutePage>
  );
}
