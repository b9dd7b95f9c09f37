import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { CountField } from '../../../common/validation/number-fields';

export const PEOPLE_KINDS = ['child', 'guardian', 'contact', 'staff'] as const;
export type PeopleKind = (typeof PEOPLE_KINDS)[number];
export const MATCHED_BY = ['name', 'phone', 'email'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];
export const QUERY_LENGTH = { min: 2, max: 100 } as const;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PeopleSearchQueryDto {
  @ApiProperty({
    minLength: QUERY_LENGTH.min,
    maxLength: QUERY_LENGTH.max,
    example: 'Olivr Tompson',
    description: 'Any part of a name, a phone number or an e-mail address; case, accents and small typos are forgiven',
  })
  @Transform(trimmed)
  @IsString({ message: 'q must be text' })
  @Length(QUERY_LENGTH.min, QUERY_LENGTH.max, { message: `q must be ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters (spaces around it do not count)` })
  q: string;

  @CountField({ min: 1, max: MAX_LIMIT, optional: true, default: DEFAULT_LIMIT, example: DEFAULT_LIMIT, description: 'How many people to answer at most' })
  limit?: number;
}

export class PeopleSearchResultDto {
  @ApiProperty({ enum: [...PEOPLE_KINDS], enumName: 'PeopleKind' })
  kind: PeopleKind;

  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Oliver Thompson' })
  label: string;

  @ApiProperty({
    example: 'Sunflowers',
    description: "A child's or staff member's room, a guardian's children, a contact's relation and the family's children; empty when there is none",
  })
  detail: string;

  @ApiProperty({ enum: [...MATCHED_BY], enumName: 'PeopleMatchedBy', description: 'What the query matched: the name, a phone number or the e-mail address' })
  matched: MatchedBy;

  @ApiProperty({ example: '/child/12', description: "The record's page" })
  url: string;
}
