import { Tabs } from 'antd';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { GuardianRoles } from './guardian-roles';
import { StaffRoles } from './staff-roles';

/** Who may do what at the daycare: roles of staff, admins and guardians (/admin/user-roles). */
export default function UserRolesPage() {
  const t = useT();
  return (
    <RoutePage path="/admin/user-roles">
      <Tabs
        items={[
          { key: 'staff', label: t('userRoles.staffTab'), children: <StaffRoles /> },
          { key: 'guardians', label: t('userRoles.guardiansTab'), children: <GuardianRoles /> },
        ]}
      />
    </RoutePage>
  );
}
