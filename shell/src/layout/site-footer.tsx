import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@daycare/ui';
import { useT, type ShellKey } from '../i18n';

const FOOTER_LINKS: { label: ShellKey; to: string }[] = [
  { label: 'footer.support', to: '/support' },
  { label: 'footer.privacyPolicy', to: '/privacy-policy' },
  { label: 'footer.storagePolicy', to: '/policies/storage' },
];

export function SiteFooter() {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <footer style={{ padding: '24px 48px' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Typography.Text type="secondary">© {new Date().getFullYear()} {PRODUCT_NAME}</Typography.Text>
        <nav aria-label={t('footer.nav')}>
          <Flex gap={20} wrap>
            {FOOTER_LINKS.map((link) => (
              // In the text colour and underlined: the link colour on the page background is too faint to read.
              <Link key={link.to} to={link.to} style={{ color: token.colorText, textDecoration: 'underline' }}>{t(link.label)}</Link>
            ))}
          </Flex>
        </nav>
      </Flex>
    </footer>
  );
}
