import { Flex, Typography } from 'antd';
import type { SessionUser } from '@daycare/store';
import { Brand } from './brand';
import { HeaderBar } from './frame';
import { FluidToggle } from './fluid-toggle';
import { ThemeToggle } from './theme-toggle';

/** The header of a signed-in user; its menus arrive with sign-in. */
export function UserHeader({ user }: { user: SessionUser }) {
  return (
    <HeaderBar>
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <Brand />
        <Flex align="center" gap={4}>
          <Typography.Text>{user.firstName} {user.lastName}</Typography.Text>
          <FluidToggle />
          <ThemeToggle />
        </Flex>
      </Flex>
    </HeaderBar>
  );
}
