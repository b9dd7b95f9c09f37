import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { DAY, dayMessage } from '../../schedules/dto/schedule.dto';
import { IdField } from '../../../common/validation/number-fields';

export class SelectedDateQueryDto {
  @ApiPropertyOptional({ example: '2026-11-23', description: 'The day the chart is about (default today); monthly charts end with its month' })
  @IsOptional()
  @IsString(dayMessage('selectedDate'))
  @Matches(DAY, dayMessage('selectedDate'))
  selectedDate?: string;
}

export class FamilyQueryDto {
  @IdField({ example: 5 })
  familyId: number;
}

export class ChildChartQueryDto extends SelectedDateQueryDto {
  @IdField({ example: 12 })
  childId: number;
}

/** A month of a chart and its count. */
export class MonthCountDto {
  @ApiProperty({ example: '2026-11', description: 'YYYY-MM' })
  month: string;

  @ApiProperty({ example: 6, description: 'Absent child-days on weekdays (Monday to Friday) in the month' })
  count: number;
}

/** Section 3's monthlyAbsences: the twelve months ending with the selected month, oldest first. */
export class MonthlyAbsencesDto {
  @ApiProperty({ type: MonthCountDto, isArray: true })
  data: MonthCountDto[];

  @ApiProperty({ example: 2, description: 'Children reported absent on the selected day' })
  notify: number;
}

/** Section 3's monthlyEvents item: attendance in a month. */
export class MonthlyEventDto {
  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ example: 512, description: 'Child attendance days: each child counted once per local day they were signed in' })
  children: number;

  @ApiProperty({ example: 160, description: 'Staff attendance days, the same way' })
  staff: number;
}

/** A day of the selected month. */
export class DailyEventDto {
  @ApiProperty({ example: '2026-11-23' })
  date: string;

  @ApiProperty({ example: 31, description: 'Children signed in that day' })
  children: number;

  @ApiProperty({ example: 8, description: 'Staff signed in that day' })
  staff: number;

  @ApiProperty({ example: 2, description: 'Children reported absent that day' })
  absences: number;
}

export class ChildCountDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Emma Thompson' })
  label: string;

  @ApiProperty({ example: 2, description: 'Absent weekdays of this child in the month' })
  count: number;
}

/** Section 3's familyMonthlyAbsences item: a month, the family's total and each child's. */
export class FamilyMonthlyAbsenceDto {
  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ example: 3, description: "The family's absent child-days on weekdays" })
  count: number;

  @ApiProperty({ type: ChildCountDto, isArray: true, description: 'Every child of the family, by first name' })
  children: ChildCountDto[];
}
