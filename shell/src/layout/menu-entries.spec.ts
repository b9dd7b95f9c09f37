import type { RouteOwner } from '@daycare/routes';
import { ADMIN_MENU, TABLET_MENU } from './admin/admin-menu';
import { GUARDIAN_MENU } from './guardian/guardian-menu';
import { isGroup, manifestEntry, type MenuEntry } from './menu-entries';

function routesOf(menu: MenuEntry[]): string[] {
  return menu.flatMap((entry) => (isGroup(entry) ? entry.children.map((child) => child.route) : [entry.route]));
}

function strayRoutes(menu: MenuEntry[], apps: RouteOwner[]): string[] {
  return routesOf(menu).filter((route) => !manifestEntry(route).owners.some((owner) => apps.includes(owner)));
}

describe('the side menus', () => {
  it('link only to manifest routes their users\' apps render', () => {
    expect(strayRoutes(GUARDIAN_MENU, ['guardian', 'shell'])).toEqual([]);
    expect(strayRoutes(ADMIN_MENU, ['admin', 'super'])).toEqual([]);
    expect(strayRoutes(TABLET_MENU, ['tablet'])).toEqual([]);
  });

  it('refuse a route the manifest does not have', () => {
    expect(() => manifestEntry('/nowhere')).toThrow('/nowhere is not a route of the manifest');
  });
});
