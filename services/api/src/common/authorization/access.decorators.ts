import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { RoleCode, UserType } from '@daycare/shared';

export const PUBLIC_ACCESS = 'access:public';
export const ACCESS_RULE = 'access:rule';

/** Who may call a handler. Both lists are optional; a rule with neither admits any signed-in user. */
export interface AccessRule {
  /** The user's type must be one of these. */
  userTypes?: readonly UserType[];
  /** The user must pass the role check (the role itself, or BUSINESS_MANAGER or DIRECTOR) for at least one of these. */
  roles?: readonly RoleCode[];
}

/** Anyone may call the handler, signed in or not. */
export const Public = () => SetMetadata(PUBLIC_ACCESS, true);

/**
 * Only signed-in users matching one of the rules may call the handler (or every handler of a
 * controller); no rule admits any signed-in user. Several rules let guardians in by type while
 * admins need a role.
 */
export const Authorize = (...rules: AccessRule[]) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, rules.length ? rules : [{}]),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'User not authenticated' }),
    ApiForbiddenResponse({ description: 'The user type or roles do not allow this action' }),
  );
