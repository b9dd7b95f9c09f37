import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { AbsencesService } from './absences.service';
import { ExpectedChildDto, ExpectedQueryDto } from './dto/absence.dto';

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
