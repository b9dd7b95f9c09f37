import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiProduces, ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserType } from '@daycare/shared';
import { attachment } from '../../common/attachment';
import { CHILD_NOT_FOUND, DAILY_ENTRY_NOT_FOUND, FAMILY_NOT_FOUND, ROOM_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { RequiresFeature } from '../../common/authorization/requires-feature.decorator';
import { Actor, type RequestActor } from '../audit';
import { attachedPhotoUpload, NOT_A_PHOTO, PHOTO_CONTENT_TYPE, photoRenditions, readMultipart, TOO_LARGE } from '../files';
import { DailyReportsService } from './daily-reports.service';
import { SleepChecksService } from './sleep-checks.service';
import { SleepLogService } from './sleep-log.service';
import {
  ChildDayDto,
  ChildDayQueryDto,
  CreateDailyEntriesDto,
  DailyEntryDto,
  DailyEntryListDto,
  EntryIdQueryDto,
  EntryPhotoQueryDto,
  EntryPhotoUploadDto,
  FamilyFeedQueryDto,
  HoldDto,
  NapIdQueryDto,
  RecordSleepCheckDto,
  ReviewQueryDto,
  RoomDayDto,
  RoomDayQueryDto,
  SleepCheckDto,
  UpdateDailyEntryDto,
  WakeDto,
} from './dto/daily-entry.dto';

/** Families and the whole daycare side read a child's day (the access policy checks whose). */
const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super, UserType.Tablet] };
const DAYCARE_READERS: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super, UserType.Tablet] };
/** Staff and directors record with the daily report role; a room tablet records for its room. */
const RECORDERS: AccessRule[] = [{ userTypes: [UserType.Staff, UserType.Admin, UserType.Super], roles: ['CHILD_DAILY_REPORT'] }, { userTypes: [UserType.Tablet] }];
const REVIEWERS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['CHILD_DAILY_REPORT'] };
const FAMILY_READERS: AccessRule[] = [{ userTypes: [UserType.User] }, REVIEWERS];

/** The daily report: meals, naps, diapers and toileting, and notes of each child's day. */
@ApiTags('Daily reports')
@Controller('dailyreport')
@RequiresFeature('childDailyReport')
export class DailyReportsController {
  constructor(
    private readonly reports: DailyReportsService,
    private readonly sleepChecks: SleepChecksService,
    private readonly sleepLogs: SleepLogService,
  ) {}

  @Get('child')
  @Authorize(READERS)
  @ApiOperation({ summary: "A child's day, earliest first; guardians do not see entries a director held back" })
  @ApiOkResponse({ type: ChildDayDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  child(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildDayQueryDto): Promise<ChildDayDto> {
    return this.reports.childDay(user, query.childId, query.day);
  }

  @Get('byId')
  @Authorize(READERS)
  @ApiOperation({ summary: 'One entry' })
  @ApiOkResponse({ type: DailyEntryDto })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: EntryIdQueryDto): Promise<DailyEntryDto> {
    return this.reports.byId(user, query.entryId);
  }

  @Get('room')
  @Authorize(DAYCARE_READERS)
  @ApiOperation({ summary: "A room's children with the latest meal, nap, diaper or toilet and note of the day (staff and tablets: their own room)" })
  @ApiOkResponse({ type: RoomDayDto })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  room(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomDayQueryDto): Promise<RoomDayDto> {
    return this.reports.roomDay(user, query.roomId, query.day);
  }

  @Get('family')
  @Authorize(...FAMILY_READERS)
  @ApiOperation({ summary: "The family's entries, newest first, a page at a time; guardians do not see entries a director held back" })
  @ApiOkResponse({ type: DailyEntryListDto })
  @ApiNotFoundResponse({ description: FAMILY_NOT_FOUND })
  family(@CurrentUser() user: AuthenticatedUser, @Query() query: FamilyFeedQueryDto): Promise<DailyEntryListDto> {
    return this.reports.familyFeed(user, query.familyId, query.before);
  }

  @Get('review')
  @Authorize(REVIEWERS)
  @ApiOperation({ summary: "Every entry of the daycare's day, newest first, for the director's review" })
  @ApiOkResponse({ type: DailyEntryDto, isArray: true })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  review(@CurrentUser() user: AuthenticatedUser, @Query() query: ReviewQueryDto): Promise<DailyEntryDto[]> {
    return this.reports.review(user, query.day, query.roomId);
  }

  @Post('create')
  @Authorize(...RECORDERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Record one entry for each of the children (a whole table’s lunch in one go); all or none' })
  @ApiOkResponse({ type: DailyEntryDto, isArray: true })
  @ApiBadRequestResponse({ description: 'Fields that do not fit the kind, a time in the future, or a child already asleep' })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  create(@Actor() actor: RequestActor, @Body() body: CreateDailyEntriesDto): Promise<DailyEntryDto[]> {
    return this.reports.create(actor, body);
  }

  @Post('update')
  @Authorize(...RECORDERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Correct an entry's time, amounts, mood or note; its child and kind stay" })
  @ApiOkResponse({ type: DailyEntryDto })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  update(@Actor() actor: RequestActor, @Body() body: UpdateDailyEntryDto): Promise<DailyEntryDto> {
    return this.reports.update(actor, body);
  }

  @Post('wake')
  @Authorize(...RECORDERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End a nap in progress, now or at the time given' })
  @ApiOkResponse({ type: DailyEntryDto })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  wake(@Actor() actor: RequestActor, @Body() body: WakeDto): Promise<DailyEntryDto> {
    return this.reports.wake(actor, body.entryId, body.until);
  }

  @Get('sleepChecks')
  @Authorize(DAYCARE_READERS)
  @ApiOperation({ summary: 'The safe-sleep checks of a nap, earliest first' })
  @ApiOkResponse({ type: SleepCheckDto, isArray: true })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  sleepCheckList(@CurrentUser() user: AuthenticatedUser, @Query() query: NapIdQueryDto): Promise<SleepCheckDto[]> {
    return this.sleepChecks.list(user, query.napId);
  }

  @Get('sleepLog')
  @Authorize(DAYCARE_READERS)
  @ApiOperation({ summary: "The printable safe-sleep check log of a room's day (PDF), in the reader's language (staff and tablets: their own room)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  async sleepLog(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomDayQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { fileName, pdf } = await this.sleepLogs.pdf(user, query.roomId, query.day);
    reply.header('cache-control', 'no-store');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: attachment(fileName) });
  }

  @Post('sleepCheck')
  @Authorize(...RECORDERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Record a safe-sleep check of a nap in progress: the child's position and breathing" })
  @ApiOkResponse({ type: SleepCheckDto })
  @ApiBadRequestResponse({ description: 'The nap has ended, or the time is in the future or before the nap' })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  sleepCheck(@Actor() actor: RequestActor, @Body() body: RecordSleepCheckDto): Promise<SleepCheckDto> {
    return this.sleepChecks.record(actor, body);
  }

  @Post('hold')
  @Authorize(REVIEWERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Hold an entry back from the family, or release it (directors)' })
  @ApiOkResponse({ type: DailyEntryDto })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  hold(@Actor() actor: RequestActor, @Body() body: HoldDto): Promise<DailyEntryDto> {
    return this.reports.hold(actor, body.entryId, body.held);
  }

  @Delete('delete')
  @Authorize(...RECORDERS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an entry recorded in error' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  async remove(@Actor() actor: RequestActor, @Query() query: EntryIdQueryDto): Promise<void> {
    await this.reports.remove(actor, query.entryId);
  }

  @Post('photo')
  @Authorize(...RECORDERS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add a photo to an entry, up to six (EXIF-rotated, metadata stripped, thumbnail and display size)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: EntryPhotoUploadDto })
  @ApiOkResponse({ type: DailyEntryDto })
  @ApiBadRequestResponse({ description: `${NOT_A_PHOTO}, or the entry already holds six photos` })
  @ApiPayloadTooLargeResponse({ description: TOO_LARGE })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  async photo(@Actor() actor: RequestActor, @Req() request: FastifyRequest): Promise<DailyEntryDto> {
    const { id, file } = attachedPhotoUpload('entryId', await readMultipart(request));
    const renditions = await photoRenditions(file.bytes);
    return this.reports.addPhoto(actor, id, file.bytes, { ...renditions }, PHOTO_CONTENT_TYPE);
  }

  @Delete('photo')
  @Authorize(...RECORDERS)
  @ApiOperation({ summary: 'Remove a photo from an entry' })
  @ApiOkResponse({ type: DailyEntryDto })
  @ApiNotFoundResponse({ description: DAILY_ENTRY_NOT_FOUND })
  removePhoto(@Actor() actor: RequestActor, @Query() query: EntryPhotoQueryDto): Promise<DailyEntryDto> {
    return this.reports.removePhoto(actor, query.entryId, query.fileId);
  }
}
