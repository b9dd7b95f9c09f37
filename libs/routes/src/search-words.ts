/**
 * The words people use for a page besides its title ("ratio" for the rooms, "absent" for
 * absences), so the header search finds it. Keyed by manifest path.
 */
export const SEARCH_WORDS: Record<string, readonly string[]> = {
  '/attendance/children': ['attendance', 'ratio', 'who is in', 'sign in', 'today', 'rooms', 'desk'],
  '/attendance/staff': ['attendance', 'educators', 'hours', 'sign in'],
  '/attendance/reports': ['attendance', 'csv', 'export', 'hours', 'totals'],
  '/attendance/schedule/request': ['schedule', 'hours', 'days', 'change'],
  '/attendance/schedule/response': ['schedule', 'hours', 'days', 'change', 'approve'],
  '/attendance/schedule/report': ['schedule', 'expected', 'attendance', 'hours'],
  '/tablet/weeklyAttendance': ['attendance', 'week'],
  '/agegroups': ['room', 'ratio', 'classes', 'capacity'],
  '/admin/tags': ['labels', 'groups', 'allergies', 'buses', 'programs'],
  '/absence/:create?': ['absent', 'sick', 'away', 'vacation', 'attendance'],
  '/omw/list': ['on the way', 'arriving', 'pick up'],
  '/audit': ['log', 'history', 'who did what'],
  '/admin/user-roles': ['permissions', 'access', 'roles'],
  '/create-account-requests': ['access', 'join', 'new families'],
  '/staff/manage': ['educators', 'employees', 'team'],
  '/children': ['kids', 'enrolment'],
};
