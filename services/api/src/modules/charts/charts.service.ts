import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { assertRealDay, localToday } from '../../common/daycare-day';
import type { DailyEventDto, FamilyMonthlyAbsenceDto, MonthCountDto, MonthlyAbsencesDto, MonthlyEventDto } from './dto/chart.dto';

/** The twelve months ending with the month of $2, each with its first and last day and its bounds as instants ($1's time zone). */
const MONTHS = `
  months AS (
    SELECT to_char(m, 'YYYY-MM') AS month, m::date AS first, (m + interval '1 month - 1 day')::date AS last,
           m::timestamp AT TIME ZONE d.time_zone AS starts, (m + interval '1 month')::timestamp AT TIME ZONE d.time_zone AS ends
      FROM daycare d, generate_series(date_trunc('month', $2::date) - interval '11 months', date_trunc('month', $2::date), interval '1 month') AS m
     WHERE d.id = $1)`;

/** Absent weekdays (Monday to Friday) of absences matching `filter` within a month row `months`. */
const absentWeekdays = (filter: string) => `
  (SELECT count(*)::int FROM absence a
     CROSS JOIN LATERAL generate_series(greatest(a.start_date, months.first), least(a.end_date, months.last), interval '1 day') AS day
    WHERE a.daycare_id = $1 AND a.start_date <= months.last AND a.end_date >= months.first AND extract(isodow FROM day) < 6 AND ${filter})`;

/**
 * The charts of the director's home and the family page: absences and attendance per month,
 * per day, per family and per child. Each answer is one statement.
 */
@Injectable()
export class ChartsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
  ) {}

  async absences(user: AuthenticatedUser, selectedDate: string | undefined): Promise<MonthlyAbsencesDto> {
    const { daycareId, day } = await this.daycareDay(user, selectedDate);
    const data: MonthCountDto[] = await this.dataSource.query(`WITH ${MONTHS} SELECT month, ${absentWeekdays('true')} AS count FROM months ORDER BY month`, [daycareId, day]);
    const [{ notify }] = await this.dataSource.query(
      `SELECT count(DISTINCT child_id)::int AS notify FROM absence WHERE daycare_id = $1 AND $2::date BETWEEN start_date AND end_date`,
      [daycareId, day],
    );
    return { data, notify };
  }

  async events(user: AuthenticatedUser, selectedDate: string | undefined): Promise<MonthlyEventDto[]> {
    const { daycareId, day } = await this.daycareDay(user, selectedDate);
    const attendanceDays = (kind: string) => `
      (SELECT count(DISTINCT (x.person_id, (x.started_at AT TIME ZONE d.time_zone)::date))::int FROM attendance x JOIN daycare d ON d.id = x.daycare_id
        WHERE x.daycare_id = $1 AND x.person_kind = '${kind}' AND x.started_at >= months.starts AND x.started_at < months.ends)`;
    return this.dataSource.query(`WITH ${MONTHS} SELECT month, ${attendanceDays('child')} AS children, ${attendanceDays('staff')} AS staff FROM months ORDER BY month`, [
      daycareId,
      day,
    ]);
  }

  /** Every day of the selected month: who was signed in and who was absent. */
  async dailyEvents(user: AuthenticatedUser, selectedDate: string | undefined): Promise<DailyEventDto[]> {
    const { daycareId, day } = await this.daycareDay(user, selectedDate);
    return this.dataSource.query(
      `WITH days AS (
         SELECT g::date AS date, g::timestamp AT TIME ZONE d.time_zone AS starts, (g + interval '1 day')::timestamp AT TIME ZONE d.time_zone AS ends
           FROM daycare d, generate_series(date_trunc('month', $2::date), date_trunc('month', $2::date) + interval '1 month - 1 day', interval '1 day') AS g
          WHERE d.id = $1)
       SELECT days.date::text AS date,
              (SELECT count(DISTINCT x.child_id)::int FROM attendance x WHERE x.daycare_id = $1 AND x.person_kind = 'child' AND x.started_at >= days.starts AND x.started_at < days.ends) AS children,
              (SELECT count(DISTINCT x.staff_id)::int FROM attendance x WHERE x.daycare_id = $1 AND x.person_kind = 'staff' AND x.started_at >= days.starts AND x.started_at < days.ends) AS staff,
              (SELECT count(DISTINCT a.child_id)::int FROM absence a WHERE a.daycare_id = $1 AND days.date BETWEEN a.start_date AND a.end_date) AS absences
         FROM days ORDER BY days.date`,
      [daycareId, day],
    );
  }

  /** The twelve months ending this month, for a family: its total and each child's. Guardians only their own family. */
  async familyAbsences(user: AuthenticatedUser, familyId: number): Promise<FamilyMonthlyAbsenceDto[]> {
    const scope = await this.access.require(user, Permission.FamilyChartRead, [familyId]);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    const rows: { month: string; children: { id: number; label: string; count: number }[] }[] = await this.dataSource.query(
      `WITH ${MONTHS}
       SELECT months.month,
              coalesce((SELECT json_agg(json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name, 'count', ${absentWeekdays('a.child_id = c.id')})
                                        ORDER BY c.first_name, c.id)
                          FROM child c WHERE c.family_id = $3 AND c.daycare_id = $1), '[]') AS children
         FROM months ORDER BY months.month`,
      [scope.daycareId, today, familyId],
    );
    return rows.map((row) => ({ month: row.month, count: row.children.reduce((sum, child) => sum + child.count, 0), children: row.children }));
  }

  async childAbsences(user: AuthenticatedUser, childId: number, selectedDate: string | undefined): Promise<MonthCountDto[]> {
    assertRealDay(selectedDate, 'selectedDate');
    const scope = await this.access.require(user, Permission.ChildChartRead, [childId]);
    const day = selectedDate ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    return this.dataSource.query(`WITH ${MONTHS} SELECT month, ${absentWeekdays('a.child_id = $3')} AS count FROM months ORDER BY month`, [scope.daycareId, day, childId]);
  }

  private async daycareDay(user: AuthenticatedUser, selectedDate: string | undefined): Promise<{ daycareId: number; day: string }> {
    assertRealDay(selectedDate, 'selectedDate');
    const daycareId = this.access.daycareId(user);
    return { daycareId, day: selectedDate ?? (await localToday(this.dataSource, daycareId, this.clock.now())) };
  }
}
