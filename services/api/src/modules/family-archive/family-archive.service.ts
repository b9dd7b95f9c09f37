import { Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import { ClockService } from '../../common/clock/clock.service';
import { familySurnamesSql } from '../../common/family-surnames';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { archiveFileName } from './archive-file-name';
import { ArchiveRegistry } from './archive-registry';
import { FamilyArchiveWriter } from './family-archive-writer';

/** A ZIP on its way to the caller and the name to save it under. */
export interface FamilyArchiveDownload {
  fileName: string;
  stream: Readable;
}

interface FamilyHeading {
  id: number;
  surnames: string[];
  daycare: string;
  archivedOn: string | null;
}

/** The family's archive: everything the daycare holds about it, from every registered domain. */
@Injectable()
export class FamilyArchiveService {
  private readonly logger = new Logger(FamilyArchiveService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly registry: ArchiveRegistry,
    private readonly audit: AuditService,
    private readonly clock: ClockService,
  ) {}

  /** Checks access, records who downloaded it, then streams the contributors' parts as they come. */
  async download(actor: RequestActor, familyId: number): Promise<FamilyArchiveDownload> {
    const { daycareId } = await this.access.require(actor.user, Permission.FamilyExport, [familyId]);
    const family = await this.heading(familyId, daycareId);
    const language = await this.languageOf(actor.user.id);
    await this.audit.record({ ...auditIdentity(actor), action: 'family.export', target: `family:${familyId}` });
    const writer = new FamilyArchiveWriter(language);
    void this.write(writer, family, daycareId);
    return { fileName: archiveFileName(family, language, this.clock.now().toISOString().slice(0, 10)), stream: writer.zip };
  }

  private async write(writer: FamilyArchiveWriter, family: FamilyHeading, daycareId: number): Promise<void> {
    try {
      for (const contributor of this.registry.all()) await contributor.contribute(family.id, daycareId, writer);
      await writer.finish({ family: { ...family, exportedAt: this.clock.now().toISOString() } });
    } catch (error) {
      // The headers are gone already: the client sees a cut-off download, the log says why.
      this.logger.error(`The archive of family ${family.id} failed: ${(error as Error).message}`);
      writer.zip.destroy(error as Error);
    }
  }

  private async heading(familyId: number, daycareId: number): Promise<FamilyHeading> {
    const [row] = await this.dataSource.query(
      `SELECT f.id, d.label AS daycare, to_char(f.archived_on, 'YYYY-MM-DD') AS "archivedOn",
              ${familySurnamesSql('f')} AS surnames
         FROM family f JOIN daycare d ON d.id = f.daycare_id WHERE f.id = $1 AND f.daycare_id = $2`,
      [familyId, daycareId],
    );
    return row;
  }

  private async languageOf(userId: number): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT language FROM "user" WHERE id = $1`, [userId]);
    return row.language;
  }
}
