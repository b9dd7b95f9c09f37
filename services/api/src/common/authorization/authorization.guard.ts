import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasRole, MESSAGES } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { ACCESS_RULE, type AccessRule, PUBLIC_ACCESS } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';

export function satisfiesRule(user: AuthenticatedUser, rule: AccessRule): boolean {
  const typeAllowed = !rule.userTypes?.length || rule.userTypes.includes(user.type);
  const roleAllowed = !rule.roles?.length || rule.roles.some((role) => hasRole(user.roles, role));
  return typeAllowed && roleAllowed;
}

/** The one guard: every handler declares @Public() or @Authorize(...); undeclared handlers are refused. */
@Injectable()
export class AuthorizationGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ACCESS, targets)) return true;
    const user = context.switchToHttp().getRequest<FastifyRequest>().user;
    if (!user) throw new UnauthorizedException(MESSAGES.userNotAuthenticated);
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    if (!rule) throw new ForbiddenException('This action declares no access rule');
    if (!satisfiesRule(user, rule)) throw new ForbiddenException('You do not have access to this action');
    return true;
  }
}
