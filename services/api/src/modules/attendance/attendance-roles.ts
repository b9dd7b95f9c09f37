import { ForbiddenException } from '@nestjs/common';
import { type RoleCode, typePassesRole } from '@daycare/shared';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { PersonType } from './dto/attendance.dto';

/** The role that recording or changing a kind of person's attendance needs. */
const ATTENDANCE_ROLE: Readonly<Record<PersonType, RoleCode>> = { child: 'ATTENDANCE_CHILD', staff: 'ATTENDANCE_STAFF' };

/** Whether the user passes the role check for this kind of person's attendance (Super by type). */
export function mayHandleAttendance(user: AuthenticatedUser, kind: PersonType): boolean {
  return typePassesRole(user.type, user.roles, ATTENDANCE_ROLE[kind]);
}

/** Refuses with 403 unless the user passes it; `action` says what was tried ("Signing children in and out"). */
export function assertMayHandleAttendance(user: AuthenticatedUser, kind: PersonType, action: string): void {
  if (!mayHandleAttendance(user, kind)) throw new ForbiddenException(`${action} needs the ${ATTENDANCE_ROLE[kind]} role`);
}
