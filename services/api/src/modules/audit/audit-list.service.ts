import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Daycare } from '../daycare/daycare.entity';
import { User } from '../users/user.entity';
import { AuditLog } from './audit-log.entity';
import type { AuditEntryDto, AuditPageDto, AuditPersonDto } from './dto/audit-list.dto';

interface AuditRow {
  id: string;
  createdAt: Date;
  action: string;
  target: string | null;
  detail: object | null;
  ip: string | null;
  targetUserFirstName: string | null;
  targetUserLastName: string | null;
  targetDaycareLabel: string | null;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  impersonatorId: number | null;
  impersonatorFirstName: string | null;
  impersonatorLastName: string | null;
}

function nameOf(firstName: string | null, lastName: string | null): string | null {
  return firstName === null && lastName === null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim();
}

function person(id: number | null, firstName: string | null, lastName: string | null): AuditPersonDto | null {
  return id === null ? null : { id, name: nameOf(firstName, lastName) ?? '' };
}

function toEntry(row: AuditRow): AuditEntryDto {
  return {
    id: Number(row.id),
    createdAt: row.createdAt,
    action: row.action,
    actor: person(row.actorId, row.actorFirstName, row.actorLastName),
    impersonator: person(row.impersonatorId, row.impersonatorFirstName, row.impersonatorLastName),
    target: row.target,
    targetName: row.targetDaycareLabel ?? nameOf(row.targetUserFirstName, row.targetUserLastName),
    detail: row.detail,
    ip: row.ip,
  };
}

/** Reads a daycare's audit log a page at a time: two queries whatever the page size. */
@Injectable()
export class AuditListService {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  async page(daycareId: number | null, page: number, pageSize: number): Promise<AuditPageDto> {
    if (daycareId === null) return { items: [], total: 0 };
    const ofDaycare = () => this.logs.createQueryBuilder('log').where('log.daycareId = :daycareId', { daycareId });
    const rows = await ofDaycare()
      .select('log.id', 'id')
      .addSelect('log.createdAt', 'createdAt')
      .addSelect('log.action', 'action')
      .addSelect('log.target', 'target')
      .addSelect('log.detail', 'detail')
      .addSelect('log.ip', 'ip')
      .addSelect('targetUser.firstName', 'targetUserFirstName')
      .addSelect('targetUser.lastName', 'targetUserLastName')
      .addSelect('targetDaycare.label', 'targetDaycareLabel')
      .addSelect('actor.id', 'actorId')
      .addSelect('actor.firstName', 'actorFirstName')
      .addSelect('actor.lastName', 'actorLastName')
      .addSelect('impersonator.id', 'impersonatorId')
      .addSelect('impersonator.firstName', 'impersonatorFirstName')
      .addSelect('impersonator.lastName', 'impersonatorLastName')
      .leftJoin(User, 'actor', 'actor.id = log.actorId')
      .leftJoin(User, 'impersonator', 'impersonator.id = log.impersonatorId')
      // Targets are written "user:7" or "daycare:2": their names come with the page, in the same query.
      .leftJoin(User, 'targetUser', "log.target = 'user:' || targetUser.id")
      .leftJoin(Daycare, 'targetDaycare', "log.target = 'daycare:' || targetDaycare.id")
      .orderBy('log.createdAt', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getRawMany<AuditRow>();
    return { items: rows.map(toEntry), total: await ofDaycare().getCount() };
  }
}
