import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdField, PageField, PageSizeField } from '../../../common/validation/number-fields';
import { DayField } from './child-fields';
import { LabelledDto } from './people.dto';

export const CERTIFICATION_KINDS = ['first-aid', 'cpr', 'background-check'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];
export const CERTIFICATION_STATES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];
/** A certification expiring within this many days of the daycare's today needs renewing. */
export const EXPIRING_WITHIN_DAYS = 60;

const KIND_DOC = { enum: [...CERTIFICATION_KINDS], enumName: 'CertificationKind' };

export class StaffListQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Any part of the name or e-mail address (case and accents ignored)' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @IdField({ optional: true, description: 'Only staff whose home room this is' })
  roomId?: number;

  @PageField()
  page?: number;

  @PageSizeField(20)
  pageSize?: number;
}

export class StaffIdQueryDto {
  @IdField({ example: 7 })
  staffId: number;
}

export class CertificationDto {
  @ApiProperty(KIND_DOC)
  kind: CertificationKind;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2027-03-31' })
  expiresOn: string | null;

  @ApiProperty({ enum: [...CERTIFICATION_STATES], enumName: 'CertificationState', description: `expiring: expires within ${EXPIRING_WITHIN_DAYS} days of the daycare's today` })
  state: CertificationState;
}

export class CertificationRecordDto extends CertificationDto {
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2025-03-31' })
  issuedOn: string | null;
}

export class StaffListItemDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Maria Silva' })
  label: string;

  @ApiProperty({ example: 'maria@demo.test' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl: string | null;

  @ApiProperty({ type: LabelledDto, nullable: true, description: 'The home room' })
  room: LabelledDto | null;

  @ApiProperty({ type: [String], example: ['ATTENDANCE_CHILD'], description: 'Role codes held in this daycare' })
  roles: string[];

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2024-08-19' })
  startedOn: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  endedOn: string | null;

  @ApiProperty({ type: [CertificationDto], description: 'One per kind, in the order first aid, CPR, background check' })
  certifications: CertificationDto[];
}

export class CertificationAlertsDto {
  @ApiProperty({ example: 1, description: `Certifications of the daycare's staff expiring within ${EXPIRING_WITHIN_DAYS} days` })
  expiring: number;

  @ApiProperty({ example: 0, description: "Certifications of the daycare's staff already expired" })
  expired: number;
}

export class StaffListDto {
  @ApiProperty({ type: [StaffListItemDto] })
  items: StaffListItemDto[];

  @ApiProperty({ example: 12 })
  total: number;

  @ApiProperty({ type: CertificationAlertsDto, description: 'Over all the staff of the daycare, whatever the filters' })
  alerts: CertificationAlertsDto;
}

export class StaffRecordDto extends OmitType(StaffListItemDto, ['certifications'] as const) {
  @ApiProperty({ type: String, nullable: true, example: '(555) 010-0199' })
  phone: string | null;

  @ApiProperty({ type: [CertificationRecordDto], description: 'One per kind, in the order first aid, CPR, background check' })
  certifications: CertificationRecordDto[];
}

export class UpdateEmploymentDto {
  @IdField({ example: 7 })
  staffId: number;

  @DayField('startedOn', { nullable: true, example: '2024-08-19' })
  startedOn: string | null;

  @DayField('endedOn', { nullable: true, example: '2026-06-30' })
  endedOn: string | null;
}

export class UpdateCertificationDto {
  @IdField({ example: 7 })
  staffId: number;

  @ApiProperty(KIND_DOC)
  @IsIn(CERTIFICATION_KINDS, { message: `kind must be ${CERTIFICATION_KINDS.join(', ')}` })
  kind: CertificationKind;

  @DayField('issuedOn', { nullable: true, example: '2025-03-31', description: 'Both dates null removes the certification' })
  issuedOn: string | null;

  @DayField('expiresOn', { nullable: true, example: '2027-03-31' })
  expiresOn: string | null;
}
