import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '@daycare/shared';
import { IsIn, IsOptional } from 'class-validator';

/** What a person reads when a language is refused. */
export const LANGUAGE_REFUSED = `language must be ${LANGUAGES.join(' or ')}`;

/** One of the languages the product speaks (`Language` in the document); optional fields may be left out. */
export function LanguageField({ optional = false, description }: { optional?: boolean; description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: [...LANGUAGES], enumName: 'Language', example: 'pt-BR', required: !optional, ...(description ? { description } : {}) }),
    ...(optional ? [IsOptional()] : []),
    IsIn(LANGUAGES, { message: LANGUAGE_REFUSED }),
  );
}
