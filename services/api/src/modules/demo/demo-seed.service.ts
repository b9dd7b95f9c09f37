import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { PasswordHasher } from '../auth/password-hasher';
import { Daycare } from '../daycare/daycare.entity';
import { FeatureControl } from '../daycare/feature-control.entity';
import { Child } from '../families/child.entity';
import { Family } from '../families/family.entity';
import { Room } from '../rooms/room.entity';
import { User } from '../users/user.entity';
import { UserDaycare } from '../users/user-daycare.entity';
import { UserRole } from '../users/user-role.entity';
import { DEMO_DAYCARES, DEMO_PASSWORD, DEMO_ROOMS, DEMO_USERS, type DemoDaycare, type DemoUser } from './demo-data';

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
  ) {}

  async seed(): Promise<void> {
    // Hashed once per run, outside the transaction: argon2 is slow on purpose.
    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    await this.dataSource.transaction(async (manager) => {
      // Two gateways starting at once must not both insert the daycares (they have no unique key).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('daycare-demo-seed'))`);
      const daycareIds = await this.seedDaycares(manager);
      await this.seedRooms(manager, daycareIds);
      await this.seedFeatureControl(manager, daycareIds);
      const userIds = await this.seedUsers(manager, passwordHash);
      await this.seedMemberships(manager, daycareIds, userIds);
      await this.seedRoles(manager, daycareIds, userIds);
      await this.seedFamilies(manager, daycareIds, userIds);
    });
    this.logger.log(`Demo data ready: ${DEMO_DAYCARES.length} daycares, ${DEMO_USERS.length} users`);
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

  private async seedFeatureControl(manager: EntityManager, daycareIds: DaycareIds): Promise<void> {
    const rows = [...daycareIds.values()].map((daycareId) => ({ daycareId }));
    await manager.createQueryBuilder().insert().into(FeatureControl).values(rows).orIgnore().execute();
  }

  private async seedUsers(manager: EntityManager, passwordHash: string): Promise<UserIds> {
    const createdAt = this.clock.now();
    const users = DEMO_USERS.map(({ email, firstName, lastName, type, registration }) => ({
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

  /** A guardian with children gets a family in their first daycare, unless they have one already. */
  private async seedFamilies(manager: EntityManager, daycareIds: DaycareIds, userIds: UserIds): Promise<void> {
    for (const user of DEMO_USERS.filter((demo) => demo.children?.length)) {
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

/** Every (user, daycare) pair the demo data lists, with what it says about the pair. */
function memberRows(userIds: UserIds, daycareIds: DaycareIds) {
  return DEMO_USERS.flatMap((user: DemoUser) =>
    user.daycares.map((membership) => ({ userId: userIds.get(user.email)!, daycareId: daycareIds.get(membership.daycare)!, membership })),
  );
}
