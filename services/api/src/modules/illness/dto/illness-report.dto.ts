import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsISO8601, IsNumber, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { CountField, IdField } from '../../../common/validation/number-fields';
import { TextField } from '../../../common/validation/text-fields';
import { LabelledDto } from '../../people';
import { MAX_EXCLUSION_HOURS, type Symptom, SYMPTOMS } from '../illness-rules';

const INSTANT_EXAMPLE = '2026-11-23T10:15:00-05:00';
const instantMessage = (field: string) => `${field} must be a date and time like ${INSTANT_EXAMPLE}`;
/** An instant with its time of day: a bare date would leave the hour, and so the return, to chance. */
const Instant = (field: string) => {
  const refused = { message: instantMessage(field) };
  return applyDecorators(IsISO8601({ strict: true }, refused), Matches(/^\d{4}-\d{2}-\d{2}T/, refused));
};
const SYMPTOMS_MESSAGE = `symptoms must be one or more of ${SYMPTOMS.join(', ')}`;

export class IllnessReportDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 12 })
  childId: number;

  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ enum: [...SYMPTOMS], enumName: 'IllnessSymptom', isArray: true })
  symptoms: Symptom[];

  @ApiProperty({ type: Number, nullable: true, example: 38.6, description: 'Temperature in °C (the screens also show °F)' })
  temperatureC: number | null;

  @ApiProperty({ format: 'date-time', description: 'When the illness was first noticed' })
  noticedAt: string;

  @ApiProperty({ format: 'date-time', description: 'The last time a symptom was seen; the return counts from it' })
  lastSymptomAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the daycare sent the child home' })
  sentHomeAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who picked the child up' })
  pickedUpBy: string | null;

  @ApiProperty({ type: String, nullable: true })
  diagnosis: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ format: 'date-time', description: "The earliest return: the last symptom plus the daycare's longest exclusion of the symptoms" })
  returnAfter: string;

  @ApiProperty({ enum: [...SYMPTOMS], enumName: 'IllnessSymptom', description: 'The symptom whose rule set the return' })
  returnRule: Symptom;

  @ApiProperty({ example: 24, description: 'The hours that rule asked for' })
  returnRuleHours: number;

  @ApiProperty({ type: LabelledDto, description: 'Who reported it' })
  reportedBy: LabelledDto;

  @ApiProperty({ description: 'A guardian reported it (otherwise the daycare did)' })
  byFamily: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: string | null;

  @ApiProperty({ description: 'Whether the caller may change it' })
  canEdit: boolean;
}

class IllnessFieldsDto {
  @ApiProperty({ enum: [...SYMPTOMS], enumName: 'IllnessSymptom', isArray: true, example: ['fever'] })
  @IsArray({ message: SYMPTOMS_MESSAGE })
  @ArrayMinSize(1, { message: 'symptoms must name at least one symptom' })
  @ArrayMaxSize(SYMPTOMS.length, { message: SYMPTOMS_MESSAGE })
  @ArrayUnique({ message: 'symptoms must not repeat a symptom' })
  @IsIn([...SYMPTOMS], { each: true, message: SYMPTOMS_MESSAGE })
  symptoms: Symptom[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 34, maximum: 43, example: 38.6, description: 'Temperature in °C, one decimal' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 1, allowNaN: false, allowInfinity: false }, { message: 'temperatureC must be a number of °C with at most one decimal, like 38.5' })
  @Min(34, { message: 'temperatureC must be between 34 and 43 °C' })
  @Max(43, { message: 'temperatureC must be between 34 and 43 °C' })
  temperatureC?: number | null;

  @ApiProperty({ format: 'date-time', example: INSTANT_EXAMPLE, description: 'When the illness was first noticed' })
  @Instant('noticedAt')
  noticedAt: string;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-11-23T11:00:00-05:00', description: 'The last time a symptom was seen; noticedAt when left out' })
  @IsOptional()
  @Instant('lastSymptomAt')
  lastSymptomAt?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2026-11-23T11:30:00-05:00' })
  @IsOptional()
  @Instant('sentHomeAt')
  sentHomeAt?: string | null;

  @TextField('pickedUpBy', 120, { nullable: true, optional: true, example: 'Sarah Thompson (mother)' })
  pickedUpBy?: string | null;

  @TextField('diagnosis', 500, { nullable: true, optional: true, example: 'Ear infection' })
  diagnosis?: string | null;

  @TextField('notes', 2000, { nullable: true, optional: true })
  notes?: string | null;
}

export class CreateIllnessReportDto extends IllnessFieldsDto {
  @IdField({ example: 12 })
  childId: number;
}

/** The whole report as it should now read; its child stays. */
export class UpdateIllnessReportDto extends IllnessFieldsDto {
  @IdField({ example: 7 })
  reportId: number;
}

export class IllnessReportIdDto {
  @IdField({ example: 7 })
  reportId: number;
}

export class IllnessListQueryDto {
  @IdField({ optional: true, example: 12, description: 'Only this child' })
  childId?: number;
}

export class ExclusionRuleDto {
  @ApiProperty({ enum: [...SYMPTOMS], enumName: 'IllnessSymptom' })
  @IsIn([...SYMPTOMS], { message: `symptom must be one of ${SYMPTOMS.join(', ')}` })
  symptom: Symptom;

  @CountField({ min: 0, max: MAX_EXCLUSION_HOURS, example: 24, description: 'Hours at home after the last sign of the symptom' })
  hours: number;
}

export class ExclusionRulesDto {
  @ApiProperty({ type: ExclusionRuleDto, isArray: true, description: 'One rule per symptom; a symptom left out keeps its rule' })
  @IsArray({ message: 'rules must be a list' })
  @ArrayMaxSize(SYMPTOMS.length, { message: `rules may name each of the ${SYMPTOMS.length} symptoms once` })
  @ValidateNested({ each: true })
  @Type(() => ExclusionRuleDto)
  rules: ExclusionRuleDto[];
}

export class ExclusionRuleViewDto {
  @ApiProperty({ enum: [...SYMPTOMS], enumName: 'IllnessSymptom' })
  symptom: Symptom;

  @ApiProperty({ example: 24, description: "The daycare's hours at home after the last sign of the symptom" })
  hours: number;

  @ApiProperty({ example: 24, description: 'The hours when the daycare sets none' })
  defaultHours: number;
}
