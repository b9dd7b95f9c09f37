import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { mdiHumanMaleGirl } from '@mdi/js';
import { Mdi, PRODUCT_NAME } from '@daycare/ui';

/** The product's logo and name, linking home. */
export function Brand() {
  const { token } = theme.useToken();
  return (
    <Link to="/" aria-label={`${PRODUCT_NAME} home`} style={{ display: 'flex' }}>
      <Flex align="center" gap={8}>
        <Mdi path={mdiHumanMaleGirl} size={1.25} color={token.colorPrimary} />
        <Typography.Text strong style={{ fontSize: 20, color: token.colorText }}>{PRODUCT_NAME}</Typography.Text>
      </Flex>
    </Link>
  );
}
