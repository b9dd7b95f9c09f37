import { AccessRequest } from '../modules/accounts/access-request.entity';
import { OneTimeCode } from '../modules/accounts/one-time-code.entity';
import { AuditLog } from '../modules/audit/audit-log.entity';
import { LoginThrottle } from '../modules/auth/login-throttle.entity';
import { RefreshToken } from '../modules/auth/refresh-token.entity';
import { Session } from '../modules/auth/session.entity';
import { Daycare } from '../modules/daycare/daycare.entity';
import { FeatureControl } from '../modules/daycare/feature-control.entity';
import { EmailOutbox } from '../modules/mail/email-outbox.entity';
import { Room } from '../modules/rooms/room.entity';
import { User } from '../modules/users/user.entity';
import { UserDaycare } from '../modules/users/user-daycare.entity';
import { UserRole } from '../modules/users/user-role.entity';
import { Child, Family } from '../modules/people';
import { Attendance } from '../modules/attendance/attendance.entity';
import { Tag } from '../modules/tags/tag.entity';
import { OnMyWay } from '../modules/on-my-way/on-my-way.entity';

/** Every entity the data source maps; the tables themselves come from the migrations. */
export const ENTITIES = [Daycare, FeatureControl, User, UserDaycare, Room, Family, Child, UserRole, Session, RefreshToken, LoginThrottle, AuditLog, OneTimeCode, EmailOutbox, AccessRequest, Attendance, Tag, OnMyWay];
