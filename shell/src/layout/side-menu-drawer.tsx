import type { ReactNode } from 'react';
import { Drawer, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useT, type ShellKey } from '../i18n';
import { isGroup, type ShownEntry, type ShownLink } from './menu-entries';

type MenuItem = Required<MenuProps>['items'][number];
type Translate = (key: ShellKey) => string;

function linkItem(link: ShownLink, onNavigate: () => void, t: Translate): MenuItem {
  return { key: link.key, label: <Link to={link.to} onClick={onNavigate}>{t(link.title)}</Link> };
}

function menuItems(entries: readonly ShownEntry[], onNavigate: () => void, t: Translate): MenuItem[] {
  return entries.map((entry) =>
    isGroup(entry)
      ? { key: entry.key, label: t(entry.title), children: entry.children.map((child) => linkItem(child, onNavigate, t)) }
      : linkItem(entry, onNavigate, t),
  );
}

/** The entry for the page on screen, and the group holding it (opened at first). */
function currentKeys(entries: readonly ShownEntry[], pathname: string): { selected: string[]; open: string[] } {
  for (const entry of entries) {
    if (!isGroup(entry) && entry.to === pathname) return { selected: [entry.key], open: [] };
    const child = isGroup(entry) ? entry.children.find((link) => link.to === pathname) : undefined;
    if (child) return { selected: [child.key], open: [entry.key] };
  }
  return { selected: [], open: [] };
}

export interface SideMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  entries: readonly ShownEntry[];
  /** Above the menu, e.g. the registration progress. */
  header?: ReactNode;
  footer?: ReactNode;
}

/** A side menu in a drawer from the left: links grouped as the product's menus group them, the current page marked. */
export function SideMenuDrawer({ open, onClose, title, entries, header, footer }: SideMenuDrawerProps) {
  const t = useT();
  const { pathname } = useLocation();
  const keys = currentKeys(entries, pathname);
  return (
    <Drawer title={title} placement="left" size={300} open={open} onClose={onClose} footer={footer} styles={{ body: { padding: 0 } }}>
      {header}
      <nav aria-label={t('sideMenu.label')}>
        <Menu mode="inline" selectedKeys={keys.selected} defaultOpenKeys={keys.open} items={menuItems(entries, onClose, t)} style={{ borderInlineEnd: 0 }} />
      </nav>
    </Drawer>
  );
}
