import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { Daycare } from '../daycare/daycare.entity';
import { FeatureControl } from '../daycare/feature-control.entity';
import { Room } from '../rooms/room.entity';
import { User } from '../users/user.entity';
import { UserDaycare } from '../users/user-daycare.entity';
import { DEMO_DAYCARES, DEMO_ROOMS, DEMO_USERS, type DemoDaycare } from './demo-data';

type DaycareIds = Map<DemoDaycare, number>;

/**
 * Loads the demo daycares, rooms and people. Rows that already exist are left as they are, so
 * running it again adds nothing and keeps what people changed in the demo.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  async seed(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Two gateways starting at once must not both insert the daycares (they have no unique key).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('daycare-demo-seed'))`);
      const daycareIds = await this.seedDaycares(manager);
      await this.seedRooms(manager, daycareIds);
      await this.seedFeatureControl(manager, daycareIds);
      await this.seedUsers(manager, daycareIds);
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

  private async seedUsers(manager: EntityManager, daycareIds: DaycareIds): Promise<void> {
    const createdAt = this.clock.now();
    const users = DEMO_USERS.map(({ email, firstName, lastName, type }) => ({ email, firstName, lastName, type, emailConfirmed: true, createdAt }));
    await manager.createQueryBuilder().insert().into(User).values(users).orIgnore().execute();
    const saved = await manager.find(User, { select: { id: true, email: true }, where: { email: In(users.map((u) => u.email)) } });
    const userIds = new Map(saved.map((user) => [user.email, user.id]));
    const memberships = DEMO_USERS.flatMap((user) =>
      user.daycares.map(({ daycare, relationship }) => ({
        userId: userIds.get(user.email)!,
        daycareId: daycareIds.get(daycare)!,
        relationship,
      })),
    );
    await manager.createQueryBuilder().insert().into(UserDaycare).values(memberships).orIgnore().execute();
  }
}
