import { Injectable, Logger } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { PasswordHasher } from '../auth/password-hasher';
import { Daycare } from '../daycare/daycare.entity';
import { FeatureControl } from '../daycare/feature-control.entity';
import { AvatarsService, type OwnerKind } from '../files';
import { Child, Family } from '../people';
import { defaultSleepCheckMinutes } from '../rooms';
import { Room } from '../rooms/room.entity';
import { User } from '../users/user.entity';
import { UserDaycare } from '../users/user-daycare.entity';
import { UserRole } from '../users/user-role.entity';
import {
  DEMO_CHILD_RECORDS,
  DEMO_DAYCARES,
  DEMO_DOCTOR,
  DEMO_AGE_GROUPS,
  DEMO_CERTIFICATIONS,
  DEMO_HOME_ROOMS,
  DEMO_IMMUNISATIONS,
  DEMO_INVITATION,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_ROOMS,
  DEMO_ROSTER,
  DEMO_STAFF,
  DEMO_USERS,
  type DemoChildRecord,
  type DemoDaycare,
  type DemoUser,
  LITTLE_ACORNS,
} from './demo-data';
import { seedSignedMedication } from './demo-medication';
import { seedGuardiansAndContacts } from './demo-guardians';

/** The people the demo gives an initials photo, as the pick-up chooser and the family's pages show them. */
const AVATAR_KINDS: readonly OwnerKind[] = ['child', 'guardian', 'contact'];
/** The demo's own educator (Toddlers), who records the demo daily reports. */
const DEMO_EDUCATOR = 'staff@demo.test';

/** The accounts the demo loads: one per kind of person, and Little Acorns' educators. */
const ALL_DEMO_USERS: readonly DemoUser[] = [...DEMO_USERS, ...DEMO_STAFF];

type DaycareIds = Map<DemoDaycare, number>;
type UserIds = Map<string, number>;

/**
 * Loads the demo daycares, rooms, people, roles and families. Rows that already exist are left as
 * they are, so running it again adds nothing and keeps what people changed in the demo; only what
 * is missing (a password, a home room, a family) is filled in.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
    private readonly hasher: PasswordHasher,
    private readonly avatars: AvatarsService,
  ) {}

  async seed(): Promise<void> {
    // Hashed once per run, outside the transaction: argon2 is slow on purpose.
    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    const pinHash = await this.hasher.hash(DEMO_PIN);
    const daycareIds = await this.dataSource.transaction(async (manager) => {
      // Two gateways starting at once must not both insert the daycares (they have no unique key).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('daycare-demo-seed'))`);
      const daycareIds = await this.seedDaycares(manager);
      await this.seedRooms(manager, daycareIds);
      await this.seedAgeGroups(manager, daycareIds);
      await this.seedFeatureControl(manager, daycareIds);
      const userIds = await this.seedUsers(manager, passwordHash);
      await this.seedMemberships(manager, daycareIds, userIds);
      await this.seedRoles(manager, daycareIds, userIds);
      await this.seedFamilies(manager, daycareIds, userIds);
      await this.seedPins(manager, userIds, pinHash);
      await this.seedRoster(manager, daycareIds.get(LITTLE_ACORNS)!);
      await this.seedChildRecords(manager, daycareIds.get(LITTLE_ACORNS)!);
      await seedGuardiansAndContacts(manager, daycareIds.get(LITTLE_ACORNS)!, passwordHash, this.clock.now());
      await this.seedTodaysAttendance(manager, daycareIds.get(LITTLE_ACORNS)!, userIds);
      await this.seedTodaysDailyReports(manager, daycareIds.get(LITTLE_ACORNS)!, userIds);
      await this.seedOpenIncident(manager, daycareIds.get(LITTLE_ACORNS)!, userIds);
      await this.seedIllnessAndSunProtection(manager, daycareIds.get(LITTLE_ACORNS)!, userIds);
      await seedSignedMedication(manager, daycareIds.get(LITTLE_ACORNS)!, userIds.get('parent@demo.test')!, this.clock.now());
      await this.seedSchedulesAndAbsences(manager, daycareIds.get(LITTLE_ACORNS)!);
      await this.seedStaffRecords(manager, daycareIds.get(LITTLE_ACORNS)!, userIds);
      return daycareIds;
    });
    await this.seedAvatars(daycareIds);
    this.logger.log(`Demo data ready: ${DEMO_DAYCARES.length} daycares, ${ALL_DEMO_USERS.length} users`);
  }

  /**
   * An initials photo for every child, guardian and contact, after the rows are committed: each stored
   * avatar is committed with its own row, so a re-run fills in only what is missing.
   */
  private async seedAvatars(daycareIds: DaycareIds): Promise<void> {
    for (const daycareId of daycareIds.values()) {
      for (const kind of AVATAR_KINDS) await this.avatars.giveMissingAvatars(daycareId, kind);
    }
  }

  private async seedDaycares(manager: EntityManager): Promise<DaycareIds> {
    const ids: DaycareIds = new Map();
    for (const label of DEMO_DAYCARES) {
      const existing = await manager.findOne(Daycare, { select: { id: true }, where: { label }, order: { id: 'ASC' } });
      const id = existing?.id ?? (await manager.insert(Daycare, { label, createdAt: this.clock.now() })).identifiers[0].id;
      ids.set(label, id);
    }
    return ids;
  }

  private async seedRooms(manager: EntityManager, daycareIds: DaycareIds): Promise<void> {
    const rooms = [...daycareIds.values()].flatMap((daycareId) => DEMO_ROOMS.map((room) => ({ daycareId, ...room })));
    await manager.createQueryBuilder().insert().into(Room).values(rooms).orIgnore().execute();
  }

  /** Age groups with their ratios; a room without an age group or capacity gets the demo's. */
  private async seedAgeGroups(manager: EntityManager, daycareIds: DaycareIds): Promise<void> {
    for (const daycareId of daycareIds.values()) {
      for (const group of DEMO_AGE_GROUPS) {
        await manager.query(
          `INSERT INTO age_group (daycare_id, label, min_months, max_months, children_per_staff, sleep_check_minutes) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [daycareId, group.label, group.minMonths, group.maxMonths, group.childrenPerStaff, defaultSleepCheckMinutes(group.minMonths)],
        );
        await manager.query(
          `UPDATE room r SET age_group_id = coalesce(r.age_group_id, g.id), capacity = coalesce(r.capacity, $4)
             FROM age_group g WHERE g.daycare_id = $1 AND g.label = $2 AND r.daycare_id = $1 AND r.label = $3`,
          [daycareId, group.label, group.room, group.capacity],
        );
      }
    }
  }

  private async seedFeatureControl(manager: EntityManager, daycareIds: DaycareIds): Promise<void> {
    const rows = [...daycareIds.values()].map((daycareId) => ({ daycareId }));
    await manager.createQueryBuilder().insert().into(FeatureControl).values(rows).orIgnore().execute();
  }

  private async seedUsers(manager: EntityManager, passwordHash: string): Promise<UserIds> {
    const createdAt = this.clock.now();
    const users = ALL_DEMO_USERS.map(({ email, firstName, lastName, type, registration }) => ({
      email,
      firstName,
      lastName,
      type,
      emailConfirmed: true,
      passwordHash,
      ...registration,
      createdAt,
    }));
    await manager.createQueryBuilder().insert().into(User).values(users).orIgnore().execute();
    const emails = users.map((user) => user.email);
    // Accounts loaded before sign-in existed have no password yet.
    await manager.update(User, { email: In(emails), passwordHash: IsNull() }, { passwordHash });
    const saved = await manager.find(User, { select: { id: true, email: true }, where: { email: In(emails) } });
    return new Map(saved.map((user) => [user.email, user.id]));
  }

  private async seedMemberships(manager: EntityManager, daycareIds: DaycareIds, userIds: UserIds): Promise<void> {
    const rooms = await manager.find(Room, { select: { id: true, daycareId: true, label: true }, where: { daycareId: In([...daycareIds.values()]) } });
    const roomId = (daycareId: number, label: string | undefined) => rooms.find((room) => room.daycareId === daycareId && room.label === label)?.id ?? null;
    const memberships = memberRows(userIds, daycareIds).map(({ userId, daycareId, membership }) => ({
      userId,
      daycareId,
      relationship: membership.relationship,
      roomId: roomId(daycareId, membership.room),
    }));
    await manager.createQueryBuilder().insert().into(UserDaycare).values(memberships).orIgnore().execute();
    for (const { userId, daycareId, roomId: homeRoom } of memberships.filter((row) => row.roomId !== null)) {
      await manager.update(UserDaycare, { userId, daycareId, roomId: IsNull() }, { roomId: homeRoom });
    }
  }

  private async seedRoles(manager: EntityManager, daycareIds: DaycareIds, userIds: UserIds): Promise<void> {
    const roles = memberRows(userIds, daycareIds).flatMap(({ userId, daycareId, membership }) =>
      (membership.roles ?? []).map((code) => ({ userId, daycareId, code })),
    );
    if (roles.length) await manager.createQueryBuilder().insert().into(UserRole).values(roles).orIgnore().execute();
  }

  private async seedPins(manager: EntityManager, userIds: UserIds, pinHash: string): Promise<void> {
    await manager.query(`UPDATE "user" SET pin_hash = $2 WHERE id = ANY($1::int[]) AND pin_hash IS NULL`, [pinHolders(userIds), pinHash]);
  }

  /**
   * Little Acorns' children, once: when none of the roster is there yet (so a child deleted in the
   * demo stays deleted). Children sharing a last name share a family. Emma and Noah get home rooms.
   */
  private async seedRoster(manager: EntityManager, daycareId: number): Promise<void> {
    const rooms = await manager.find(Room, { select: { id: true, label: true }, where: { daycareId } });
    const roomId = (label: string) => rooms.find((room) => room.label === label)!.id;
    for (const [name, room] of Object.entries(DEMO_HOME_ROOMS)) {
      await manager.query(`UPDATE child SET home_room_id = $3 WHERE daycare_id = $1 AND first_name || ' ' || last_name = $2 AND home_room_id IS NULL`, [
        daycareId,
        name,
        roomId(room),
      ]);
    }
    const [{ present }] = await manager.query(
      `SELECT count(*)::int AS present FROM child WHERE daycare_id = $1 AND (first_name, last_name) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
      [daycareId, DEMO_ROSTER.map((child) => child.firstName), DEMO_ROSTER.map((child) => child.lastName)],
    );
    if (present > 0) return;
    const families = new Map<string, number>();
    for (const child of DEMO_ROSTER) {
      if (!families.has(child.lastName)) {
        families.set(child.lastName, (await manager.insert(Family, { daycareId, createdAt: this.clock.now() })).identifiers[0].id as number);
      }
      const [{ id }] = await manager.query(
        `INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date, home_room_id, allergies) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [daycareId, families.get(child.lastName), child.firstName, child.lastName, child.birthDate, roomId(child.room), child.allergies ?? null],
      );
      if (child.allergies) await manager.query(`INSERT INTO child_allergy (daycare_id, child_id, label) VALUES ($1, $2, $3)`, [daycareId, id, child.allergies]);
      if (child.medication) await manager.query(`INSERT INTO child_medication (daycare_id, child_id, label) VALUES ($1, $2, $3)`, [daycareId, id, child.medication]);
    }
  }

  /**
   * The record of each of the 40 children, once: a child without a start date has not been filled in
   * (so what people changed in the demo stays). Most attend since September 2025, or from two months
   * old; the last starts next month and the one before was withdrawn two weeks ago.
   */
  private async seedChildRecords(manager: EntityManager, daycareId: number): Promise<void> {
    const today = await localToday(manager, daycareId, this.clock.now());
    for (const record of DEMO_CHILD_RECORDS) {
      const [child] = await manager.query(`SELECT id FROM child WHERE daycare_id = $1 AND first_name || ' ' || last_name = $2 AND start_date IS NULL`, [daycareId, record.name]);
      if (!child) continue;
      await this.seedChildRecord(manager, daycareId, child.id, record, today);
    }
  }

  private async seedChildRecord(manager: EntityManager, daycareId: number, childId: number, record: DemoChildRecord, today: string): Promise<void> {
    const { address, school } = record;
    await manager.query(
      `UPDATE child SET gender = $2, languages = $3, routines = $4, comforters = $5, dietary_needs = $6, conditions = $7, doctor_name = $8, doctor_phone = $9,
              health_card_number = $10, address_line = $11, city = $12, province = $13, postal_code = $14, school_name = $15, school_grade = $16, school_bus = $17,
              start_date = CASE WHEN $18 = 'startsNextMonth' THEN (date_trunc('month', $19::date) + interval '1 month')::date
                                ELSE least(greatest(date '2025-09-02', (birth_date + interval '2 months')::date), $19::date) END
        WHERE id = $1`,
      [childId, record.gender, record.languages, record.routines, record.comforters, record.dietaryNeeds, record.conditions, DEMO_DOCTOR.name, DEMO_DOCTOR.phone,
        record.healthCardNumber, address.line, address.city, address.province, address.postalCode, school?.name ?? null, school?.grade ?? null, school?.bus ?? null,
        record.plan, today],
    );
    if (record.plan === 'withdrawn') await manager.query(`UPDATE child SET withdrawn_on = greatest(start_date, $2::date - 14) WHERE id = $1`, [childId, today]);
    if (record.allergy) {
      await manager.query(`UPDATE child_allergy SET severity = $3, reaction = $4 WHERE child_id = $1 AND label = $2`, [childId, record.allergy.label, record.allergy.severity, record.allergy.reaction]);
    }
    await manager.query(`UPDATE child_medication SET instructions = '2 puffs before outdoor play, and when wheezing' WHERE child_id = $1 AND instructions IS NULL`, [childId]);
    await manager.query(
      `INSERT INTO child_immunisation (daycare_id, child_id, vaccine, given_on)
       SELECT $1, c.id, v.vaccine, (c.birth_date + v.months * interval '1 month')::date
         FROM child c, unnest($3::text[], $4::int[]) AS v(vaccine, months)
        WHERE c.id = $2 AND c.birth_date + v.months * interval '1 month' <= $5::date`,
      [daycareId, childId, DEMO_IMMUNISATIONS.map((shot) => shot.vaccine), DEMO_IMMUNISATIONS.map((shot) => shot.months), today],
    );
  }

  /**
   * A morning in progress: on a day without any attendance yet, three of every four roster children
   * and the educators other than staff@demo.test (whom the demo signs in by hand) are in their home
   * rooms, two minutes apart. The first is in at 7:30 the daycare's time, but no more than three
   * hours and no less than one hour before now, never before the daycare's midnight, and everyone
   * before now: started at any hour, the times are the last hours of the daycare's day and read as
   * past in any reader's time zone. Nobody already in, or with a stay that would overlap, is touched.
   */
  private async seedTodaysAttendance(manager: EntityManager, daycareId: number, userIds: UserIds): Promise<void> {
    const now = this.clock.now();
    const [{ today }] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM attendance WHERE daycare_id = $1 AND started_at >= (($2::timestamptz AT TIME ZONE d.time_zone)::date::timestamp AT TIME ZONE d.time_zone)) AS today
         FROM daycare d WHERE d.id = $1`,
      [daycareId, now],
    );
    if (today) return;
    const children: { id: number }[] = await manager.query(
      `SELECT id FROM child WHERE daycare_id = $1 AND home_room_id IS NOT NULL AND (first_name, last_name) IN (SELECT * FROM unnest($2::text[], $3::text[]))
          AND withdrawn_on IS NULL AND (start_date IS NULL OR start_date <= $4::date) ORDER BY id`,
      [daycareId, DEMO_ROSTER.map((child) => child.firstName), DEMO_ROSTER.map((child) => child.lastName), await localToday(manager, daycareId, now)],
    );
    const staff = DEMO_STAFF.map((user) => userIds.get(user.email)!);
    const people = [
      ...children.filter((_child, index) => index % 4 !== 3).map((child) => ({ kind: 'child', id: child.id })),
      ...staff.filter((_id, index) => index !== 1).map((id) => ({ kind: 'staff', id })),
    ];
    await manager.query(
      `WITH who AS (SELECT kind, id, ord FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS p(kind, id, ord)),
            today AS (
              SELECT ($4::timestamptz AT TIME ZONE time_zone)::date::timestamp AT TIME ZONE time_zone AS midnight,
                     (($4::timestamptz AT TIME ZONE time_zone)::date + time '07:30') AT TIME ZONE time_zone AS morning
                FROM daycare WHERE id = $1),
            first_in AS (
              SELECT greatest(midnight, $4::timestamptz - interval '3 hours', least(morning, $4::timestamptz - interval '1 hour')) AS at FROM today),
            placed AS (
              SELECT who.kind, who.id, coalesce(c.home_room_id, ud.room_id) AS room_id,
                     least(first_in.at + (who.ord - 1) * interval '2 minutes', $4::timestamptz - interval '1 minute') AS started_at
                FROM who
                CROSS JOIN first_in
                LEFT JOIN child c ON who.kind = 'child' AND c.id = who.id
                LEFT JOIN user_daycare ud ON who.kind = 'staff' AND ud.user_id = who.id AND ud.daycare_id = $1)
       INSERT INTO attendance (daycare_id, person_kind, child_id, staff_id, room_id, started_at)
       SELECT $1, p.kind, CASE WHEN p.kind = 'child' THEN p.id END, CASE WHEN p.kind = 'staff' THEN p.id END, p.room_id, p.started_at
         FROM placed p
        WHERE p.room_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM attendance x WHERE x.person_kind = p.kind AND x.person_id = p.id
                             AND tstzrange(x.started_at, coalesce(x.ended_at, 'infinity')) && tstzrange(p.started_at, 'infinity'))`,
      [daycareId, people.map((person) => person.kind), people.map((person) => person.id), now],
    );
  }

  /**
   * The start of today's daily report for each child signed in and still without one: a morning snack
   * 40 minutes after arriving and a diaper change 75 minutes after, those already past, recorded by the
   * demo educator.
   */
  private async seedTodaysDailyReports(manager: EntityManager, daycareId: number, userIds: UserIds): Promise<void> {
    await manager.query(
      `WITH signed_in AS (
         SELECT a.child_id, a.started_at, row_number() OVER (ORDER BY a.child_id) AS n
           FROM attendance a
          WHERE a.daycare_id = $1 AND a.person_kind = 'child' AND a.ended_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM daily_entry e WHERE e.child_id = a.child_id AND e.at >= a.started_at))
       INSERT INTO daily_entry (daycare_id, child_id, kind, at, meal, portion, movement, result, mood, recorded_by)
       SELECT $1, s.child_id, x.kind, s.started_at + x.after, x.meal, x.portion, x.movement, x.result, x.mood, $3
         FROM signed_in s
        CROSS JOIN LATERAL (VALUES
          ('meal', interval '40 minutes', 'morning_snack', (ARRAY['all', 'most', 'some'])[1 + s.n % 3], NULL, NULL, (ARRAY['happy', 'calm', 'happy', 'tired'])[1 + s.n % 4]),
          ('movement', interval '75 minutes', NULL, NULL, 'diaper', (ARRAY['wet', 'dry', 'soiled'])[1 + s.n % 3], NULL)
        ) AS x(kind, after, meal, portion, movement, result, mood)
        WHERE s.started_at + x.after < $2`,
      [daycareId, this.clock.now(), userIds.get(DEMO_EDUCATOR)!],
    );
  }

  /**
   * An incident report still waiting for the family's signature, once: Noah bumped his forehead two
   * hours before the seed ran, the demo educator reported it and phoned Sarah ten minutes later.
   */
  private async seedOpenIncident(manager: EntityManager, daycareId: number, userIds: UserIds): Promise<void> {
    const injuries = [{ x: 0.5, y: 0.06, side: 'front', label: 'Small red bump on the forehead' }];
    await manager.query(
      `INSERT INTO child_incident (daycare_id, child_id, occurred_at, summary, location, injuries, first_aid, witnesses, told_guardian_id, told_how, told_at, reported_by, created_at)
       SELECT $1, c.id, $2::timestamptz - interval '2 hours',
              'Bumped his forehead on the edge of the block shelf while reaching for a toy. He cried for a minute, then went back to playing.',
              'Toddler room, block corner', $3, 'Cold compress for 10 minutes; checked every 15 minutes for an hour: no drowsiness, no vomiting.',
              ARRAY['Daniel Okafor'], $4, 'phone', $2::timestamptz - interval '110 minutes', $5, $2::timestamptz - interval '105 minutes'
         FROM child c
        WHERE c.daycare_id = $1 AND c.first_name = 'Noah' AND c.last_name = 'Thompson'
          AND NOT EXISTS (SELECT 1 FROM child_incident i WHERE i.child_id = c.id)`,
      [daycareId, this.clock.now(), JSON.stringify(injuries), userIds.get('parent@demo.test')!, userIds.get(DEMO_EDUCATOR)!],
    );
  }

  /**
   * Once: a fever the first child of the roster was sent home with yesterday (the 24 hours are over,
   * so the report shows on the illness list and nobody is kept out), and Sarah's sunscreen permission
   * for Emma and Noah, with insect repellent for Emma.
   */
  private async seedIllnessAndSunProtection(manager: EntityManager, daycareId: number, userIds: UserIds): Promise<void> {
    const now = this.clock.now();
    const { firstName, lastName } = DEMO_ROSTER[0];
    await manager.query(
      `INSERT INTO illness_report (daycare_id, child_id, symptoms, temperature_c, noticed_at, last_symptom_at, sent_home_at, picked_up_by,
                                   return_after, return_rule, return_rule_hours, reported_by, by_family, created_at)
       SELECT $1, c.id, '{fever}', 38.4, $2::timestamptz - interval '30 hours', $2::timestamptz - interval '30 hours', $2::timestamptz - interval '29 hours', 'Her father',
              $2::timestamptz - interval '6 hours', 'fever', 24, $3, false, $2::timestamptz - interval '29 hours'
         FROM child c
        WHERE c.daycare_id = $1 AND c.first_name = $4 AND c.last_name = $5 AND NOT EXISTS (SELECT 1 FROM illness_report r WHERE r.child_id = c.id)`,
      [daycareId, now, userIds.get(DEMO_EDUCATOR)!, firstName, lastName],
    );
    await manager.query(
      `INSERT INTO sun_protection_consent (daycare_id, child_id, product, product_name, granted_by, granted_at)
       SELECT $1, c.id, p.product, p.name, $3, $2::timestamptz - interval '30 days'
         FROM child c CROSS JOIN (VALUES ('sunscreen', 'Mineral SPF 50, from home'), ('repellent', NULL)) AS p (product, name)
        WHERE c.daycare_id = $1 AND c.last_name = 'Thompson' AND (p.product = 'sunscreen' OR c.first_name = 'Emma')
          AND NOT EXISTS (SELECT 1 FROM sun_protection_consent s WHERE s.child_id = c.id)`,
      [daycareId, now, userIds.get('parent@demo.test')!],
    );
  }

  /**
   * Schedules since the start of the school year (1 September) for Little Acorns' children with a home
   * room, once: every fifth child PartTime (Monday, Wednesday, Friday 8:30 to 15:00), the others FullTime
   * on weekdays with arrivals between 7:30 and 8:45. And, once, a few absences this month for the charts.
   */
  private async seedSchedulesAndAbsences(manager: EntityManager, daycareId: number): Promise<void> {
    const [{ today, scheduled, absent }] = await manager.query(
      `SELECT (($2::timestamptz AT TIME ZONE d.time_zone)::date)::text AS today,
              EXISTS (SELECT 1 FROM child_schedule WHERE daycare_id = $1) AS scheduled,
              EXISTS (SELECT 1 FROM absence WHERE daycare_id = $1) AS absent
         FROM daycare d WHERE d.id = $1`,
      [daycareId, this.clock.now()],
    );
    const children: { id: number }[] = await manager.query(`SELECT id FROM child WHERE daycare_id = $1 AND home_room_id IS NOT NULL ORDER BY id`, [daycareId]);
    if (!scheduled && children.length) {
      const [year, month] = today.split('-').map(Number);
      const validFrom = `${month >= 9 ? year : year - 1}-09-01`;
      const plans = children.map((_child, index) => (index % 5 === 4 ? 2 : 1));
      const ids: { id: number }[] = await manager.query(
        `INSERT INTO child_schedule (daycare_id, child_id, plan, valid_from)
         SELECT $1, c.id, c.plan, $4::date FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS c(id, plan, ord) ORDER BY c.ord RETURNING id`,
        [daycareId, children.map((child) => child.id), plans, validFrom],
      );
      const rows = ids.flatMap(({ id }, index) => {
        const partTime = plans[index] === 2;
        const arrives = partTime ? '08:30' : `0${7 + Math.floor(((index % 6) * 15 + 30) / 60)}:${String(((index % 6) * 15 + 30) % 60).padStart(2, '0')}`;
        const departs = partTime ? '15:00' : ['16:00', '16:30', '17:00', '17:30'][index % 4];
        return (partTime ? [1, 3, 5] : [1, 2, 3, 4, 5]).map((weekday) => ({ id, weekday, arrives, departs }));
      });
      await manager.query(
        `INSERT INTO child_schedule_day (schedule_id, daycare_id, weekday, arrives, departs)
         SELECT d.id, $1, d.weekday, d.arrives::time, d.departs::time FROM unnest($2::int[], $3::int[], $4::text[], $5::text[]) AS d(id, weekday, arrives, departs)`,
        [daycareId, rows.map((row) => row.id), rows.map((row) => row.weekday), rows.map((row) => row.arrives), rows.map((row) => row.departs)],
      );
    }
    if (!absent && children.length >= 8) {
      // Four absences early this month (one or two days each), never past its last day.
      const reasons = ['Sick with a cold', 'Family holiday', 'Doctor appointment', 'Stomach bug'];
      await manager.query(
        `WITH month AS (SELECT date_trunc('month', $2::date)::date AS first, (date_trunc('month', $2::date) + interval '1 month - 1 day')::date AS last)
         INSERT INTO absence (daycare_id, child_id, start_date, end_date, reason, created_at)
         SELECT $1, a.child_id, least(month.first + a.offset_days, month.last), least(month.first + a.offset_days + (a.ord % 2)::int, month.last), a.reason, $6
           FROM unnest($3::int[], $4::int[], $5::text[]) WITH ORDINALITY AS a(child_id, offset_days, reason, ord)
           CROSS JOIN month`,
        [daycareId, today, [children[1].id, children[3].id, children[5].id, children[7].id], [0, 3, 6, 9], reasons, this.clock.now()],
      );
    }
  }

  /** A guardian with children gets a family in their first daycare, unless they have one already. */
  /**
   * Every educator's start date and certifications, for those who have none yet (so a certificate
   * removed in the demo stays removed), and one pending invitation.
   */
  private async seedStaffRecords(manager: EntityManager, daycareId: number, userIds: UserIds): Promise<void> {
    const today = await localToday(manager, daycareId, this.clock.now());
    const educators = ALL_DEMO_USERS.filter((user) => user.type === UserType.Staff).map((user) => userIds.get(user.email)!);
    for (const [index, staffId] of educators.entries()) {
      await manager.query(`UPDATE user_daycare SET started_on = $3::date - $4::int WHERE user_id = $1 AND daycare_id = $2 AND started_on IS NULL AND ended_on IS NULL`, [
        staffId,
        daycareId,
        today,
        400 + index * 150,
      ]);
      const certifications = DEMO_CERTIFICATIONS(index);
      await manager.query(
        `INSERT INTO staff_certification (daycare_id, staff_id, kind, issued_on, expires_on)
         SELECT $1, $2, c.kind, $3::date + c.issued, $3::date + c.expires FROM unnest($4::text[], $5::int[], $6::int[]) AS c(kind, issued, expires)
          WHERE NOT EXISTS (SELECT 1 FROM staff_certification WHERE staff_id = $2 AND daycare_id = $1)`,
        [daycareId, staffId, today, certifications.map((c) => c.kind), certifications.map((c) => c.issued), certifications.map((c) => c.expires)],
      );
    }
    await this.seedInvitation(manager, daycareId, userIds);
  }

  /** The invitation's link is not known to anyone: a director resends it to try the page. */
  private async seedInvitation(manager: EntityManager, daycareId: number, userIds: UserIds): Promise<void> {
    const { email, firstName, lastName, room, roles } = DEMO_INVITATION;
    await manager.query(
      `INSERT INTO staff_invitation (daycare_id, email, first_name, last_name, room_id, roles, language, token_hash, invited_by, invited_at, expires_at)
       SELECT $1, $2, $3, $4, (SELECT id FROM room WHERE daycare_id = $1 AND label = $5), $6, 'en', $7, $8, $9::timestamptz, $9::timestamptz + interval '7 days'
        WHERE NOT EXISTS (SELECT 1 FROM staff_invitation WHERE daycare_id = $1 AND email = $2)`,
      [daycareId, email, firstName, lastName, room, roles, randomBytes(32).toString('hex'), userIds.get('director@demo.test'), this.clock.now()],
    );
  }

  private async seedFamilies(manager: EntityManager, daycareIds: DaycareIds, userIds: UserIds): Promise<void> {
    for (const user of ALL_DEMO_USERS.filter((demo) => demo.children?.length)) {
      const userId = userIds.get(user.email)!;
      const { familyId } = await manager.findOneOrFail(User, { select: { id: true, familyId: true }, where: { id: userId } });
      if (familyId !== null) continue;
      const daycareId = daycareIds.get(user.daycares[0].daycare)!;
      const family = await manager.insert(Family, { daycareId, createdAt: this.clock.now() });
      const newFamilyId = family.identifiers[0].id as number;
      await manager.insert(Child, user.children!.map((child) => ({ ...child, daycareId, familyId: newFamilyId })));
      await manager.update(User, { id: userId }, { familyId: newFamilyId });
    }
  }
}

/** The demo staff and guardians with children get the demo PIN unless they set their own. */
function pinHolders(userIds: UserIds): number[] {
  return ALL_DEMO_USERS.filter((user) => user.type === UserType.Staff || user.children?.length).map((user) => userIds.get(user.email)!);
}

/** Every (user, daycare) pair the demo data lists, with what it says about the pair. */
function memberRows(userIds: UserIds, daycareIds: DaycareIds) {
  return ALL_DEMO_USERS.flatMap((user: DemoUser) =>
    user.daycares.map((membership) => ({ userId: userIds.get(user.email)!, daycareId: daycareIds.get(membership.daycare)!, membership })),
  );
}
