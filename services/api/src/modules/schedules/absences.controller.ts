import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { ABSENCE_NOT_FOUND, REPORTED_NOT_FOUND } from '../../common/access';
import { AbsencesService } from './absences.service';
import { AbsenceDto, AbsenceListQueryDto, CreateAbsenceDto, ExpectedChildDto, ExpectedQueryDto, ReportedAttendanceDto, SaveReportedAttendanceDto } from './dto/absence.dto';
import { ChildQueryDto, IdQueryDto } from './dto/schedule.dto';

const READERS = [UserType.User, UserType.Staff, UserType.Admin, UserType.Super];
const GUARDIANS: AccessRule = { userTypes: [UserType.User] };
/** Directors change a child's absences and reported attendance with the child attendance role. */
const ATTENDANCE_DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD'] };

/** Absences (`/absence/:create?`): guardians report, the daycare sees them. */
@ApiTags('Absences')
@Controller('absence')
export class AbsencesController {
  constructor(private readonly absences: AbsencesService) {}

  @Get('list')
  @Authorize({ userTypes: READERS })
  @ApiOperation({ summary: "Absences touching a period (default this month), latest first: guardians their children's, staff and directors the daycare's" })
  @ApiOkResponse({ type: AbsenceDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: AbsenceListQueryDto): Promise<AbsenceDto[]> {
    return this.absences.listAbsences(user, query);
  }

  @Post('create')
  @Authorize(GUARDIANS, ATTENDANCE_DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Report a child absent on whole days (guardians: from today on; directors any day)' })
  @ApiOkResponse({ type: AbsenceDto })
  @ApiBadRequestResponse({ description: 'Overlaps another absence of the child, or bad dates' })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateAbsenceDto): Promise<AbsenceDto> {
    return this.absences.createAbsence(user, body);
  }

  @Delete('delete')
  @Authorize(GUARDIANS, ATTENDANCE_DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Remove an absence (the child's guardians, directors)" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: ABSENCE_NOT_FOUND })
  async remove(@CurrentUser() user: AuthenticatedUser, @Query() query: IdQueryDto): Promise<void> {
    await this.absences.removeAbsence(user, query.id);
  }
}

/** Reported attendance (`/attendance/reported/:childId/:attendanceId?`): a guardian says when the child comes. */
@ApiTags('Attendance')
@Controller('attendance/reported')
export class ReportedAttendanceController {
  constructor(private readonly absences: AbsencesService) {}

  @Get('list')
  @Authorize({ userTypes: READERS })
  @ApiOperation({ summary: "A child's reported attendance from today on" })
  @ApiOkResponse({ type: ReportedAttendanceDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildQueryDto): Promise<ReportedAttendanceDto[]> {
    return this.absences.listReported(user, query.childId);
  }

  @Get('byId')
  @Authorize({ userTypes: READERS })
  @ApiOperation({ summary: 'One reported attendance' })
  @ApiOkResponse({ type: ReportedAttendanceDto })
  @ApiNotFoundResponse({ description: REPORTED_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: IdQueryDto): Promise<ReportedAttendanceDto> {
    return this.absences.reportedById(user, query.id);
  }

  @Post('save')
  @Authorize(GUARDIANS, ATTENDANCE_DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Say when the child comes on a day (default today); one per child and day, saving again replaces it' })
  @ApiOkResponse({ type: ReportedAttendanceDto })
  @ApiBadRequestResponse({ description: 'A past day, times out of order, or the child is reported absent that day' })
  save(@CurrentUser() user: AuthenticatedUser, @Body() body: SaveReportedAttendanceDto): Promise<ReportedAttendanceDto> {
    return this.absences.saveReported(user, body);
  }

  @Delete('delete')
  @Authorize(GUARDIANS, ATTENDANCE_DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a reported attendance' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: REPORTED_NOT_FOUND })
  async remove(@CurrentUser() user: AuthenticatedUser, @Query() query: IdQueryDto): Promise<void> {
    await this.absences.removeReported(user, query.id);
  }
}

/** The room's expected list: who is still to come today. */
@ApiTags('Attendance')
@Controller('attendance')
export class ExpectedAttendanceController {
  constructor(private readonly absences: AbsencesService) {}

  @Get('expected')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super] })
  @ApiOperation({ summary: 'Children still to come today (scheduled or reported, not absent, not signed in yet), by expected arrival' })
  @ApiOkResponse({ type: ExpectedChildDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This room was not found' })
  expected(@CurrentUser() user: AuthenticatedUser, @Query() query: ExpectedQueryDto): Promise<ExpectedChildDto[]> {
    return this.absences.expected(user, query.roomId);
  }
}
