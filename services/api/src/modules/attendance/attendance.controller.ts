import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { ATTENDANCE_NOT_FOUND } from '../../common/access';
import { AttendanceCorrectionsService } from './corrections.service';
import {
  AttendanceIdQueryDto,
  AttendanceRecordDto,
  AttendanceReportDto,
  AttendanceReportQueryDto,
  AttendanceSearchDto,
  AttendanceSearchQueryDto,
  CreateAttendanceRecordDto,
  UpdateAttendanceRecordDto,
} from './dto/corrections.dto';

/** Directors (and Super) holding ATTENDANCE_CHILD or ATTENDANCE_STAFF; each record also needs the role of its kind of person. */
export const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF'] };
const OVERLAP = 'The times overlap another stay of the same person, or are out of order or in the future';

/** The director's attendance screens: /attendance/update, /attendance/create, /attendance/search, /attendance/reports. */
@ApiTags('Attendance')
@Controller('attendance')
export class AttendanceController {
  constructor(private readonly corrections: AttendanceCorrectionsService) {}

  @Get('byId')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: 'One attendance interval' })
  @ApiOkResponse({ type: AttendanceRecordDto })
  @ApiNotFoundResponse({ description: ATTENDANCE_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: AttendanceIdQueryDto): Promise<AttendanceRecordDto> {
    return this.corrections.byId(user, query.id);
  }

  @Post('update')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Correct an interval's room and times (endedAt null: still in)" })
  @ApiOkResponse({ type: AttendanceRecordDto })
  @ApiBadRequestResponse({ description: OVERLAP })
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateAttendanceRecordDto): Promise<AttendanceRecordDto> {
    return this.corrections.update(user, body);
  }

  @Post('create')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add an interval for a child or staff member (a forgotten sign-in)' })
  @ApiOkResponse({ type: AttendanceRecordDto })
  @ApiBadRequestResponse({ description: OVERLAP })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateAttendanceRecordDto): Promise<AttendanceRecordDto> {
    return this.corrections.create(user, body);
  }

  @Delete('delete')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove an interval recorded by mistake' })
  @ApiNoContentResponse({ description: 'Removed' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Query() query: AttendanceIdQueryDto): Promise<void> {
    await this.corrections.remove(user, query.id);
  }

  @Get('search')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: "A child's or staff member's intervals over a period (local days), newest first, paged, with the period's total" })
  @ApiOkResponse({ type: AttendanceSearchDto })
  search(@CurrentUser() user: AuthenticatedUser, @Query() query: AttendanceSearchQueryDto): Promise<AttendanceSearchDto> {
    return this.corrections.search(user, query);
  }

  @Get('report')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: 'Hours per child and per staff member over a period (optionally in one room)' })
  @ApiOkResponse({ type: AttendanceReportDto })
  report(@CurrentUser() user: AuthenticatedUser, @Query() query: AttendanceReportQueryDto): Promise<AttendanceReportDto> {
    return this.corrections.report(user, query);
  }

  @Get('reportCsv')
  @Authorize(DIRECTORS)
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="attendance-report.csv"')
  @ApiOperation({ summary: 'The hours report as CSV: type, id, name, days, minutes, hours' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one line per person', schema: { type: 'string' } })
  reportCsv(@CurrentUser() user: AuthenticatedUser, @Query() query: AttendanceReportQueryDto): Promise<string> {
    return this.corrections.reportCsv(user, query);
  }
}
