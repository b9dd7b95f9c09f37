import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { noteAuditEntryRecorded } from './audit-context';
import { AuditLog } from './audit-log.entity';

/** What one audit entry says; `detail` must never hold a password or a token. */
export interface AuditEntry {
  daycareId: number | null;
  actorId: number | null;
  impersonatorId: number | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ip: string | null;
}

@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>,
    private readonly clock: ClockService,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.logs.insert({ ...entry, target: entry.target ?? null, detail: entry.detail ?? null, createdAt: this.clock.now() });
    noteAuditEntryRecorded();
  }
}
