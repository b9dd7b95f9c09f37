import { generatePath } from 'react-router';
import { ROUTES, mayOpen, passesRoleCheck as viewerPassesRoleCheck, type RouteEntry } from '@daycare/routes';
import type { FeatureControl, FeatureFlag, RoleCode, RoleEntry } from '@daycare/shared';
import type { LoggedInUser } from '@daycare/store';
import type { ShellKey } from '../i18n';

/** A side-menu label: a key of the shell's catalogue, translated where the menu is drawn. */
export type MenuTitle = Extract<ShellKey, `menu.${string}`>;

/** What decides which side-menu entries a user sees. */
export interface MenuContext {
  user: LoggedInUser;
  roles: readonly RoleEntry[];
  featureControl: FeatureControl;
}

/** One link of a side menu, to a route of the manifest. */
export interface MenuLink {
  title: MenuTitle;
  /** A route pattern exactly as the manifest writes it, e.g. '/invoices/family/:familyId'. */
  route: string;
  /** Values of the route's parameters; a link whose required parameter has no value is hidden. */
  params?: (context: MenuContext) => Record<string, string | number | null | undefined>;
  /** The role check (hasRole: the role, or a manager's), on top of what the route itself requires. */
  role?: RoleCode;
  /** A feature switch, on top of the route's own. */
  feature?: FeatureFlag;
  /** Any other condition, e.g. the daycare-specific entries of the guardian menu. */
  when?: (context: MenuContext) => boolean;
}

/** A titled group of links, e.g. Billing (Invoices, Taxes). */
export interface MenuGroup {
  title: MenuTitle;
  children: MenuLink[];
  role?: RoleCode;
  feature?: FeatureFlag;
  when?: (context: MenuContext) => boolean;
}

export type MenuEntry = MenuLink | MenuGroup;

/** A link the user may follow, with its URL filled in; its title (and its group's) still a key. */
export interface ShownLink {
  key: string;
  title: MenuTitle;
  to: string;
  /** The group holding the link ("Billing" for "Invoices"). */
  group?: MenuTitle;
}

export interface ShownGroup {
  key: string;
  title: MenuTitle;
  children: ShownLink[];
}

export type ShownEntry = ShownLink | ShownGroup;

export function isGroup<T extends ShownEntry | MenuEntry>(entry: T): entry is Extract<T, { children: unknown }> {
  return 'children' in entry;
}

export function manifestEntry(route: string): RouteEntry {
  const entry = ROUTES.find((candidate) => candidate.path === route);
  if (!entry) throw new Error(`${route} is not a route of the manifest`);
  return entry;
}

function passesRoleCheck({ user, roles }: MenuContext, role: RoleCode): boolean {
  return viewerPassesRoleCheck({ type: user.type, roles }, role);
}

/** The route's own requirements, as the route guard checks them. */
export function routeAllows(entry: RouteEntry, { user, roles, featureControl }: MenuContext): boolean {
  return mayOpen(entry, { type: user.type, roles, featureControl, hasCentre: Boolean(user.daycare) });
}

type Conditions = Pick<MenuGroup, 'role' | 'feature' | 'when'>;

function conditionsHold({ role, feature, when }: Conditions, context: MenuContext): boolean {
  if (role && !passesRoleCheck(context, role)) return false;
  if (feature && context.featureControl[feature] === false) return false;
  return !when || when(context);
}

function requiredParams(route: string): string[] {
  return route.split('/').filter((part) => part.startsWith(':') && !part.endsWith('?')).map((part) => part.slice(1));
}

/** The link's URL, or null when a required parameter has no value. */
function urlOf(link: MenuLink, context: MenuContext): string | null {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(link.params?.(context) ?? {})) {
    if (value !== null && value !== undefined) params[name] = String(value);
  }
  if (requiredParams(link.route).some((name) => !(name in params))) return null;
  return generatePath(link.route, params);
}

function shownLink(link: MenuLink, key: string, context: MenuContext, group?: MenuTitle): ShownLink | null {
  if (!conditionsHold(link, context) || !routeAllows(manifestEntry(link.route), context)) return null;
  const to = urlOf(link, context);
  if (to === null) return null;
  return group ? { key, title: link.title, to, group } : { key, title: link.title, to };
}

const keyOf = (...titles: string[]) => titles.join(' / ');

/** The entries the user may see: role checks, feature switches, the routes' own rules; empty groups drop out. */
export function shownEntries(entries: readonly MenuEntry[], context: MenuContext): ShownEntry[] {
  return entries.flatMap((entry): ShownEntry[] => {
    if (!isGroup(entry)) {
      const link = shownLink(entry, keyOf(entry.title), context);
      return link ? [link] : [];
    }
    if (!conditionsHold(entry, context)) return [];
    const children = entry.children.flatMap((child) => shownLink(child, keyOf(entry.title, child.title), context, entry.title) ?? []);
    return children.length ? [{ key: keyOf(entry.title), title: entry.title, children }] : [];
  });
}

/** Every link of the menu, each knowing its group ("Billing / Invoices"), for the search dialog. */
export function flatLinks(entries: readonly ShownEntry[]): ShownLink[] {
  return entries.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]));
}
