import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { attachment } from '../../common/attachment';
import { Authorize } from '../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../audit';
import { FamilyExportQueryDto } from './dto/family-export.dto';
import { FamilyArchiveService } from './family-archive.service';

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
