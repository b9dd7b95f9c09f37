import { UserType } from '@daycare/shared';
import type { MenuContext, MenuEntry } from '../menu-entries';

const isSuper = ({ user }: MenuContext) => user.type === UserType.Super;

/**
 * The admin side menu, each entry gated by the role it needs. Entries also follow their
 * route's own user types, roles and feature switch (the manifest), so a link never leads to a
 * page the user would be refused.
 */
export const ADMIN_MENU: MenuEntry[] = [
  { title: 'Messages', route: '/messages' },
  { title: 'Calendar', route: '/admin/calendar' },
  { title: 'Children', route: '/children' },
  { title: 'Staff', route: '/staff/manage' },
  {
    title: 'Billing',
    role: 'INVOICING',
    feature: 'invoices',
    children: [
      { title: 'Invoices', route: '/invoices/list' },
      { title: 'Subsidy', route: '/subsidy' },
      { title: 'Claims', route: '/claims' },
      { title: 'Payments', route: '/payment/list' },
      { title: 'Reports', route: '/billing/reports' },
      { title: 'Tax Receipts', route: '/invoices/tax' },
    ],
  },
  {
    title: 'Email',
    role: 'EMAILS',
    children: [
      { title: 'Send', route: '/email/create/:inviteType?' },
      { title: 'Other', route: '/email/other/:tab?' },
    ],
  },
  {
    title: 'Other',
    children: [
      { title: 'Lists', route: '/admin/lists', role: 'CUSTOM_LISTS' },
      { title: 'Templates', route: '/admin/templates/list/:templateType?', role: 'DOCUMENTS_STAFF' },
      { title: 'Daily Check List', route: '/admin/dailyChecklist', role: 'ROOM_DAILY_CHECKLIST' },
      { title: 'Daily Reports', route: '/admin/daily-report/:reportId?', role: 'CHILD_DAILY_REPORT' },
      { title: 'Survey', route: '/survey/admin', role: 'SURVEYS' },
      { title: 'Weekly Menu', route: '/menu/admin', role: 'FOOD_MENU' },
      { title: 'Shopping List', route: '/shopping/list' },
      { title: 'Allergy List', route: '/reports/health' },
      { title: 'Emergency Numbers', route: '/daycare/emergency-numbers' },
      { title: 'Resources', route: '/resources/:resourceId?' },
      { title: 'On My Way', route: '/omw/list' },
    ],
  },
  {
    title: 'Settings',
    children: [
      { title: 'Daycare', route: '/daycare/setup/:tab?', role: 'DAYCARE_SETTING' },
      { title: 'Tablet Access', route: '/admin/tablet/access', role: 'TABLETS' },
      { title: 'Rooms and Age Groups', route: '/agegroups' },
      { title: 'Tags', route: '/admin/tags' },
      { title: 'Notifications', route: '/notifications/update/:firstTime?' },
      // The spec's "Policies": named for the page it opens, the family handbook that holds them.
      { title: 'Family Handbook', route: '/handbook' },
      // Admins only (the routes' user types); the gateway checks these roles too.
      { title: 'User Roles', route: '/admin/user-roles', role: 'USER_ROLES' },
      { title: 'Account Requests', route: '/create-account-requests' },
      { title: 'Audit', route: '/audit', role: 'DIRECTOR' },
    ],
  },
  {
    title: 'Super',
    when: isSuper,
    children: [
      { title: 'Memberships', route: '/admin/membership' },
      { title: 'Admins', route: '/super/admins' },
      { title: 'Features', route: '/super/featurecontrol' },
      { title: 'Pending Access', route: '/super/pendingaccess' },
      { title: 'Notification Manager', route: '/super/notification-manager' },
      { title: 'Errors', route: '/errors' },
      { title: 'Validation Errors', route: '/errors/validation' },
      { title: 'Diagnostics', route: '/diagnostics' },
      { title: 'Process', route: '/logs/process' },
      { title: 'Notifications', route: '/notifications/lists' },
    ],
  },
];

/** A room tablet's pages (its header is the admin one). */
export const TABLET_MENU: MenuEntry[] = [
  {
    title: 'Room',
    children: [
      { title: 'Children', route: '/tablet/search/child' },
      { title: 'Staff', route: '/tablet/search/staff' },
      { title: 'Weekly Attendance', route: '/tablet/weeklyAttendance' },
      { title: 'Daily Checklist', route: '/tablet/dailyChecklist' },
    ],
  },
];

export function staffMenuFor(type: UserType): MenuEntry[] {
  return type === UserType.Tablet ? TABLET_MENU : ADMIN_MENU;
}
