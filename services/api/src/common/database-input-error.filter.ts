import { type ArgumentsHost, BadRequestException, Catch, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';

/** What a person is told for a value PostgreSQL refused, by SQLSTATE; never the SQL or the value. */
const INPUT_ERRORS: Record<string, string> = {
  '22001': 'A text in the request is longer than can be stored; shorten it',
  '22003': 'A number in the request is out of range; use a smaller number',
  '22007': 'A date or time in the request is not valid; check it',
  '22008': 'A date or time in the request is out of range; check it',
  '22021': 'The request holds characters that cannot be stored; remove them',
  '22P02': 'A value in the request is not in the form expected; check it',
  '22P05': 'The request holds characters that cannot be stored; remove them',
  '54001': 'The request is too complex to process; send less at once',
};
/** The other data exceptions (class 22) and program limits (class 54) are input problems too. */
const CLASS_MESSAGES: Record<string, string> = {
  '22': 'A value in the request cannot be stored; check it',
  '54': 'The request is too large or complex to process; send less at once',
};

function sqlState(error: QueryFailedError): string | undefined {
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function inputErrorMessage(code: string): string | undefined {
  return INPUT_ERRORS[code] ?? CLASS_MESSAGES[code.slice(0, 2)];
}

/**
 * Input the validation let through but the database refused answers 400 with a sentence a person can act
 * on (the failed statement's transaction rolled back, so nothing changed); any other database failure
 * stays a 500.
 */
@Catch(QueryFailedError)
export class DatabaseInputErrorFilter extends BaseExceptionFilter {
  private readonly logger = new Logger(DatabaseInputErrorFilter.name);

  catch(error: QueryFailedError, host: ArgumentsHost): void {
    const code = sqlState(error);
    const message = code !== undefined && host.getType() === 'http' ? inputErrorMessage(code) : undefined;
    if (message === undefined) {
      super.catch(error, host);
      return;
    }
    this.logger.warn(`The database refused a request's input (SQLSTATE ${code})`);
    super.catch(new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message] }), host);
  }
}
