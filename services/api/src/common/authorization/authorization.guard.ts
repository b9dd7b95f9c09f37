import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FeatureFlag, MESSAGES, typePassesRole } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { ACCESS_RULE, type AccessRule, PUBLIC_ACCESS } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { FEATURE_FLAGS_SOURCE, type FeatureFlagsSource } from './feature-flags-source';
import { FEATURE_TURNED_OFF, REQUIRED_FEATURE } from './requires-feature.decorator';

export function satisfiesRule(user: AuthenticatedUser, rule: AccessRule): boolean {
  const typeAllowed = !rule.userTypes?.length || rule.userTypes.includes(user.type);
  const roleAllowed = !rule.roles?.length || rule.roles.some((role) => typePassesRole(user.type, user.roles, role));
  return typeAllowed && roleAllowed;
}

/**
 * The one guard: every handler declares @Public() or @Authorize(...); undeclared handlers are refused.
 * A handler of a feature (@RequiresFeature) also needs that feature on in the current daycare.
 */
@Injectable()
export class AuthorizationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(FEATURE_FLAGS_SOURCE) private readonly featureFlags: FeatureFlagsSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ACCESS, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = request.user;
    if (!user) throw new UnauthorizedException(MESSAGES.userNotAuthenticated);
    const rules = this.reflector.getAllAndOverride<AccessRule[] | undefined>(ACCESS_RULE, targets);
    if (!rules) throw new ForbiddenException('This action declares no access rule');
    if (!rules.some((rule) => satisfiesRule(user, rule))) throw new ForbiddenException('You do not have access to this action');
    const feature = this.reflector.getAllAndOverride<FeatureFlag | undefined>(REQUIRED_FEATURE, targets);
    if (feature && !(await this.featureFlags.forRequest(request))[feature]) throw new ForbiddenException(FEATURE_TURNED_OFF);
    return true;
  }
}
