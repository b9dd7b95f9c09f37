import { Drawer, Flex } from 'antd';
import { useT } from '../i18n';
import { AccountButtons, AUDIENCE_LINKS, HeaderLink } from './nav-links';

/** The phone's header menu for visitors: the header's links in a drawer. */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer title={t('header.menu')} placement="right" size={280} open={open} onClose={onClose}>
      <nav aria-label={t('header.mainNav')}>
        <Flex vertical gap={8}>
          {AUDIENCE_LINKS.map((link) => (
            <HeaderLink key={link.to} to={link.to} onNavigate={onClose}>{t(link.label)}</HeaderLink>
          ))}
          <AccountButtons onNavigate={onClose} block />
        </Flex>
      </nav>
    </Drawer>
  );
}
