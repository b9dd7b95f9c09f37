import { Injectable, NotFoundException } from '@nestjs/common';
import { DEFAULT_FEATURE_CONTROL, type FeatureControl, type FeatureFlag, FEATURE_FLAGS, type Language, type RoleCode, type ThemeName, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { Daycare } from '../daycare/daycare.entity';
import type { DaycareSummaryDto } from '../daycare/dto/daycare.dto';
import type { LoggedInUserDto } from './dto/logged-in-user.dto';
import { UserDaycare } from './user-daycare.entity';

/** Whose view to build: the user, the daycare their session works in, and the impersonator if any. */
export interface SessionView {
  userId: number;
  daycareId: number | null;
  impersonatorId: number | null;
}

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmed: boolean;
  registerProgress: number;
  registrationComplete: boolean;
  profileComplete: boolean;
  theme: ThemeName;
  language: Language;
  earlyAccess: boolean;
  type: UserType;
  familyId: number | null;
  hasChildren: boolean;
  daycareId: number | null;
  daycareLabel: string | null;
  roomId: number | null;
  roles: RoleCode[];
}

/** Flags are null when the daycare has no feature-control row: every feature is on then. */
type UserRowWithFlags = UserRow & Record<FeatureFlag, boolean | null>;

function featureControl(row: UserRowWithFlags): FeatureControl {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, row[flag] ?? DEFAULT_FEATURE_CONTROL[flag]])) as FeatureControl;
}

export const USER_NOT_FOUND = 'This user was not found';

/** Builds the logged-in user in two queries: the user in the session's daycare, and their daycares. */
@Injectable()
export class LoggedInUserService {
  constructor(private readonly dataSource: DataSource) {}

  async build(view: SessionView): Promise<LoggedInUserDto> {
    const [row, daycares] = await Promise.all([this.userRow(view), this.daycaresOf(view.userId)]);
    if (!row) throw new NotFoundException(USER_NOT_FOUND);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      emailConfirmed: row.emailConfirmed,
      registerProgress: row.registerProgress,
      registrationComplete: row.registrationComplete,
      profileComplete: row.profileComplete,
      theme: row.theme,
      language: row.language,
      earlyAccess: row.earlyAccess,
      type: row.type,
      familyId: row.familyId,
      hasChildren: row.hasChildren,
      roomId: row.roomId,
      daycare: row.daycareId === null ? null : { id: row.daycareId, label: row.daycareLabel! },
      daycares,
      impersonated: view.impersonatorId !== null,
      impersonateId: view.impersonatorId,
      featureControl: featureControl(row),
      roles: row.roles.map((code) => ({ code })),
    };
  }

  /** The daycare a new session starts in: the user's first daycare; none for Super, who picks one. */
  async defaultDaycareId(userId: number): Promise<number | null> {
    const membership = await this.dataSource.getRepository(UserDaycare).findOne({
      select: { daycareId: true },
      where: { userId },
      order: { daycareId: 'ASC' },
    });
    return membership?.daycareId ?? null;
  }

  private async userRow({ userId, daycareId }: SessionView): Promise<UserRowWithFlags | undefined> {
    const rows: UserRowWithFlags[] = await this.dataSource.query(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.email_confirmed AS "emailConfirmed",
              u.register_progress AS "registerProgress", u.registration_complete AS "registrationComplete",
              u.profile_complete AS "profileComplete", u.theme, u.language, u.early_access AS "earlyAccess", u.type, u.family_id AS "familyId",
              EXISTS (SELECT 1 FROM child c WHERE c.family_id = u.family_id) AS "hasChildren",
              d.id AS "daycareId", d.label AS "daycareLabel", ud.room_id AS "roomId",
              ARRAY(SELECT r.code FROM user_role r WHERE r.user_id = u.id AND r.daycare_id = d.id ORDER BY r.code) AS roles,
              fc.messages, fc.registration, fc.invoices, fc.permission_form AS "permissionForm",
              fc.child_daily_report AS "childDailyReport", fc.menu, fc.supply_list AS "supplyList",
              fc.mobile_app AS "mobileApp", fc.daily_checklist AS "dailyChecklist"
         FROM "user" u
         LEFT JOIN daycare d ON d.id = $2
         LEFT JOIN user_daycare ud ON ud.user_id = u.id AND ud.daycare_id = d.id
         LEFT JOIN feature_control fc ON fc.daycare_id = d.id
        WHERE u.id = $1`,
      [userId, daycareId],
    );
    return rows[0];
  }

  /** Super may work in any daycare, everyone else in their own. */
  private async daycaresOf(userId: number): Promise<DaycareSummaryDto[]> {
    return this.dataSource
      .getRepository(Daycare)
      .createQueryBuilder('d')
      .select(['d.id', 'd.label'])
      .where(
        `EXISTS (SELECT 1 FROM "user" u WHERE u.id = :userId AND u.type = :super)
         OR EXISTS (SELECT 1 FROM user_daycare ud WHERE ud.daycare_id = d.id AND ud.user_id = :userId)`,
        { userId, super: UserType.Super },
      )
      .orderBy('d.label')
      .addOrderBy('d.id')
      .getMany();
  }
}
