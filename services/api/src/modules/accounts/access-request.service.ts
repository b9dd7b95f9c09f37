import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { RelationshipKind, UserType } from '@daycare/shared';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService } from '../audit/audit.service';
import { auditIdentity, type RequestActor } from '../audit/request-actor';
import { DAYCARE_NOT_FOUND } from '../../common/access';
import { Daycare } from '../daycare/daycare.entity';
import { MailService } from '../mail';
import { UserDaycare } from '../users/user-daycare.entity';
import { User } from '../users/user.entity';
import { AccessRequest } from './access-request.entity';
import { accessGrantedMail } from './account-mails';
import { ACCOUNT_MESSAGES } from './account-messages';
import type { AccessRequestCreatedDto, PendingAccessDto } from './dto/account-responses.dto';

interface PendingRow {
  id: number;
  gId: number;
  firstName: string;
  lastName: string;
  email: string;
  daycareId: number;
  daycareLabel: string;
  requestedAt: Date;
}

function toPending({ daycareId, daycareLabel, ...row }: PendingRow): PendingAccessDto {
  return { ...row, daycare: { id: daycareId, label: daycareLabel } };
}

/** A guardian asks to join another daycare; an admin of that daycare (or Super) lets them in. */
@Injectable()
export class AccessRequestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: ClockService,
  ) {}

  /** The guardian's pending request for the daycare, made now or earlier. */
  async request(guardianId: number, daycareId: number): Promise<AccessRequestCreatedDto> {
    if (!(await this.dataSource.getRepository(Daycare).existsBy({ id: daycareId }))) throw new NotFoundException(DAYCARE_NOT_FOUND);
    if (await this.dataSource.getRepository(UserDaycare).existsBy({ userId: guardianId, daycareId })) {
      throw new ConflictException(ACCOUNT_MESSAGES.alreadyMember);
    }
    const requests = this.dataSource.getRepository(AccessRequest);
    await requests.createQueryBuilder().insert().values({ userId: guardianId, daycareId, createdAt: this.clock.now() }).orIgnore().execute();
    const pending = await requests.findOneByOrFail({ userId: guardianId, daycareId, grantedAt: IsNull() });
    return { id: pending.id };
  }

  /** Pending requests, oldest first: of the admin's current daycare, or of every daycare for Super. */
  async pending(user: AuthenticatedUser): Promise<PendingAccessDto[]> {
    const query = this.dataSource
      .getRepository(AccessRequest)
      .createQueryBuilder('request')
      .innerJoin(User, 'guardian', 'guardian.id = request.userId')
      .innerJoin(Daycare, 'daycare', 'daycare.id = request.daycareId')
      .select('request.id', 'id')
      .addSelect('guardian.id', 'gId')
      .addSelect('guardian.firstName', 'firstName')
      .addSelect('guardian.lastName', 'lastName')
      .addSelect('guardian.email', 'email')
      .addSelect('daycare.id', 'daycareId')
      .addSelect('daycare.label', 'daycareLabel')
      .addSelect('request.createdAt', 'requestedAt')
      .where('request.grantedAt IS NULL')
      .orderBy('request.createdAt')
      .addOrderBy('request.id');
    if (user.type !== UserType.Super) {
      if (user.daycareId === null) return [];
      query.andWhere('request.daycareId = :daycareId', { daycareId: user.daycareId });
    }
    return (await query.getRawMany<PendingRow>()).map(toPending);
  }

  /** Makes the guardian a member of the requested daycare; another daycare's request answers 404. */
  async grant(actor: RequestActor, guardianId: number, requestId: number): Promise<void> {
    const request = await this.dataSource.getRepository(AccessRequest).findOneBy({ id: requestId, userId: guardianId, grantedAt: IsNull() });
    const outsideOwnDaycare = actor.user.type !== UserType.Super && request?.daycareId !== actor.user.daycareId;
    if (!request || outsideOwnDaycare) throw new NotFoundException(ACCOUNT_MESSAGES.accessRequestNotFound);
    await this.dataSource.transaction((manager) => this.admit(manager, request, actor.user.id));
    await this.audit.record({ ...auditIdentity(actor), daycareId: request.daycareId, action: 'access.grant', target: `user:${guardianId}`, detail: { accessRequestId: requestId } });
    await this.notifyGuardian(guardianId, request.daycareId);
  }

  private async admit(manager: EntityManager, request: AccessRequest, grantedById: number): Promise<void> {
    const granted = await manager
      .createQueryBuilder()
      .update(AccessRequest)
      .set({ grantedAt: this.clock.now(), grantedById })
      .where('id = :id AND granted_at IS NULL', { id: request.id })
      .execute();
    if (granted.affected !== 1) throw new NotFoundException(ACCOUNT_MESSAGES.accessRequestNotFound);
    await manager
      .createQueryBuilder()
      .insert()
      .into(UserDaycare)
      .values({ userId: request.userId, daycareId: request.daycareId, relationship: RelationshipKind.Guardian })
      .orIgnore()
      .execute();
  }

  private async notifyGuardian(guardianId: number, daycareId: number): Promise<void> {
    const guardian = await this.dataSource.getRepository(User).findOneByOrFail({ id: guardianId });
    const daycare = await this.dataSource.getRepository(Daycare).findOneByOrFail({ id: daycareId });
    await this.mail.send(accessGrantedMail(guardian, daycare.label));
  }
}
