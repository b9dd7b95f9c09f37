import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hasRole, RelationshipKind, type RoleCode, UserType } from '@daycare/shared';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { type RequestActor, auditIdentity } from '../audit/request-actor';
import { AuditService } from '../audit/audit.service';
import { AccessService, DAYCARE_NOT_FOUND } from '../../common/access';
import { UserDaycare } from '../users/user-daycare.entity';
import { User } from '../users/user.entity';
import { UserRole } from '../users/user-role.entity';
import type { GuardianRolesDto, StaffRolesDto, UserRoleDto } from './dto/role.dto';

const ROLE_MANAGED_TYPES = [UserType.Staff, UserType.Admin, UserType.Tablet];

const NOT_IN_DAYCARE = 'This user was not found in your daycare';
const ROLE_NOT_FOUND = 'This role was not found in your daycare';
const GUARDIAN_NOT_FOUND = 'This guardian was not found in your daycare';
const NO_SUCH_ACCOUNT = 'No account uses this email address';
const CANNOT_BE_ADMIN = 'Only a staff member of this daycare or the admin of another daycare can become an admin here';
const ROLE_NOT_HELD = 'You cannot give or take away a role you do not hold';
const ROLE_ALREADY_HELD = 'This user already holds this role';
const OWN_DIRECTOR = 'You cannot take away your own DIRECTOR role';
const LAST_DIRECTOR = 'A daycare keeps at least one director: give DIRECTOR to someone else first (only a Super user can remove the last one)';

/** Roles per user and daycare; every read and change is scoped to the caller's daycare. */
@Injectable()
export class UserRolesService {
  constructor(
    private readonly access: AccessService,
    private readonly dataSource: DataSource,
    @InjectRepository(UserRole) private readonly userRoles: Repository<UserRole>,
    private readonly audit: AuditService,
  ) {}

  /** Staff, tablets and admins of the daycare with the roles they hold there. */
  async listGrouped(daycareId: number | null): Promise<StaffRolesDto[]> {
    if (daycareId === null) return [];
    const members = await this.members(daycareId).andWhere('user.type IN (:...types)', { types: ROLE_MANAGED_TYPES }).getMany();
    const roles = await this.rolesOf(daycareId, members);
    return members.map(({ id, firstName, lastName, email, type }) => ({ userId: id, firstName, lastName, email, type, roles: roles(id) }));
  }

  /** Guardians of the daycare with the roles they hold there. */
  async listGuardians(actor: RequestActor, daycareId: number): Promise<GuardianRolesDto[]> {
    if (daycareId !== actor.user.daycareId) throw new NotFoundException(DAYCARE_NOT_FOUND);
    const guardians = await this.members(daycareId).andWhere('membership.relationship = :guardian', { guardian: RelationshipKind.Guardian }).getMany();
    const roles = await this.rolesOf(daycareId, guardians);
    return guardians.map(({ id, firstName, lastName, email }) => ({ userId: id, firstName, lastName, email, roles: roles(id) }));
  }

  async grant(actor: RequestActor, userId: number, code: RoleCode): Promise<UserRoleDto> {
    const daycareId = this.access.daycareId(actor.user);
    this.assertMayManage(actor, [code]);
    await this.findMember(daycareId, userId);
    const inserted = await this.userRoles
      .createQueryBuilder()
      .insert()
      .values({ userId, daycareId, code })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = inserted.raw[0]?.id as number | undefined;
    if (id === undefined) throw new ConflictException(ROLE_ALREADY_HELD);
    await this.audit.record({ ...auditIdentity(actor), action: 'role.grant', target: `user:${userId}`, detail: { code } });
    return { id, code };
  }

  async revoke(actor: RequestActor, roleId: number): Promise<void> {
    const daycareId = this.access.daycareId(actor.user);
    const role = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(UserRole, { id: roleId, daycareId });
      if (!found) throw new NotFoundException(ROLE_NOT_FOUND);
      this.assertMayManage(actor, [found.code]);
      if (found.code === 'DIRECTOR') await this.assertDirectorsRemain(manager, actor, daycareId, found.userId);
      await manager.delete(UserRole, { id: found.id });
      return found;
    });
    await this.audit.record({ ...auditIdentity(actor), action: 'role.revoke', target: `user:${role.userId}`, detail: { code: role.code } });
  }

  /** Makes the guardian hold exactly `codes` in the current daycare. */
  async setGuardianRoles(actor: RequestActor, userId: number, codes: readonly RoleCode[]): Promise<UserRoleDto[]> {
    const daycareId = this.access.daycareId(actor.user);
    const guardian = await this.findMember(daycareId, userId, GUARDIAN_NOT_FOUND);
    if (guardian.relationship !== RelationshipKind.Guardian) throw new NotFoundException(GUARDIAN_NOT_FOUND);
    const held = await this.userRoles.findBy({ userId, daycareId });
    const removed = held.filter((role) => !codes.includes(role.code));
    const added = codes.filter((code) => !held.some((role) => role.code === code));
    this.assertMayManage(actor, [...added, ...removed.map((role) => role.code)]);
    if (added.length || removed.length) {
      await this.dataSource.transaction(async (manager) => {
        if (removed.some((role) => role.code === 'DIRECTOR')) await this.assertDirectorsRemain(manager, actor, daycareId, userId);
        if (removed.length) await manager.delete(UserRole, { id: In(removed.map((role) => role.id)) });
        if (added.length) await manager.insert(UserRole, added.map((code) => ({ userId, daycareId, code })));
      });
      await this.audit.record({
        ...auditIdentity(actor),
        action: 'role.guardian-update',
        target: `user:${userId}`,
        detail: { added, removed: removed.map((role) => role.code) },
      });
    }
    return this.userRoles.find({ select: { id: true, code: true }, where: { userId, daycareId }, order: { code: 'ASC' } });
  }

  /** An existing admin (of another daycare) joins this one, or a staff member of this one is promoted. */
  async addAdmin(actor: RequestActor, email: string): Promise<{ userId: number }> {
    const daycareId = this.access.daycareId(actor.user);
    const user = await this.dataSource.getRepository(User).findOne({ select: { id: true, type: true }, where: { email: email.trim().toLowerCase() } });
    if (!user) throw new NotFoundException(NO_SUCH_ACCOUNT);
    const membership = await this.dataSource.getRepository(UserDaycare).findOneBy({ userId: user.id, daycareId });
    const promotable = user.type === UserType.Staff && membership !== null;
    if (user.type !== UserType.Admin && !promotable) throw new BadRequestException(CANNOT_BE_ADMIN);
    await this.dataSource.transaction(async (manager) => {
      await manager.upsert(UserDaycare, { userId: user.id, daycareId, relationship: RelationshipKind.Admin }, ['userId', 'daycareId']);
      if (promotable) await manager.update(User, { id: user.id }, { type: UserType.Admin });
    });
    await this.audit.record({ ...auditIdentity(actor), action: 'admin.add', target: `user:${user.id}`, detail: { promoted: promotable } });
    return { userId: user.id };
  }

  private members(daycareId: number) {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .select(['user.id', 'user.firstName', 'user.lastName', 'user.email', 'user.type'])
      .innerJoin(UserDaycare, 'membership', 'membership.userId = user.id AND membership.daycareId = :daycareId', { daycareId })
      .orderBy('user.lastName')
      .addOrderBy('user.firstName')
      .addOrderBy('user.id');
  }

  /** One query for the roles of every listed user; answers a lookup by user id. */
  private async rolesOf(daycareId: number, users: readonly { id: number }[]): Promise<(userId: number) => UserRoleDto[]> {
    const rows = users.length
      ? await this.userRoles
          .createQueryBuilder('role')
          .select(['role.id', 'role.userId', 'role.code'])
          .where('role.daycareId = :daycareId AND role.userId IN (:...userIds)', { daycareId, userIds: users.map((user) => user.id) })
          .orderBy('role.code')
          .getMany()
      : [];
    const byUser = new Map<number, UserRoleDto[]>();
    for (const { id, userId, code } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), { id, code }]);
    return (userId) => byUser.get(userId) ?? [];
  }

  private async findMember(daycareId: number, userId: number, message = NOT_IN_DAYCARE): Promise<UserDaycare> {
    const membership = await this.dataSource.getRepository(UserDaycare).findOneBy({ userId, daycareId });
    if (!membership) throw new NotFoundException(message);
    return membership;
  }

  /**
   * Before `userId` loses DIRECTOR: nobody takes it from themselves (nor from the user they are
   * impersonating), and only Super removes a daycare's last director. The daycare's DIRECTOR rows
   * stay locked to the end of the transaction, so two directors cannot remove each other at once.
   */
  private async assertDirectorsRemain(manager: EntityManager, { user }: RequestActor, daycareId: number, userId: number): Promise<void> {
    if (userId === user.id || userId === user.impersonatorId) throw new BadRequestException(OWN_DIRECTOR);
    const directors = await manager
      .createQueryBuilder(UserRole, 'role')
      .setLock('pessimistic_write')
      .where('role.daycareId = :daycareId AND role.code = :code', { daycareId, code: 'DIRECTOR' })
      .getMany();
    if (user.type !== UserType.Super && directors.every((role) => role.userId === userId)) throw new BadRequestException(LAST_DIRECTOR);
  }

  /** Nobody hands out (or takes away) more than they hold themselves; Super manages every role. */
  private assertMayManage({ user }: RequestActor, codes: readonly RoleCode[]): void {
    if (user.type === UserType.Super) return;
    if (!codes.every((code) => hasRole(user.roles, code))) throw new ForbiddenException(ROLE_NOT_HELD);
  }
}
