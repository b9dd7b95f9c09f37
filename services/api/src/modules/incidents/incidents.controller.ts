import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserType } from '@daycare/shared';
import { attachment } from '../../common/attachment';
import { CHILD_NOT_FOUND, INCIDENT_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { attachedPhotoUpload, NOT_A_PHOTO, PHOTO_CONTENT_TYPE, photoRenditions, readMultipart, TOO_LARGE } from '../files';
import { IncidentPdfService } from './incident-pdf.service';
import { ALREADY_SIGNED, IncidentsService, SIGNED_CANNOT_CHANGE } from './incidents.service';
import {
  AmendIncidentDto,
  ChildIdQueryDto,
  CreateIncidentDto,
  HandOverDto,
  IncidentDto,
  IncidentIdQueryDto,
  IncidentPhotoUploadDto,
  IncidentSummaryDto,
  SignIncidentDto,
  UpdateIncidentDto,
} from './dto/incident.dto';

/** Staff and directors with the incidents role write and read reports (the access policy: staff their rooms' children). */
const WRITERS: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super], roles: ['INCIDENTS'] };
/** Guardians read and sign their own children's reports. */
const READERS: AccessRule[] = [{ userTypes: [UserType.User] }, WRITERS];
/** Whoever signs a child out on the daycare's side: staff, directors and room tablets. */
const SIGNERS_OUT: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super, UserType.Tablet] };

/** Incident reports: what happened to a child, the guardian's acknowledgement, and amendments. */
@ApiTags('Incidents')
@Controller('incident')
export class IncidentsController {
  constructor(
    private readonly incidents: IncidentsService,
    private readonly pdfs: IncidentPdfService,
  ) {}

  @Get('byId')
  @Authorize(...READERS)
  @ApiOperation({ summary: 'One incident report with its photos, amendments and signature' })
  @ApiOkResponse({ type: IncidentDto })
  @ApiNotFoundResponse({ description: INCIDENT_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: IncidentIdQueryDto): Promise<IncidentDto> {
    return this.incidents.byId(user, query.incidentId);
  }

  @Get('child')
  @Authorize(...READERS)
  @ApiOperation({ summary: "A child's incident reports, newest first" })
  @ApiOkResponse({ type: IncidentSummaryDto, isArray: true })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  child(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildIdQueryDto): Promise<IncidentSummaryDto[]> {
    return this.incidents.childList(user, query.childId);
  }

  @Get('outstanding')
  @Authorize(...READERS)
  @ApiOperation({ summary: 'Reports no guardian has signed yet: the daycare’s for directors, their children’s for staff, their own for guardians' })
  @ApiOkResponse({ type: IncidentSummaryDto, isArray: true })
  outstanding(@CurrentUser() user: AuthenticatedUser): Promise<IncidentSummaryDto[]> {
    return this.incidents.outstanding(user);
  }

  @Get('handOver')
  @Authorize(SIGNERS_OUT)
  @ApiOperation({ summary: "The child's reports from today the family has not signed yet: a reminder to hand them over at sign-out" })
  @ApiOkResponse({ type: HandOverDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  handOver(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildIdQueryDto): Promise<HandOverDto> {
    return this.incidents.handOver(user, query.childId);
  }

  @Get('pdf')
  @Authorize(...READERS)
  @ApiOperation({ summary: "The incident report as a PDF, in the reader's language" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: INCIDENT_NOT_FOUND })
  async pdf(@CurrentUser() user: AuthenticatedUser, @Query() query: IncidentIdQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { fileName, pdf } = await this.pdfs.pdf(user, query.incidentId);
    reply.header('cache-control', 'no-store');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: attachment(fileName) });
  }

  @Post('create')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Report an incident; the daycare sees the open count rise live and the family is told at once' })
  @ApiOkResponse({ type: IncidentDto })
  @ApiBadRequestResponse({ description: 'A time in the future or too long ago, or a told guardian who is not the child’s' })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  create(@Actor() actor: RequestActor, @Body() body: CreateIncidentDto): Promise<IncidentDto> {
    return this.incidents.create(actor, body);
  }

  @Post('update')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Correct a report no guardian has signed yet' })
  @ApiOkResponse({ type: IncidentDto })
  @ApiBadRequestResponse({ description: SIGNED_CANNOT_CHANGE })
  @ApiNotFoundResponse({ description: INCIDENT_NOT_FOUND })
  update(@Actor() actor: RequestActor, @Body() body: UpdateIncidentDto): Promise<IncidentDto> {
    return this.incidents.update(actor, body);
  }

  @Post('amend')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Append a dated amendment (the report itself stays as written and signed)' })
  @ApiOkResponse({ type: IncidentDto })
  @ApiNotFoundResponse({ description: INCIDENT_NOT_FOUND })
  amend(@Actor() actor: RequestActor, @Body() body: AmendIncidentDto): Promise<IncidentDto> {
    return this.incidents.amend(actor, body);
  }

  @Post('sign')
  @Authorize({ userTypes: [UserType.User] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A guardian acknowledges and signs the report (typed name and drawn signature; the time and address are recorded)' })
  @ApiOkResponse({ type: IncidentDto })
  @ApiBadRequestResponse({ description: `${ALREADY_SIGNED}, or a signature that is empty or not a PNG` })
  @ApiNotFoundResponse({ description: INCIDENT_NOT_FOUND })
  sign(@Actor() actor: RequestActor, @Body() body: SignIncidentDto): Promise<IncidentDto> {
    return this.incidents.sign(actor, body);
  }

  @Post('photo')
  @Authorize(WRITERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add a photo to a report no guardian has signed yet (EXIF-rotated, metadata stripped, thumbnail and display size)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: IncidentPhotoUploadDto })
  @ApiOkResponse({ type: IncidentDto })
  @ApiBadRequestResponse({ description: NOT_A_PHOTO })
  @ApiPayloadTooLargeResponse({ description: TOO_LARGE })
  @ApiNotFoundResponse({ description: INCIDENT_NOT_FOUND })
  async photo(@Actor() actor: RequestActor, @Req() request: FastifyRequest): Promise<IncidentDto> {
    const { id, file } = attachedPhotoUpload('incidentId', await readMultipart(request));
    const renditions = await photoRenditions(file.bytes);
    return this.incidents.addPhoto(actor, id, file.bytes, { ...renditions }, PHOTO_CONTENT_TYPE);
  }
}
