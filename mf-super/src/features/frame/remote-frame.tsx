import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { mdiServerNetwork } from '@mdi/js';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';

/** Every operations page: the full width the shell gives it. */
export function RemoteFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const t = useT();
  return (
    <div data-testid="remote-super" style={{ padding: token.paddingLG }}>
      <Flex align="center" gap={6} style={{ marginBottom: token.marginSM }}>
        <Mdi path={mdiServerNetwork} size={0.8} color={token.colorPrimary} />
        <Typography.Text type="secondary">{t('frame.appName')}</Typography.Text>
      </Flex>
      {children}
    </div>
  );
}
