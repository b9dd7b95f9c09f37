import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { REPORTED_NOT_FOUND } from '../../common/access';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { ATTENDANCE_DIRECTORS, GUARDIANS, READERS } from './absence-rules';
import { AbsencesService } from './absences.service';
import { ReportedAttendanceDto, SaveReportedAttendanceDto } from './dto/absence.dto';
import { ChildQueryDto, IdQueryDto } from './dto/schedule.dto';

/** Reported attendance (`/attendance/reported/:childId/:attendanceId?`): a guardian says when the child comes. */
@ApiTags('Attendance')
@Controller('attendance/reported')
export class ReportedAttendanceController {
  constructor(private readonly absences: AbsencesService) {}

  @Get('list')
  @Authorize(READERS)
  @ApiOperation({ summary: "A child's reported attendance from today on" })
  @ApiOkResponse({ type: ReportedAttendanceDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildQueryDto): Promise<ReportedAttendanceDto[]> {
    return this.absences.listReported(user, query.childId);
  }

  @Get('byId')
  @Authorize(READERS)
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
