import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { FAMILY_NOT_FOUND } from '../../common/access';
import { ChartsService } from './charts.service';
import { ChildChartQueryDto, DailyEventDto, FamilyMonthlyAbsenceDto, FamilyQueryDto, MonthCountDto, MonthlyAbsencesDto, MonthlyEventDto, SelectedDateQueryDto } from './dto/chart.dto';

const DAYCARE_SIDE = [UserType.Staff, UserType.Admin, UserType.Super];
const FAMILY_AND_DAYCARE = [UserType.User, UserType.Staff, UserType.Admin, UserType.Super];

/** Chart data for the director's home and the family page (shapes in docs/decisions.md). */
@ApiTags('Charts')
@Controller('chartdata')
export class ChartsController {
  constructor(private readonly charts: ChartsService) {}

  @Get('absences')
  @Authorize({ userTypes: DAYCARE_SIDE })
  @ApiOperation({ summary: "monthlyAbsences: the daycare's absent child-days (weekdays) per month, twelve months to the selected one, and notify: children absent on the day" })
  @ApiOkResponse({ type: MonthlyAbsencesDto })
  absences(@CurrentUser() user: AuthenticatedUser, @Query() query: SelectedDateQueryDto): Promise<MonthlyAbsencesDto> {
    return this.charts.absences(user, query.selectedDate);
  }

  @Get('events')
  @Authorize({ userTypes: DAYCARE_SIDE })
  @ApiOperation({ summary: 'monthlyEvents: child and staff attendance days per month, twelve months to the selected one' })
  @ApiOkResponse({ type: MonthlyEventDto, isArray: true })
  events(@CurrentUser() user: AuthenticatedUser, @Query() query: SelectedDateQueryDto): Promise<MonthlyEventDto[]> {
    return this.charts.events(user, query.selectedDate);
  }

  @Get('dailyEvents')
  @Authorize({ userTypes: DAYCARE_SIDE })
  @ApiOperation({ summary: 'Each day of the selected month: children and staff signed in, children absent' })
  @ApiOkResponse({ type: DailyEventDto, isArray: true })
  dailyEvents(@CurrentUser() user: AuthenticatedUser, @Query() query: SelectedDateQueryDto): Promise<DailyEventDto[]> {
    return this.charts.dailyEvents(user, query.selectedDate);
  }

  @Get('familyAbsences')
  @Authorize({ userTypes: FAMILY_AND_DAYCARE })
  @ApiOperation({ summary: "familyMonthlyAbsences: a family's absent child-days per month (total and per child), the twelve months to this one" })
  @ApiOkResponse({ type: FamilyMonthlyAbsenceDto, isArray: true })
  @ApiNotFoundResponse({ description: FAMILY_NOT_FOUND })
  familyAbsences(@CurrentUser() user: AuthenticatedUser, @Query() query: FamilyQueryDto): Promise<FamilyMonthlyAbsenceDto[]> {
    return this.charts.familyAbsences(user, query.familyId);
  }

  @Get('childAbsences')
  @Authorize({ userTypes: FAMILY_AND_DAYCARE })
  @ApiOperation({ summary: "A child's absent weekdays per month, twelve months to the selected one" })
  @ApiOkResponse({ type: MonthCountDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  childAbsences(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildChartQueryDto): Promise<MonthCountDto[]> {
    return this.charts.childAbsences(user, query.childId, query.selectedDate);
  }
}
