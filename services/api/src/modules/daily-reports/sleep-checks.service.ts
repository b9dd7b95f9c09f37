import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { HubEvents } from '../hub';
import { NAPS_IN_PROGRESS } from './daily-entry-queries';
import type { NapWatchDto, RecordSleepCheckDto, SleepCheckDto } from './dto/daily-entry.dto';

/** A nap in progress as the checks see it. */
interface WatchedNap {
  napId: number;
  childId: number;
  daycareId: number;
  label: string;
  roomId: number | null;
  everyMinutes: number;
  startedAt: Date;
  alertedAt: Date | null;
  lastCheckAt: Date | null;
}

const CHECK_COLUMNS = `s.id, s.nap_id AS "napId", s.checked_at AS "checkedAt", s.position, s.breathing,
  json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name) AS "checkedBy"`;
/** A tablet clock a few minutes fast is not a check from the future. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** A nap left "in progress" overnight by mistake stops raising alerts after this long. */
const WATCHED_FOR_HOURS = 12;

/** Safe-sleep checks: while a child naps, staff check position and breathing every few minutes; a missed check alerts the room and the directors. */
@Injectable()
export class SleepChecksService {
  private readonly logger = new Logger(SleepChecksService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly hub: HubEvents,
  ) {}

  /** The checks of a nap, earliest first. */
  async list(user: AuthenticatedUser, napId: number): Promise<SleepCheckDto[]> {
    const scope = await this.access.require(user, Permission.DailyEntryRead, [napId]);
    return this.dataSource.query(`SELECT ${CHECK_COLUMNS} FROM sleep_check s JOIN "user" u ON u.id = s.checked_by WHERE s.nap_id = $1 AND s.daycare_id = $2 ORDER BY s.checked_at, s.id`, [
      napId,
      scope.daycareId,
    ]);
  }

  /** Records a check of a nap in progress and tells the room the next one's time. */
  async record(actor: RequestActor, body: RecordSleepCheckDto): Promise<SleepCheckDto> {
    const scope = await this.access.require(actor.user, Permission.DailyEntryEdit, [body.napId]);
    const now = this.clock.now();
    const checkedAt = body.at ? new Date(body.at) : now;
    const nap = await this.watched(scope.daycareId, body.napId);
    if (!nap) throw new BadRequestException(await this.whyNotWatched(scope.daycareId, body.napId));
    if (checkedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw new BadRequestException('at must not be in the future');
    if (checkedAt < nap.startedAt) throw new BadRequestException('at must not be before the nap began');
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO sleep_check (daycare_id, nap_id, checked_at, position, breathing, checked_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [scope.daycareId, body.napId, checkedAt, body.position, body.breathing, scope.userId, now],
    );
    await this.audit.record({ ...auditIdentity(actor), action: 'sleep-check.create', target: `daily-entry:${body.napId}`, detail: { before: {}, after: { checkedAt, position: body.position, breathing: body.breathing } } });
    await this.publish({ ...nap, lastCheckAt: checkedAt }, 'checked');
    const [check] = await this.dataSource.query(`SELECT ${CHECK_COLUMNS} FROM sleep_check s JOIN "user" u ON u.id = s.checked_by WHERE s.id = $1`, [id]);
    return check;
  }

  /** Where each of these children's naps in progress stands with its checks. */
  async watches(daycareId: number, childIds: readonly number[]): Promise<Map<number, NapWatchDto>> {
    if (!childIds.length) return new Map();
    const naps: WatchedNap[] = await this.dataSource.query(`${NAPS_IN_PROGRESS} AND e.daycare_id = $1 AND e.child_id = ANY($2)`, [daycareId, childIds]);
    return new Map(naps.map((nap) => [nap.childId, watchOf(nap)]));
  }

  /**
   * Raises one alert per missed check: naps in progress whose check is due and not yet alerted since
   * their latest check. Run every minute by the job queue; answers how many it alerted.
   */
  async alertOverdue(): Promise<number> {
    const now = this.clock.now();
    const naps: WatchedNap[] = await this.dataSource.query(`${NAPS_IN_PROGRESS} AND e.at > $1::timestamptz - interval '${WATCHED_FOR_HOURS} hours'`, [now]);
    const overdue = naps.filter((nap) => new Date(watchOf(nap).dueAt) <= now && (!nap.alertedAt || nap.alertedAt < (nap.lastCheckAt ?? nap.startedAt)));
    if (!overdue.length) return 0;
    await this.dataSource.query(`UPDATE daily_entry SET overdue_alerted_at = $2 WHERE id = ANY($1)`, [overdue.map((nap) => nap.napId), now]);
    await Promise.all(overdue.map((nap) => this.publish(nap, 'overdue')));
    this.logger.warn(`${overdue.length} safe-sleep check(s) overdue`);
    return overdue.length;
  }

  private async watched(daycareId: number, napId: number): Promise<WatchedNap | undefined> {
    const [nap] = await this.dataSource.query(`${NAPS_IN_PROGRESS} AND e.daycare_id = $1 AND e.id = $2`, [daycareId, napId]);
    return nap;
  }

  private async whyNotWatched(daycareId: number, entryId: number): Promise<string> {
    const [entry] = await this.dataSource.query(`SELECT kind FROM daily_entry WHERE id = $1 AND daycare_id = $2`, [entryId, daycareId]);
    return entry?.kind === 'nap' ? 'This nap has ended: checks are recorded while the child sleeps' : 'napId must name a nap: only a sleeping child is checked';
  }

  private publish(nap: WatchedNap, state: 'checked' | 'overdue'): Promise<void> {
    return this.hub.sleepCheck({ daycareId: nap.daycareId, roomId: nap.roomId, child: { id: nap.childId, label: nap.label }, napId: nap.napId, dueAt: watchOf(nap).dueAt, state });
  }
}

function watchOf(nap: WatchedNap): NapWatchDto {
  const from = nap.lastCheckAt ?? nap.startedAt;
  return {
    napId: nap.napId,
    everyMinutes: nap.everyMinutes,
    lastCheckAt: nap.lastCheckAt ? new Date(nap.lastCheckAt).toISOString() : null,
    dueAt: new Date(new Date(from).getTime() + nap.everyMinutes * 60_000).toISOString(),
  };
}
