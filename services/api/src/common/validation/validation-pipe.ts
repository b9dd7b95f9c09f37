import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messages(error: ValidationError, parentPath = ''): string[] {
  const field = parentPath ? `${parentPath}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
    constraint === 'whitelistValidation' ? `${field} is not a field this request accepts; remove it` : message,
  );
  return [...own, ...(error.children ?? []).flatMap((child) => messages(child, field))];
}

/**
 * Unknown fields are rejected, not silently dropped, and every failure answers 400 with one
 * sentence per problem in `message` (the shape the browser's error-message choice reads); a sentence
 * shared by several checks of one field (type and range) is said once.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [...new Set(errors.flatMap((error) => messages(error)))] }),
  });
}
