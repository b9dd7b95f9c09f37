import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ABSENCE_NOT_FOUND } from '../../common/access';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { ATTENDANCE_DIRECTORS, GUARDIANS, READERS } from './absence-rules';
import { AbsencesService } from './absences.service';
import { AbsenceDto, AbsenceListQueryDto, CreateAbsenceDto } from './dto/absence.dto';
import { IdQueryDto } from './dto/schedule.dto';

/** Absences (`/absence/:create?`): guardians report, the daycare sees them. */
@ApiTags('Absences')
@Controller('absence')
export class AbsencesController {
  constructor(private readonly absences: AbsencesService) {}

  @Get('list')
  @Authorize(READERS)
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
