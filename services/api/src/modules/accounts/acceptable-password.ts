import { BadRequestException } from '@nestjs/common';
import { passwordProblems } from '@daycare/shared';

/** Throws the 400 the validation pipe would, one sentence per problem the password policy finds. */
export function assertAcceptablePassword(password: string, email: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: problems });
}
