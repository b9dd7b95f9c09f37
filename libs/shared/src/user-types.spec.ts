import { AttendancePlanType, isAdminType, isMultiCenter, isStaffType, RelationshipKind, UserType } from './user-types';

describe('user types and statuses', () => {
  it('numbers user types as the spec does', () => {
    expect([UserType.User, UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super]).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives staff status to Staff, Admin and Super only', () => {
    expect([1, 2, 3, 4, 5].map((t) => isStaffType(t))).toEqual([false, true, true, false, true]);
  });

  it('gives admin status to Admin and Super only', () => {
    expect([1, 2, 3, 4, 5].map((t) => isAdminType(t))).toEqual([false, false, true, false, true]);
  });

  it('is multi-center with more than one daycare', () => {
    expect(isMultiCenter(undefined)).toBe(false);
    expect(isMultiCenter([{ id: 1 }])).toBe(false);
    expect(isMultiCenter([{ id: 1 }, { id: 2 }])).toBe(true);
  });

  it('numbers relationship kinds and attendance plans as the spec does', () => {
    expect([RelationshipKind.Owner, RelationshipKind.Child, RelationshipKind.Staff, RelationshipKind.Admin, RelationshipKind.Guardian]).toEqual([1, 2, 3, 4, 5]);
    expect([AttendancePlanType.FullTime, AttendancePlanType.PartTime, AttendancePlanType.DropIn]).toEqual([1, 2, 3]);
  });
});
