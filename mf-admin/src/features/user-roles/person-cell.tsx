import { Flex, Tag, Typography } from 'antd';
import { UserType } from '@daycare/shared';
import { useT } from '../../i18n';

const TYPE_LABELS: Partial<Record<UserType, 'staff' | 'admin' | 'tablet'>> = {
  [UserType.Staff]: 'staff',
  [UserType.Admin]: 'admin',
  [UserType.Tablet]: 'tablet',
};

/** Name, e-mail address and, for staff accounts, the kind of account. */
export function PersonCell({ firstName, lastName, email, type }: { firstName: string; lastName: string; email: string; type?: UserType }) {
  const t = useT();
  const typeKey = type === undefined ? undefined : TYPE_LABELS[type];
  const typeLabel = typeKey && t(`userRoles.types.${typeKey}`);
  return (
    <Flex vertical>
      <Flex gap={6} align="center">
        <Typography.Text strong>{firstName} {lastName}</Typography.Text>
        {typeLabel && <Tag color={type === UserType.Admin ? 'blue' : undefined}>{typeLabel}</Tag>}
      </Flex>
      <Typography.Text type="secondary">{email}</Typography.Text>
    </Flex>
  );
}
