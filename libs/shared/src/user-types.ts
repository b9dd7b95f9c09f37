/** User types: guardian (User), Staff, Admin, Tablet, Super. */
export enum UserType {
  User = 1,
  Staff = 2,
  Admin = 3,
  Tablet = 4,
  Super = 5,
}

/** Staff status: Staff, Admin and Super. */
export function isStaffType(type: UserType): boolean {
  return type === UserType.Staff || type === UserType.Admin || type === UserType.Super;
}

/** Admin status: Admin and Super. */
export function isAdminType(type: UserType): boolean {
  return type === UserType.Admin || type === UserType.Super;
}

/** Multi-center: the user belongs to more than one daycare. */
export function isMultiCenter(daycares: readonly unknown[] | undefined): boolean {
  return (daycares?.length ?? 0) > 1;
}

/** Relationship kinds between a user and a daycare. */
export enum RelationshipKind {
  Owner = 1,
  Child = 2,
  Staff = 3,
  Admin = 4,
  Guardian = 5,
}

/** Attendance plan types. */
export enum AttendancePlanType {
  FullTime = 1,
  PartTime = 2,
  DropIn = 3,
}

/** ISO weekdays as schedules number them, Monday 1 … Sunday 7. */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday', short: 'Mon' },
  { weekday: 2, name: 'Tuesday', short: 'Tue' },
  { weekday: 3, name: 'Wednesday', short: 'Wed' },
  { weekday: 4, name: 'Thursday', short: 'Thu' },
  { weekday: 5, name: 'Friday', short: 'Fri' },
  { weekday: 6, name: 'Saturday', short: 'Sat' },
  { weekday: 7, name: 'Sunday', short: 'Sun' },
] as const;

/** Where a person is now, as the people lists and the hub's status events say: signed in to a room, or not. */
export enum AttendanceStatus {
  SignedOut = 0,
  SignedIn = 1,
}
