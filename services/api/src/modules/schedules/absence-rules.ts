import { UserType } from '@daycare/shared';
import type { AccessRule } from '../../common/authorization/access.decorators';

/** Who reads absences and reported attendance: guardians (their children's), staff and directors. */
export const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] };
export const GUARDIANS: AccessRule = { userTypes: [UserType.User] };
/** Directors change a child's absences and reported attendance with the child attendance role. */
export const ATTENDANCE_DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD'] };
