import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The largest PostgreSQL `integer`: every id and count column holds at most this. */
export const MAX_ID = 2_147_483_647;
/** Pages beyond this hold nothing a person would page to; the bound keeps offsets finite and small. */
export const MAX_PAGE = 100_000;
/** The page size of a list that names none of its own. */
export const MAX_PAGE_SIZE = 100;

export type WholeNumberOptions = Omit<ApiPropertyOptions, 'type' | 'minimum' | 'maximum' | 'required'> & {
  /** The field may be left out (or null); the document marks it optional unless `required` says otherwise. */
  optional?: boolean;
  required?: boolean;
  /** What a person reads when the value is refused (`$property` names the field). */
  message?: string;
};

/** Query strings carry numbers as text: decimal digits become a number, anything else is left for the check to refuse. */
const digitsToNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^[+-]?\d{1,20}$/.test(value) ? Number(value) : value);

function wholeNumberField(min: number, max: number, { optional = false, message, required = !optional, ...api }: WholeNumberOptions): PropertyDecorator {
  const refused = { message: message ?? `$property must be a whole number from ${min} to ${max}` };
  return applyDecorators(
    ApiProperty({ ...api, type: 'integer', minimum: min, maximum: max, required }),
    ...(optional ? [IsOptional()] : []),
    Transform(digitsToNumber),
    IsInt(refused),
    Min(min, refused),
    Max(max, refused),
  );
}

/** A record id, in a body, a query or a path: a whole number from 1 to the largest `integer`. */
export const IdField = (options: WholeNumberOptions = {}) => wholeNumberField(1, MAX_ID, options);

/** A quantity: a whole number from `min` (default 0) to `max` (default the largest `integer`). */
export const CountField = ({ min = 0, max = MAX_ID, ...options }: WholeNumberOptions & { min?: number; max?: number } = {}) =>
  wholeNumberField(min, max, options);

/** The page of a list, from 1; optional, 1 when left out. */
export const PageField = (options: WholeNumberOptions = {}) => wholeNumberField(1, MAX_PAGE, { optional: true, default: 1, example: 1, ...options });

/** How many items a page holds, from 1 to `max`; optional, `defaultSize` when left out. */
export const PageSizeField = (defaultSize: number, max = MAX_PAGE_SIZE, options: WholeNumberOptions = {}) =>
  wholeNumberField(1, max, { optional: true, default: defaultSize, example: defaultSize, ...options });

/** Every item of a list of record ids is an id; the list's own rules (size, repeats) stay beside it. */
export const EachIdField = () => {
  const refused = { each: true, message: `each of $property must be a whole number from 1 to ${MAX_ID}` };
  return applyDecorators(IsInt(refused), Min(1, refused), Max(MAX_ID, refused));
};
