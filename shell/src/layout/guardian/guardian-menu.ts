import { JOIN_CENTRE_PATH, registrationStepPath } from '@daycare/shared';
import type { MenuContext, MenuEntry } from '../menu-entries';

/**
 * Daycares with guardian menu entries of their own: Direct Deposit and Family
 * Guidebook show only at the first, Notifications at both. Why these ids: docs/decisions.md.
 */
export const DAYCARE_SPECIFIC_MENU = {
  bankingDaycareId: 1,
  notificationsDaycareIds: [1, 2],
} as const;

const daycareId = ({ user }: MenuContext) => user.daycare?.id;
const atBankingDaycare = (context: MenuContext) => daycareId(context) === DAYCARE_SPECIFIC_MENU.bankingDaycareId;
const atNotificationsDaycare = (context: MenuContext) =>
  (DAYCARE_SPECIFIC_MENU.notificationsDaycareIds as readonly number[]).includes(daycareId(context) ?? 0);

const family = ({ user }: MenuContext) => ({ familyId: user.familyId });
const joinsACentreNext = ({ user }: MenuContext) =>
  registrationStepPath({ profileComplete: user.profileComplete, hasCentre: Boolean(user.daycare) }) === JOIN_CENTRE_PATH;
const self = ({ user }: MenuContext) => ({ id: user.id, staffId: user.id });

/** The guardian side menu, in its order; each entry opens a manifest route. */
export const GUARDIAN_MENU: MenuEntry[] = [
  { title: 'Messages', route: '/messages' },
  { title: 'Notifications', route: '/notifications/update/:firstTime?', when: atNotificationsDaycare },
  // The spec's "Attendance": named for the page it opens, telling the centre you are on your way.
  { title: 'On My Way', route: '/onmyway' },
  // Registration opens the step the family is at: joining a centre once the contact form is saved without one.
  { title: 'Registration', route: '/register/continue/:daycareId?', feature: 'registration', when: (context) => !joinsACentreNext(context) },
  { title: 'Registration', route: '/register/account/:daycareId?', feature: 'registration', when: joinsACentreNext },
  {
    title: 'Children',
    children: [
      { title: 'Hours', route: '/attendance/schedule/request' },
      { title: 'Medications', route: '/medications/list/:childId?/:tab?' },
      { title: 'Absences', route: '/absence/:create?' },
      { title: 'Transportation', route: '/transportation' },
      { title: 'Consents', route: '/register/consents/:childId?' },
    ],
  },
  {
    title: 'Billing',
    children: [
      { title: 'Invoices', route: '/invoices/family/:familyId', params: family },
      { title: 'Taxes', route: '/invoices/tax' },
    ],
  },
  { title: 'Incidents', route: '/incidents/outstanding' },
  { title: 'Illnesses', route: '/illness-report' },
  { title: 'Permissions', route: '/permissions' },
  {
    // A guardian who also works at the daycare (guardians can hold roles there).
    title: 'Staff',
    children: [
      { title: 'Hours', route: '/attendance/search/staff/:id/:startDate?/:endDate?', params: self, role: 'ATTENDANCE_STAFF' },
      { title: 'Consents', route: '/staff/consents/:staffId?', params: self, role: 'CONSENTS_STAFF' },
    ],
  },
  {
    title: 'Other',
    children: [
      { title: 'Daily Reports', route: '/daily-report/family/:familyId', params: family },
      { title: 'Weekly Menu', route: '/menu/latest' },
      { title: 'Supply List', route: '/room/supplies' },
      { title: 'Direct Deposit', route: '/bank/forms', when: atBankingDaycare },
      { title: 'Family Guidebook', route: '/handbook', when: atBankingDaycare },
      { title: 'Survey', route: '/survey/family/:familyId', params: family },
      { title: 'Allergy List', route: '/reports/health' },
      { title: 'Waiting Lists', route: '/waitinglist/dashboard' },
      { title: 'Daycares', route: '/my/centers' },
      { title: 'Firebase Notifications', route: '/notifications/firebase' },
      { title: 'Emergency Numbers', route: '/daycare/emergency-numbers' },
      { title: 'Resources', route: '/resources/:resourceId?' },
    ],
  },
  { title: 'Mobile App', route: '/apps/download' },
];
