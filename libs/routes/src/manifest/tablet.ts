import type { RouteEntry } from '../types';
import { ADMINS_ONLY, tabletPage } from './define';

export const TABLET_ROUTES: RouteEntry[] = [
  tabletPage('/tablet/search/child', 'Children', 'Find a child in the room by name or photo to sign them in or out.'),
  tabletPage('/tablet/search/staff', 'Staff', 'Find a staff member to sign them in or out.'),
  tabletPage('/tablet/child/:id', 'Child check-in', "Sign a child in or out and see their allergies, medications and today's notes."),
  tabletPage('/tablet/staff/:id', 'Staff check-in', 'Sign a staff member in or out of their room.'),
  tabletPage('/tablet/people/move', 'Move people', 'Move signed-in children and staff from one room to another.', { ...ADMINS_ONLY, roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF'] }),
  { ...tabletPage('/tablet/weeklyAttendance', 'Weekly attendance', "The room's attendance for the week, child by child and day by day."), owners: ['tablet', 'admin'] },
  tabletPage('/tablet/dailyChecklist', 'Daily checklist', "Work through the room's daily checklist and submit it.", { feature: 'dailyChecklist' }),
  tabletPage('/apps/deprecated', 'Tablet mode has moved', 'This tablet mode is retired; the page explains how to switch the room tablet to the current app.'),
];
