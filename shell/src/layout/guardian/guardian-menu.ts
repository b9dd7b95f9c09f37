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
  { title: 'menu.messages', route: '/messages' },
  { title: 'menu.notifications', route: '/notifications/update/:firstTime?', when: atNotificationsDaycare },
  // The spec's "Attendance": named for the page it opens, telling the centre you are on your way.
  { title: 'menu.onMyWay', route: '/onmyway' },
  // Registration opens the step the family is at: joining a centre once the contact form is saved without one.
  { title: 'menu.registration', route: '/register/continue/:daycareId?', feature: 'registration', when: (context) => !joinsACentreNext(context) },
  { title: 'menu.registration', route: '/register/account/:daycareId?', feature: 'registration', when: joinsACentreNext },
  {
    title: 'menu.children',
    children: [
      { title: 'menu.childHours', route: '/attendance/schedule/request' },
      { title: 'menu.medications', route: '/medications/list/:childId?/:tab?' },
      { title: 'menu.absences', route: '/absence/:create?' },
      { title: 'menu.transportation', route: '/transportation' },
      { title: 'menu.consents', route: '/register/consents/:childId?' },
    ],
  },
  {
    title: 'menu.billing',
    children: [
      { title: 'menu.invoices', route: '/invoices/family/:familyId', params: family },
      { title: 'menu.taxes', route: '/invoices/tax' },
    ],
  },
  { title: 'menu.incidents', route: '/incidents/outstanding' },
  { title: 'menu.illnesses', route: '/illness-report' },
  { title: 'menu.permissions', route: '/permissions' },
  {
    // A guardian who also works at the daycare (guardians can hold roles there).
    title: 'menu.staff',
    children: [
      { title: 'menu.staffHours', route: '/attendance/search/staff/:id/:startDate?/:endDate?', params: self, role: 'ATTENDANCE_STAFF' },
      { title: 'menu.consents', route: '/staff/consents/:staffId?', params: self, role: 'CONSENTS_STAFF' },
    ],
  },
  {
    title: 'menu.other',
    children: [
      { title: 'menu.dailyReports', route: '/daily-report/family/:familyId', params: family },
      { title: 'menu.weeklyMenu', route: '/menu/latest' },
      { title: 'menu.supplyList', route: '/room/supplies' },
      { title: 'menu.directDeposit', route: '/bank/forms', when: atBankingDaycare },
      { title: 'menu.familyGuidebook', route: '/handbook', when: atBankingDaycare },
      { title: 'menu.survey', route: '/survey/family/:familyId', params: family },
      { title: 'menu.allergyList', route: '/reports/health' },
      { title: 'menu.waitingLists', route: '/waitinglist/dashboard' },
      { title: 'menu.daycares', route: '/my/centers' },
      { title: 'menu.familyArchive', route: '/family/archive/:familyId', params: family },
      { title: 'menu.firebaseNotifications', route: '/notifications/firebase' },
      { title: 'menu.emergencyNumbers', route: '/daycare/emergency-numbers' },
      { title: 'menu.resources', route: '/resources/:resourceId?' },
    ],
  },
  { title: 'menu.mobileApp', route: '/apps/download' },
];
