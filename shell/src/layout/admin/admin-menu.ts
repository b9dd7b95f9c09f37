import { UserType } from '@daycare/shared';
import type { MenuContext, MenuEntry } from '../menu-entries';

const isSuper = ({ user }: MenuContext) => user.type === UserType.Super;

/**
 * The admin side menu, each entry gated by the role it needs. Entries also follow their
 * route's own user types, roles and feature switch (the manifest), so a link never leads to a
 * page the user would be refused.
 */
export const ADMIN_MENU: MenuEntry[] = [
  { title: 'menu.messages', route: '/messages' },
  { title: 'menu.calendar', route: '/admin/calendar' },
  { title: 'menu.children', route: '/children' },
  { title: 'menu.staff', route: '/staff/manage' },
  {
    title: 'menu.billing',
    role: 'INVOICING',
    feature: 'invoices',
    children: [
      { title: 'menu.invoices', route: '/invoices/list' },
      { title: 'menu.subsidy', route: '/subsidy' },
      { title: 'menu.claims', route: '/claims' },
      { title: 'menu.payments', route: '/payment/list' },
      { title: 'menu.reports', route: '/billing/reports' },
      { title: 'menu.taxReceipts', route: '/invoices/tax' },
    ],
  },
  {
    title: 'menu.email',
    role: 'EMAILS',
    children: [
      { title: 'menu.send', route: '/email/create/:inviteType?' },
      { title: 'menu.otherEmails', route: '/email/other/:tab?' },
    ],
  },
  {
    title: 'menu.other',
    children: [
      { title: 'menu.lists', route: '/admin/lists', role: 'CUSTOM_LISTS' },
      { title: 'menu.templates', route: '/admin/templates/list/:templateType?', role: 'DOCUMENTS_STAFF' },
      { title: 'menu.dailyCheckList', route: '/admin/dailyChecklist', role: 'ROOM_DAILY_CHECKLIST' },
      { title: 'menu.dailyReports', route: '/admin/daily-report/:reportId?', role: 'CHILD_DAILY_REPORT' },
      { title: 'menu.todayReports', route: '/daily-report/today', role: 'CHILD_DAILY_REPORT' },
      { title: 'menu.survey', route: '/survey/admin', role: 'SURVEYS' },
      { title: 'menu.weeklyMenu', route: '/menu/admin', role: 'FOOD_MENU' },
      { title: 'menu.shoppingList', route: '/shopping/list' },
      { title: 'menu.allergyList', route: '/reports/health' },
      { title: 'menu.incidents', route: '/incidents/outstanding', role: 'INCIDENTS' },
      { title: 'menu.illnesses', route: '/illness-report' },
      { title: 'menu.medications', route: '/medications/list/:childId?/:tab?', role: 'MEDICATIONS' },
      { title: 'menu.emergencyNumbers', route: '/daycare/emergency-numbers' },
      { title: 'menu.resources', route: '/resources/:resourceId?' },
      { title: 'menu.onMyWay', route: '/omw/list' },
    ],
  },
  {
    title: 'menu.settings',
    children: [
      { title: 'menu.daycare', route: '/daycare/setup/:tab?', role: 'DAYCARE_SETTING' },
      { title: 'menu.tabletAccess', route: '/admin/tablet/access', role: 'TABLETS' },
      { title: 'menu.roomsAndAgeGroups', route: '/agegroups' },
      { title: 'menu.tags', route: '/admin/tags' },
      { title: 'menu.notifications', route: '/notifications/update/:firstTime?' },
      // The spec's "Policies": named for the page it opens, the family handbook that holds them.
      { title: 'menu.familyHandbook', route: '/handbook' },
      // Admins only (the routes' user types); the gateway checks these roles too.
      { title: 'menu.userRoles', route: '/admin/user-roles', role: 'USER_ROLES' },
      { title: 'menu.accountRequests', route: '/create-account-requests' },
      { title: 'menu.audit', route: '/audit', role: 'DIRECTOR' },
    ],
  },
  {
    title: 'menu.super',
    when: isSuper,
    children: [
      { title: 'menu.memberships', route: '/admin/membership' },
      { title: 'menu.admins', route: '/super/admins' },
      { title: 'menu.features', route: '/super/featurecontrol' },
      { title: 'menu.pendingAccess', route: '/super/pendingaccess' },
      { title: 'menu.notificationManager', route: '/super/notification-manager' },
      { title: 'menu.errors', route: '/errors' },
      { title: 'menu.validationErrors', route: '/errors/validation' },
      { title: 'menu.diagnostics', route: '/diagnostics' },
      { title: 'menu.process', route: '/logs/process' },
      { title: 'menu.notificationLists', route: '/notifications/lists' },
    ],
  },
];

/** A room tablet's pages (its header is the admin one). */
export const TABLET_MENU: MenuEntry[] = [
  {
    title: 'menu.room',
    children: [
      { title: 'menu.children', route: '/tablet/search/child' },
      { title: 'menu.staff', route: '/tablet/search/staff' },
      { title: 'menu.weeklyAttendance', route: '/tablet/weeklyAttendance' },
      { title: 'menu.dailyChecklist', route: '/tablet/dailyChecklist' },
      { title: 'menu.dailyReports', route: '/daily-report/today' },
    ],
  },
];

export function staffMenuFor(type: UserType): MenuEntry[] {
  return type === UserType.Tablet ? TABLET_MENU : ADMIN_MENU;
}
