import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiHumanMaleGirl } from '@mdi/js';
import { Mdi, PRODUCT_NAME } from '@daycare/ui';
import { useT } from '../i18n';

/** The product's logo and name, linking home. */
export function Brand() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Link to="/" aria-label={t('header.brandHome', { product: PRODUCT_NAME })} style={{ display: 'flex' }}>
      <Flex align="center" gap={8}>
        <Mdi path={mdiHumanMaleGirl} size={1.25} color={token.colorPrimary} />
        <Typography.Text strong style={{ fontSize: 20, color: token.colorText }}>{PRODUCT_NAME}</Typography.Text>
      </Flex>
    </Link>
  );
}
