import { lazy } from 'react';
import { GUARDIAN_PARTS, GUARDIAN_PHONES_ROUTE, guardianUpdateRoute, remoteRoutes } from '@daycare/shared-features';
import { RemoteFrame } from './features/frame/remote-frame';

// One page holds the forms of every part of a contact.
const ContactUpdatePage = lazy(() => import('./features/contacts/contact-update-page'));
const CONTACT_UPDATE_PARTS = ['name', 'address', 'phone'];
// One page holds the forms of every part of the guardian's own record.
const GuardianProfileUpdatePage = lazy(() => import('./features/profile/guardian-update-page'));
// One page holds the forms of every part of a child's record the family edits, one the parts the centre sets.
const ChildUpdatePage = lazy(() => import('./features/children/child-update-page'));
const ChildByCentrePage = lazy(() => import('./features/children/child-by-centre-page'));
const CHILD_UPDATE_PARTS = ['name', 'personal', 'address', 'school', 'medical'];

/** Pages built so far; every other guardian route shows its titled coming-soon page. */
const pages = {
  '/home': lazy(() => import('./features/home/family-home-page')),
  '/my/centers': lazy(() => import('./features/centres/my-centres-page')),
  '/onmyway': lazy(() => import('./features/on-my-way/on-my-way-page')),
  '/onmyway/send': lazy(() => import('./features/on-my-way/send-on-my-way-page')),
  '/room/supplies': lazy(() => import('./features/supplies/supply-list-page')),
  '/absence/:create?': lazy(() => import('./features/absences/absences-page')),
  '/attendance/schedule/:childId': lazy(() => import('./features/schedules/child-schedule-page')),
  '/attendance/schedule/request': lazy(() => import('./features/schedules/schedule-request-page')),
  '/attendance/reported/:childId/:attendanceId?': lazy(() => import('./features/reported/reported-attendance-page')),
  '/contacts': lazy(() => import('./features/contacts/contacts-page')),
  '/contacts/add': lazy(() => import('./features/contacts/contact-add-page')),
  '/contacts/view/:contactId': lazy(() => import('./features/contacts/contact-page')),
  '/contacts/registration/view/:contactId': lazy(() => import('./features/contacts/contact-registration-page')),
  ...Object.fromEntries(CONTACT_UPDATE_PARTS.map((part) => [`/contacts/update/${part}/:contactId`, ContactUpdatePage])),
  '/notes/:noteId': lazy(() => import('./features/notes/note-page')),
  '/daily-report/child/:childId/:reportId?': lazy(() => import('./features/daily-report/child-day')),
  '/reports/health': lazy(() => import('./features/health/health-page')),
  '/illness-report': lazy(() => import('./features/illness/illness-list')),
  '/illness-report/create/:childId?': lazy(() => import('./features/illness/illness-create')),
  '/illness-report/update/:reportId?': lazy(() => import('./features/illness/illness-update')),
  '/medications/list/:childId?/:tab?': lazy(() => import('./features/medications/medication-list')),
  '/medications/history': lazy(() => import('./features/medications/medication-history')),
  '/medications/view/:id': lazy(() => import('./features/medications/medication-view')),
  '/medications/create/:childId?': lazy(() => import('./features/medications/medication-create')),
  '/medications/update/:id': lazy(() => import('./features/medications/medication-update')),
  '/daily-report/family/:familyId': lazy(() => import('./features/daily-reports/family-feed-page')),
  '/family/archive/:familyId': lazy(() => import('./features/family-archive/family-archive-page')),
  '/guardians/view/registration/:guardianId': lazy(() => import('./features/profile/guardian-profile-page')),
  ...Object.fromEntries([...GUARDIAN_PARTS.map(guardianUpdateRoute), GUARDIAN_PHONES_ROUTE].map((route) => [route, GuardianProfileUpdatePage])),
  '/child/:childId/:tab?': lazy(() => import('./features/children/child-page')),
  '/child/view/registration/:childId': lazy(() => import('./features/children/child-registration-page')),
  ...Object.fromEntries(CHILD_UPDATE_PARTS.map((part) => [`/child/update/${part}/:childId`, ChildUpdatePage])),
  '/child/update/registration/:childId': ChildByCentrePage,
  '/child/update/attendance-schedule/:childId': ChildByCentrePage,
  '/incidents/view/:id': lazy(() => import('./features/incidents/incident-view')),
  '/incidents/outstanding': lazy(() => import('./features/incidents/incidents-outstanding')),
};

export default remoteRoutes('guardian', RemoteFrame, pages);
