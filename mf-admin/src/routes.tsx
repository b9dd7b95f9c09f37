import { lazy } from 'react';
import { remoteRoutes } from '@daycare/shared-features';
import { RemoteFrame } from './features/frame/remote-frame';

// One page holds the forms of every part of a child's record.
const ChildUpdatePage = lazy(() => import('./features/children/child-update-page'));
const CHILD_UPDATE_PARTS = ['name', 'personal', 'address', 'school', 'medical', 'registration'];
// Likewise every part of a guardian's record and a contact's.
const GuardianUpdatePage = lazy(() => import('./features/guardians/guardian-update-page'));
const GUARDIAN_UPDATE_PARTS = ['name', 'address', 'employment', 'general', 'account'];
const ContactUpdatePage = lazy(() => import('./features/contacts/contact-update-page'));
const CONTACT_UPDATE_PARTS = ['name', 'address', 'phone'];

/** Pages built so far; every other admin route shows its titled coming-soon page. */
const pages = {
  '/children': lazy(() => import('./features/children/children-page')),
  '/children/add': lazy(() => import('./features/children/child-add-page')),
  '/children/manage': lazy(() => import('./features/children/children-manage-page')),
  '/child/:childId/:tab?': lazy(() => import('./features/children/child-page')),
  '/child/view/registration/:childId': lazy(() => import('./features/children/child-registration-page')),
  ...Object.fromEntries(CHILD_UPDATE_PARTS.map((part) => [`/child/update/${part}/:childId`, ChildUpdatePage])),
  '/child/update/attendance-schedule/:childId': lazy(() => import('./features/children/child-schedule-page')),
  '/admin/centers': lazy(() => import('./features/centres/centres-page')),
  '/admin/user-roles': lazy(() => import('./features/user-roles/user-roles-page')),
  '/create-account-requests': lazy(() => import('./features/account-requests/account-requests-page')),
  '/audit': lazy(() => import('./features/audit/audit-page')),
  '/attendance/children': lazy(() => import('./features/attendance/children-attendance-page')),
  '/attendance/staff': lazy(() => import('./features/attendance/staff-attendance-page')),
  '/attendance/search/children/:id/:startDate?/:endDate?': lazy(() => import('./features/attendance/attendance-history-page')),
  '/attendance/search/staff/:id/:startDate?/:endDate?': lazy(() => import('./features/attendance/attendance-history-page')),
  '/attendance/update/:attendanceId': lazy(() => import('./features/attendance/attendance-update-page')),
  '/attendance/create/:userId/:userType/:selectedDate?': lazy(() => import('./features/attendance/attendance-create-page')),
  '/attendance/reports': lazy(() => import('./features/attendance/attendance-reports-page')),
  '/search': lazy(() => import('./features/search/people-search-page')),
  '/search/configure': lazy(() => import('./features/dashboard/search-settings-page')),
  '/attendance/schedule/:childId': lazy(() => import('./features/schedules/schedule-list-page')),
  '/attendance/schedule/create/:childId': lazy(() => import('./features/schedules/schedule-form-page')),
  '/attendance/schedule/update/:scheduleId': lazy(() => import('./features/schedules/schedule-form-page')),
  '/attendance/schedule/request': lazy(() => import('./features/schedules/schedule-request-page')),
  '/attendance/schedule/response': lazy(() => import('./features/schedules/schedule-response-page')),
  '/attendance/schedule/report': lazy(() => import('./features/schedules/schedule-report-page')),
  '/attendance/reported/:childId/:attendanceId?': lazy(() => import('./features/schedules/reported-attendance-page')),
  '/rooms/update/:roomId': lazy(() => import('./features/rooms/room-update-page')),
  '/rooms/create/:daycareId': lazy(() => import('./features/rooms/room-create-page')),
  '/rooms/child/:childId': lazy(() => import('./features/rooms/child-room-page')),
  '/rooms/staff/:staffId': lazy(() => import('./features/rooms/staff-room-page')),
  '/omw/list': lazy(() => import('./features/on-my-way/on-my-way-list-page')),
  '/agegroups': lazy(() => import('./features/age-groups/age-groups-page')),
  '/admin/tags': lazy(() => import('./features/tags/tags-page')),
  '/staff/manage': lazy(() => import('./features/staff/staff-manage-page')),
  '/admin/invite': lazy(() => import('./features/staff/invite-page')),
  '/room/supplies': lazy(() => import('./features/rooms/supplies-page')),
  '/images/upload/:childId?': lazy(() => import('./features/images/image-upload-page')),
  '/notes/:noteId': lazy(() => import('./features/notes/note-page')),
  '/notes/child/create/:familyId/:childId': lazy(() => import('./features/notes/note-create-page')),
  '/daily-report/today': lazy(() => import('./features/daily-report/today')),
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
  '/medications/interval/:intervalId': lazy(() => import('./features/medications/give-dose')),
  '/medication/interval/:intervalId/edit': lazy(() => import('./features/medications/dose-edit')),
  '/daily-report/meals/:childId?/:mealId?': lazy(() => import('./features/daily-report/meals-page')),
  '/daily-report/naps/:childId?/:napId?': lazy(() => import('./features/daily-report/naps-page')),
  '/daily-report/movements/:childId?/:movementId?': lazy(() => import('./features/daily-report/movements-page')),
  '/daily-report/notes/:childId?/:noteId?': lazy(() => import('./features/daily-report/notes-page')),
  '/admin/daily-report/:reportId?': lazy(() => import('./features/daily-report/review-page')),
  '/family/change-center/:familyId': lazy(() => import('./features/families/family-change-center-page')),
  '/family/archive/:familyId': lazy(() => import('./features/families/family-archive-page')),
  '/guardians': lazy(() => import('./features/guardians/guardians-page')),
  '/guardians/create': lazy(() => import('./features/guardians/guardian-create-page')),
  '/guardians/:guardianId/:tab?': lazy(() => import('./features/guardians/guardian-page')),
  '/guardians/view/registration/:guardianId': lazy(() => import('./features/guardians/guardian-registration-page')),
  ...Object.fromEntries(GUARDIAN_UPDATE_PARTS.map((part) => [`/guardians/update/${part}/:guardianId`, GuardianUpdatePage])),
  '/phone/update/:guardianId': GuardianUpdatePage,
  '/contacts': lazy(() => import('./features/contacts/contacts-page')),
  '/contacts/add': lazy(() => import('./features/contacts/contact-add-page')),
  '/contacts/view/:contactId': lazy(() => import('./features/contacts/contact-page')),
  '/contacts/registration/view/:contactId': lazy(() => import('./features/contacts/contact-registration-page')),
  ...Object.fromEntries(CONTACT_UPDATE_PARTS.map((part) => [`/contacts/update/${part}/:contactId`, ContactUpdatePage])),
  '/incidents/report/:childId': lazy(() => import('./features/incidents/incident-report')),
  '/incidents/update/:id': lazy(() => import('./features/incidents/incident-update')),
  '/incidents/view/:id': lazy(() => import('./features/incidents/incident-view')),
  '/incidents/outstanding': lazy(() => import('./features/incidents/incidents-outstanding')),
};

export default remoteRoutes('admin', RemoteFrame, pages);
