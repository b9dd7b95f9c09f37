import { Flex, Tag, Typography } from 'antd';
import { UserType } from '@daycare/shared';

const TYPE_LABELS: Partial<Record<UserType, string>> = {
  [UserType.Staff]: 'Staff',
  [UserType.Admin]: 'Admin',
  [UserType.Tablet]: 'Tablet',
};

/** Name, e-mail address and, for staff accounts, the kind of account. */
export function PersonCell({ firstName, lastName, email, type }: { firstName: string; lastName: string; email: string; type?: UserType }) {
  const typeLabel = type === undefined ? undefined : TYPE_LABELS[type];
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
