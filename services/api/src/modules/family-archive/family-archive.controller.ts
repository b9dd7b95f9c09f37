import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authorize } from '../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../audit';
import { FamilyExportQueryDto } from './dto/family-export.dto';
import { FamilyArchiveService } from './family-archive.service';

/** An ASCII fallback and the UTF-8 name (RFC 6266), so accents survive in every browser. */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

@ApiTags('Families')
@Controller('family')
export class FamilyArchiveController {
  constructor(private readonly archives: FamilyArchiveService) {}

  @Get('export')
  @Authorize()
  @ApiOperation({ summary: "The family's archive: a ZIP of its records (family.json, one CSV per kind) and photos. Directors of its daycare and its guardians" })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The ZIP', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ description: 'Staff and tablets' })
  @ApiNotFoundResponse({ description: 'This family was not found' })
  async export(@Actor() actor: RequestActor, @Query() query: FamilyExportQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { fileName, stream } = await this.archives.download(actor, query.familyId);
    reply.header('cache-control', 'no-store');
    return new StreamableFile(stream, { type: 'application/zip', disposition: attachment(fileName) });
  }
}
