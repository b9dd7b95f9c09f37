// Reads a side menu drawer the way a person scans it, for the unit tests.
import { fireEvent, screen, within } from '@testing-library/react';

/** Opens the side menu from the header and waits for its code to arrive. */
export async function openSideMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Side menu' });
}

/** Every link of the open side menu, groups expanded, as "Group / Entry" or "Entry". */
export function sideMenuLinks(menu: HTMLElement): string[] {
  const groups = menu.querySelectorAll<HTMLElement>('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  groups.forEach((title) => fireEvent.click(title));
  return within(menu).getAllByRole('link').map((link) => {
    const group = link.closest('.ant-menu-submenu')?.querySelector('.ant-menu-submenu-title')?.textContent;
    return group ? `${group} / ${link.textContent}` : (link.textContent ?? '');
  });
}

/** The URL a side-menu entry opens. */
export function sideMenuHref(menu: HTMLElement, name: string): string | null {
  return within(menu).getByRole('link', { name }).getAttribute('href');
}
