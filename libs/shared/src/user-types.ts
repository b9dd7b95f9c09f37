/** User types of spec section 6. */
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

/** Relationship kinds between a user and a daycare (section 6). */
export enum RelationshipKind {
  Owner = 1,
  Child = 2,
  Staff = 3,
  Admin = 4,
  Guardian = 5,
}

/** Attendance plan types (section 6). */
export enum AttendancePlanType {
  FullTime = 1,
  PartTime = 2,
  DropIn = 3,
}
