import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';

/** Blank text is no text; other text is kept trimmed. */
const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A `YYYY-MM-DD` that is a real calendar day. */
export function isRealDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export interface FieldOptions {
  /** The field may be left out or null (null clears it). */
  nullable?: boolean;
  /** The field may be left out of the body. */
  optional?: boolean;
  example?: string;
  description?: string;
}

/** A calendar day `YYYY-MM-DD`. */
export function DayField(field: string, { nullable = false, optional = false, example = '2026-09-01', description }: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'date', nullable, required: !optional, example, description }),
    ...(nullable || optional ? [IsOptional()] : []),
    ValidateBy({ name: 'isRealDay', validator: { validate: isRealDay, defaultMessage: () => `${field} must be a real date like 2026-11-23` } }),
  );
}

/** Free text, trimmed, at most `max` characters; blank means null for a nullable field and is refused otherwise. */
export function TextField(field: string, max: number, { nullable = false, optional = false, example, description }: FieldOptions = {}): PropertyDecorator {
  const required = !nullable;
  return applyDecorators(
    ApiProperty({ type: String, nullable, required: !optional, maxLength: max, minLength: required ? 1 : undefined, example, description }),
    Transform(nullable ? trimmedOrNull : trimmed),
    ...(nullable || optional ? [IsOptional()] : []),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
    ...(required ? [Matches(/\S/, { message: `${field} must not be empty` })] : []),
  );
}
