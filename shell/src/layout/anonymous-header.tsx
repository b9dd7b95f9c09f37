import { useState } from 'react';
import { Button, Drawer, Flex, Grid, Layout, theme } from 'antd';
import { mdiAccountPlus, mdiLogin, mdiMenu } from '@mdi/js';
import { Mdi } from '@daycare/ui';
import { Brand } from './brand';
import { AUDIENCE_LINKS, ButtonLink, HeaderLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';

function AccountButtons({ onNavigate, block }: { onNavigate?: () => void; block?: boolean }) {
  return (
    <>
      <ButtonLink to="/login" block={block} icon={<Mdi path={mdiLogin} size={0.8} />} onNavigate={onNavigate}>Login</ButtonLink>
      <ButtonLink to="/register" block={block} type="primary" icon={<Mdi path={mdiAccountPlus} size={0.8} />} onNavigate={onNavigate}>
        Register Now
      </ButtonLink>
    </>
  );
}

/** The phone's header menu: the same links in a drawer. */
function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="text" shape="circle" aria-label="Open menu" aria-expanded={open} icon={<Mdi path={mdiMenu} />} onClick={() => setOpen(true)} />
      <Drawer title="Menu" placement="right" size={280} open={open} onClose={close}>
        <nav aria-label="Main">
          <Flex vertical gap={8}>
            {AUDIENCE_LINKS.map((link) => (
              <HeaderLink key={link.to} to={link.to} onNavigate={close}>{link.label}</HeaderLink>
            ))}
            <AccountButtons onNavigate={close} block />
          </Flex>
        </nav>
      </Drawer>
    </>
  );
}

/** The header of visitors who have not signed in: Parents, Directors, Contact, Login, Register Now. */
export function AnonymousHeader() {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  return (
    <Layout.Header style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%', maxWidth: 1200, margin: '0 auto' }}>
        <Brand />
        {screens.md ? (
          <Flex align="center" gap={8}>
            <nav aria-label="Main">
              <Flex gap={4}>
                {AUDIENCE_LINKS.map((link) => (
                  <HeaderLink key={link.to} to={link.to}>{link.label}</HeaderLink>
                ))}
              </Flex>
            </nav>
            <AccountButtons />
            <ThemeToggle />
          </Flex>
        ) : (
          <Flex align="center" gap={4}>
            <ThemeToggle />
            <MenuDrawer />
          </Flex>
        )}
      </Flex>
    </Layout.Header>
  );
}
