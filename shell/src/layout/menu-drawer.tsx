import { Drawer, Flex } from 'antd';
import { AccountButtons, AUDIENCE_LINKS, HeaderLink } from './nav-links';

/** The phone's header menu for visitors: the header's links in a drawer. */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="Menu" placement="right" size={280} open={open} onClose={onClose}>
      <nav aria-label="Main">
        <Flex vertical gap={8}>
          {AUDIENCE_LINKS.map((link) => (
            <HeaderLink key={link.to} to={link.to} onNavigate={onClose}>{link.label}</HeaderLink>
          ))}
          <AccountButtons onNavigate={onClose} block />
        </Flex>
      </nav>
    </Drawer>
  );
}
