import { BadRequestException } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';

export const DAYCARE_NOT_FOUND = 'This daycare was not found';

/** The daycare a tenant write works in; a Super user without one has to change center first. */
export function currentDaycareId(user: AuthenticatedUser): number {
  if (user.daycareId === null) throw new BadRequestException('Choose a daycare first with Change Center');
  return user.daycareId;
}
