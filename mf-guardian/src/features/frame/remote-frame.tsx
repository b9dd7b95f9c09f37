import type { ReactNode } from 'react';
import { ConfigProvider, Flex, Typography, theme } from 'antd';
import { mdiHomeHeart } from '@mdi/js';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';

/** Every guardian page: a phone-width column with thumb-sized controls. */
export function RemoteFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const t = useT();
  return (
    <ConfigProvider theme={{ token: { controlHeight: 44 } }}>
      <div data-testid="remote-guardian" style={{ maxWidth: 720, margin: '0 auto', padding: token.paddingMD }}>
        <Flex align="center" gap={6} style={{ marginBottom: token.marginSM }}>
          <Mdi path={mdiHomeHeart} size={0.8} color={token.colorPrimary} />
          <Typography.Text type="secondary">{t('frame.appName')}</Typography.Text>
        </Flex>
        {children}
      </div>
    </ConfigProvider>
  );
}
