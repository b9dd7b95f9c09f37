import type { RouteEntry } from '../types';
import { UserType } from '@daycare/shared';
import { ADMINS_ONLY, adminPage, familyPage, sharedPage, type Extra } from './define';

const DAILY_REPORT: Extra = { roles: ['CHILD_DAILY_REPORT'], feature: 'childDailyReport' };

const DAILY_REPORTS: RouteEntry[] = [
  sharedPage('/daily-report/child/:childId/:reportId?', 'Daily report', "A child's day: meals, naps, diapers and toileting, activities and notes from the educators.", { feature: 'childDailyReport' }),
  // Room tablets record too, so the page asks for no role; the admin menu entry and the gateway ask staff for it.
  { ...adminPage('/daily-report/today', "Today's reports", "The room's children and their day so far: select several to record a meal, a bottle, a nap, a diaper or a note for all.", { feature: 'childDailyReport' }), owners: ['admin', 'tablet'] },
  adminPage('/daily-report/meals/:childId?/:mealId?', 'Meals', 'Record what and how much a child ate and drank.', DAILY_REPORT),
  adminPage('/daily-report/naps/:childId?/:napId?', 'Naps', 'Record when a child slept and for how long.', DAILY_REPORT),
  adminPage('/daily-report/movements/:childId?/:movementId?', 'Diapers and toileting', "Record a child's diaper changes and bathroom visits.", DAILY_REPORT),
  adminPage('/daily-report/notes/:childId?/:noteId?', 'Report notes', "Notes and activities for a child's daily report.", DAILY_REPORT),
  familyPage('/daily-report/family/:familyId', 'Daily reports', "The daily reports of each of the family's children, day by day.", { feature: 'childDailyReport' }),
  // The review holds entries back from families: a director's call.
  adminPage('/admin/daily-report/:reportId?', 'Daily reports', "Review, correct and send the centre's daily reports.", { ...DAILY_REPORT, ...ADMINS_ONLY }),
];

const SCHEDULE_REQUESTS: RouteEntry[] = [
  // Families ask; directors answer. Staff may do neither (the gateway refuses them the requests).
  familyPage('/attendance/schedule/request', 'Schedule change request', "Ask the centre to change your child's days or hours.", { userTypes: [UserType.User, ...(ADMINS_ONLY.userTypes ?? [])] }),
  adminPage('/attendance/schedule/response', 'Schedule requests', "Answer families' requests to change their child's schedule.", { ...ADMINS_ONLY, roles: ['ATTENDANCE_CHILD'] }),
  adminPage('/attendance/schedule/report', 'Schedule report', 'Expected children per room, day and hour, from the attendance schedules.'),
];

const ATTENDANCE: RouteEntry[] = [
  sharedPage('/attendance/reported/:childId/:attendanceId?', 'Reported attendance', 'When a child will come on the next days, as the family or the centre said.'),
  sharedPage('/attendance/schedule/:childId', 'Attendance schedule', 'The days and hours a child is expected at the centre.'),
  adminPage('/attendance/schedule/update/:scheduleId', 'Edit schedule', "Change a child's expected days and hours."),
  adminPage('/attendance/schedule/create/:childId', 'New schedule', 'Set the days and hours a child is expected.'),
  adminPage('/attendance/children', 'Child attendance', 'Who is in, who is out and who is absent today, room by room, with the ratios.'),
  adminPage('/attendance/update/:attendanceId', 'Edit attendance', 'Correct a sign-in or sign-out time.'),
  adminPage('/attendance/create/:userId/:userType/:selectedDate?', 'Add attendance', 'Record a missed sign-in or sign-out for a child or a staff member.'),
  sharedPage('/attendance/search/children/:id/:startDate?/:endDate?', 'Attendance history', "A child's attendance between two dates, with total hours."),
  adminPage('/attendance/staff', 'Staff attendance', 'Which staff are signed in, in which room, and their hours.'),
  sharedPage('/attendance/search/staff/:id/:startDate?/:endDate?', 'Staff hours', "A staff member's signed hours between two dates."),
  adminPage('/attendance/reports', 'Attendance reports', 'Attendance totals by child, room and month, ready to print or export.', ADMINS_ONLY),
  adminPage('/search/configure', 'Search settings', 'Choose what the attendance search shows and how results are grouped.'),
  ...SCHEDULE_REQUESTS,
];

/** Writing reports is for staff and directors with the incidents role; reading and signing are the gateway's call. */
const INCIDENTS: Extra = { roles: ['INCIDENTS'] };

const INCIDENT_REPORTS: RouteEntry[] = [
  adminPage('/incidents/report/:childId', 'Report an incident', 'Record what happened to a child, the first aid given and who was told.', INCIDENTS),
  adminPage('/incidents/update/:id', 'Edit incident', 'Complete or correct an incident report.', INCIDENTS),
  sharedPage('/incidents/view/:id', 'Incident', 'An incident report, with the guardian acknowledgement.'),
  familyPage('/incidents/outstanding', 'Outstanding incidents', 'Incident reports still waiting for a guardian to read and sign them.'),
];

const MEDICATION: RouteEntry[] = [
  // The room tablet shows the doses due today and gives them, so it opens the list, a medication and the dose pages too.
  { ...sharedPage('/medications/list/:childId?/:tab?', 'Medications', "A child's medications: current, upcoming and past, with the doses given."), owners: ['admin', 'guardian', 'tablet'] },
  sharedPage('/medications/history', 'Medication history', 'Every dose given, by whom and when.'),
  { ...sharedPage('/medications/view/:id', 'Medication', 'A medication with its instructions, schedule and the doses given.'), owners: ['admin', 'guardian', 'tablet'] },
  { ...adminPage('/medications/interval/:intervalId', 'Give a dose', 'Record a scheduled dose as given, with the time and the staff member.'), owners: ['admin', 'tablet'] },
  { ...adminPage('/medication/interval/:intervalId/edit', 'Edit dose', 'Correct a recorded dose.'), owners: ['admin', 'tablet'] },
  sharedPage('/medications/update/:id', 'Edit medication', "Change a medication's instructions, dose or schedule."),
  sharedPage('/medications/create/:childId?', 'New medication', 'Authorise the centre to give your child a medication, with dose and times.'),
];

const ILLNESS: RouteEntry[] = [
  familyPage('/illness-report', 'Illness reports', 'Illnesses reported by families or noticed at the centre, with the return date.'),
  familyPage('/illness-report/update/:reportId?', 'Edit illness report', 'Change the symptoms, diagnosis or return date of an illness report.'),
  familyPage('/illness-report/create/:childId?', 'Report an illness', 'Tell the centre your child is ill: symptoms, diagnosis and expected return.', {
    forStaff: { summary: "Record a child's illness: symptoms, diagnosis and expected return." },
  }),
];

export const CARE_ROUTES: RouteEntry[] = [...DAILY_REPORTS, ...ATTENDANCE, ...INCIDENT_REPORTS, ...MEDICATION, ...ILLNESS];
