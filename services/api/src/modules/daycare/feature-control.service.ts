import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_FEATURE_CONTROL, type FeatureControl as FeatureFlags, type FeatureFlag, FEATURE_FLAGS } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { type RequestActor, auditIdentity } from '../audit/request-actor';
import { DAYCARE_NOT_FOUND } from '../../common/access';
import { Daycare } from './daycare.entity';
import type { DaycareFeatureControlDto, UpdateFeatureControlDto } from './dto/feature-control.dto';
import { FeatureControl } from './feature-control.entity';

const FEATURE_SELECTION = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<FeatureFlag, true>;

function flagsOnly(row: FeatureFlags): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, row[flag]])) as FeatureFlags;
}

/** The feature switches per daycare: read on every call that declares a feature, changed by Super. */
@Injectable()
export class FeatureControlService {
  /** One read per request, however many checks and handlers ask. */
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<FeatureFlags>>();

  constructor(
    @InjectRepository(FeatureControl) private readonly featureControls: Repository<FeatureControl>,
    @InjectRepository(Daycare) private readonly daycares: Repository<Daycare>,
    private readonly audit: AuditService,
  ) {}

  /** The flags of the daycare the request works in (all on without one). */
  forRequest(request: FastifyRequest): Promise<FeatureFlags> {
    let flags = this.perRequest.get(request);
    if (!flags) {
      flags = this.flagsOf(request.user?.daycareId ?? null);
      this.perRequest.set(request, flags);
    }
    return flags;
  }

  /** A daycare without a row has every feature on, as a new daycare starts. */
  async flagsOf(daycareId: number | null): Promise<FeatureFlags> {
    if (daycareId === null) return { ...DEFAULT_FEATURE_CONTROL };
    const row = await this.featureControls.findOne({ select: FEATURE_SELECTION, where: { daycareId } });
    return row ? flagsOnly(row) : { ...DEFAULT_FEATURE_CONTROL };
  }

  async forDaycare(daycareId: number): Promise<DaycareFeatureControlDto> {
    await this.assertDaycareExists(daycareId);
    return { daycareId, ...(await this.flagsOf(daycareId)) };
  }

  async update(actor: RequestActor, { daycareId, ...requested }: UpdateFeatureControlDto): Promise<DaycareFeatureControlDto> {
    await this.assertDaycareExists(daycareId);
    const before = await this.flagsOf(daycareId);
    const flags = flagsOnly(requested);
    await this.featureControls.upsert({ daycareId, ...flags }, ['daycareId']);
    const changed = Object.fromEntries(FEATURE_FLAGS.filter((flag) => before[flag] !== flags[flag]).map((flag) => [flag, flags[flag]]));
    // Recorded under the changed daycare, so its directors see it in their audit log.
    await this.audit.record({ ...auditIdentity(actor), daycareId, action: 'feature-control.update', target: `daycare:${daycareId}`, detail: changed });
    return { daycareId, ...flags };
  }

  private async assertDaycareExists(daycareId: number): Promise<void> {
    if (!(await this.daycares.existsBy({ id: daycareId }))) throw new NotFoundException(DAYCARE_NOT_FOUND);
  }
}
