import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import {
  ChildQueryDto,
  CreateScheduleDto,
  CreateScheduleRequestDto,
  IdQueryDto,
  RespondScheduleRequestDto,
  ScheduleDto,
  ScheduleReportDto,
  ScheduleReportQueryDto,
  ScheduleRequestDto,
  ScheduleRequestListQueryDto,
  UpdateScheduleDto,
} from './dto/schedule.dto';
import { SCHEDULE_NOT_FOUND } from '../../common/access';
import { ALREADY_ANSWERED, REQUEST_NOT_FOUND, SCHEDULE_OVERLAP, SchedulesService } from './schedules.service';

/** Directors (and Super) with ATTENDANCE_CHILD change schedules and answer requests. */
const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD'] };
/** Guardians read their own children's; staff and directors their daycare's. */
const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] };

/** Schedules (attendance plans) of /attendance/schedule/*; the spec names no calls, these are recorded in docs/decisions.md. */
@ApiTags('Schedules')
@Controller('schedule')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get('list')
  @Authorize(READERS)
  @ApiOperation({ summary: "A child's schedules, latest first (current marks the one that applies today)" })
  @ApiOkResponse({ type: ScheduleDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildQueryDto): Promise<ScheduleDto[]> {
    return this.schedules.list(user, query.childId);
  }

  @Get('byId')
  @Authorize(READERS)
  @ApiOperation({ summary: 'One schedule' })
  @ApiOkResponse({ type: ScheduleDto })
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: IdQueryDto): Promise<ScheduleDto> {
    return this.schedules.byId(user, query.id);
  }

  @Post('create')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add a schedule for a child (periods of one child never overlap)' })
  @ApiOkResponse({ type: ScheduleDto })
  @ApiBadRequestResponse({ description: SCHEDULE_OVERLAP })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateScheduleDto): Promise<ScheduleDto> {
    return this.schedules.create(user, body);
  }

  @Post('update')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Replace a schedule: plan, period, days and note' })
  @ApiOkResponse({ type: ScheduleDto })
  @ApiBadRequestResponse({ description: SCHEDULE_OVERLAP })
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateScheduleDto): Promise<ScheduleDto> {
    return this.schedules.update(user, body);
  }

  @Delete('delete')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a schedule' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: SCHEDULE_NOT_FOUND })
  async remove(@CurrentUser() user: AuthenticatedUser, @Query() query: IdQueryDto): Promise<void> {
    await this.schedules.remove(user, query.id);
  }

  @Post('request')
  @Authorize({ userTypes: [UserType.User] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A guardian asks for a new schedule for their child, or a change of one (scheduleId)' })
  @ApiOkResponse({ type: ScheduleRequestDto })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  request(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateScheduleRequestDto): Promise<ScheduleRequestDto> {
    return this.schedules.request(user, body);
  }

  @Get('requests')
  @Authorize({ userTypes: [UserType.User] }, DIRECTORS)
  @ApiOperation({ summary: "Schedule requests, pending first then newest: directors the daycare's, guardians those they sent" })
  @ApiOkResponse({ type: ScheduleRequestDto, isArray: true })
  requests(@CurrentUser() user: AuthenticatedUser, @Query() query: ScheduleRequestListQueryDto): Promise<ScheduleRequestDto[]> {
    return this.schedules.requests(user, query.status);
  }

  @Post('respond')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Approve (applies the schedule) or decline a pending request, with a note' })
  @ApiOkResponse({ type: ScheduleRequestDto })
  @ApiBadRequestResponse({ description: `${ALREADY_ANSWERED}; or ${SCHEDULE_OVERLAP}` })
  @ApiNotFoundResponse({ description: REQUEST_NOT_FOUND })
  respond(@CurrentUser() user: AuthenticatedUser, @Body() body: RespondScheduleRequestDto): Promise<ScheduleRequestDto> {
    return this.schedules.respond(user, body);
  }

  @Get('report')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: 'Children expected per room (home room), weekday and hour, by the schedules that apply on a day' })
  @ApiOkResponse({ type: ScheduleReportDto })
  @ApiNotFoundResponse({ description: 'This room was not found' })
  report(@CurrentUser() user: AuthenticatedUser, @Query() query: ScheduleReportQueryDto): Promise<ScheduleReportDto> {
    return this.schedules.report(user, query);
  }
}
