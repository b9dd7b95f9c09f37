import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { EachIdField, IdField } from '../../../common/validation/number-fields';
import { DayField, TextField } from '../../../common/validation/text-fields';
import { LabelledDto } from '../../people';

export const PRODUCTS = ['sunscreen', 'repellent'] as const;
export type Product = (typeof PRODUCTS)[number];
/** One application covers up to a whole room. */
export const MAX_CHILDREN_PER_APPLICATION = 40;

const PRODUCT_MESSAGE = { message: `product must be one of ${PRODUCTS.join(', ')}` };
const AT_MESSAGE = { message: 'at must be a date and time like 2026-07-14T10:30:00-04:00' };

export class SunConsentDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ enum: [...PRODUCTS], enumName: 'SunProduct' })
  product: Product;

  @ApiProperty({ type: String, nullable: true, example: 'Mineral SPF 50, from home' })
  productName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Reapply after water play' })
  notes: string | null;

  @ApiProperty({ type: LabelledDto, description: 'Who gave the permission' })
  grantedBy: LabelledDto;

  @ApiProperty({ format: 'date-time' })
  grantedAt: string;
}

export class SunApplicationDto {
  @ApiProperty({ example: 31 })
  id: number;

  @ApiProperty({ example: 12 })
  childId: number;

  @ApiProperty({ enum: [...PRODUCTS], enumName: 'SunProduct' })
  product: Product;

  @ApiProperty({ format: 'date-time' })
  appliedAt: string;

  @ApiProperty({ type: LabelledDto, description: 'Who applied it' })
  appliedBy: LabelledDto;
}

/** One child's permissions in force and the applications of the day. */
export class SunChildDto {
  @ApiProperty({ type: LabelledDto })
  child: LabelledDto;

  @ApiProperty({ type: SunConsentDto, nullable: true, description: 'The sunscreen permission in force' })
  sunscreen: SunConsentDto | null;

  @ApiProperty({ type: SunConsentDto, nullable: true, description: 'The insect repellent permission in force' })
  repellent: SunConsentDto | null;

  @ApiProperty({ type: SunApplicationDto, isArray: true, description: 'Applications of the day (the family: of the last 7 days), newest first' })
  applications: SunApplicationDto[];
}

export class SunRoomDto {
  @ApiProperty({ type: LabelledDto })
  room: LabelledDto;

  @ApiProperty({ format: 'date', example: '2026-07-14' })
  day: string;

  @ApiProperty({ type: SunChildDto, isArray: true })
  children: SunChildDto[];
}

export class SunRoomQueryDto {
  @IdField({ example: 3 })
  roomId: number;

  @DayField('day', { optional: true, example: '2026-07-14', description: "The daycare's day; today when left out" })
  day?: string;
}

export class GrantSunConsentDto {
  @IdField({ example: 12 })
  childId: number;

  @ApiProperty({ enum: [...PRODUCTS], enumName: 'SunProduct' })
  @IsIn([...PRODUCTS], PRODUCT_MESSAGE)
  product: Product;

  @TextField('productName', 120, { nullable: true, optional: true, example: 'Mineral SPF 50, from home' })
  productName?: string | null;

  @TextField('notes', 500, { nullable: true, optional: true, example: 'Reapply after water play' })
  notes?: string | null;
}

export class ConsentIdDto {
  @IdField({ example: 4 })
  consentId: number;
}

export class ApplySunProductDto {
  @ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: MAX_CHILDREN_PER_APPLICATION, example: [12, 13] })
  @IsArray({ message: 'childIds must be a list of child ids' })
  @ArrayMinSize(1, { message: 'childIds must name at least one child' })
  @ArrayMaxSize(MAX_CHILDREN_PER_APPLICATION, { message: `childIds may name at most ${MAX_CHILDREN_PER_APPLICATION} children` })
  @ArrayUnique({ message: 'childIds must not repeat a child' })
  @Type(() => Number)
  @EachIdField()
  childIds: number[];

  @ApiProperty({ enum: [...PRODUCTS], enumName: 'SunProduct' })
  @IsIn([...PRODUCTS], PRODUCT_MESSAGE)
  product: Product;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-07-14T10:30:00-04:00', description: 'When it was applied; now when left out' })
  @IsOptional()
  @IsISO8601({ strict: true }, AT_MESSAGE)
  @Matches(/^\d{4}-\d{2}-\d{2}T/, AT_MESSAGE)
  at?: string;
}

export class ApplicationIdDto {
  @IdField({ example: 31 })
  applicationId: number;
}
