import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { mdiDeskLamp } from '@mdi/js';
import { Mdi } from '@daycare/ui';

export const APP_NAME = "Director's desk";

/** Every director and staff page: the full width the shell gives it. */
export function RemoteFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div data-testid="remote-admin" style={{ padding: token.paddingLG }}>
      <Flex align="center" gap={6} style={{ marginBottom: token.marginSM }}>
        <Mdi path={mdiDeskLamp} size={0.8} color={token.colorPrimary} />
        <Typography.Text type="secondary">{APP_NAME}</Typography.Text>
      </Flex>
      {children}
    </div>
  );
}
