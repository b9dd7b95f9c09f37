import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';

/** Who made a request and from where: what an audit entry records about its author. */
export interface RequestActor {
  user: AuthenticatedUser;
  ip: string;
}

/** The signed-in user of an @Authorize handler with the client address, for audited changes. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): RequestActor => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { user: request.user!, ip: request.ip };
});

/** The identity fields of an audit entry: the daycare, the user and, while impersonating, the real user. */
export function auditIdentity({ user, ip }: RequestActor) {
  return { daycareId: user.daycareId, actorId: user.id, impersonatorId: user.impersonatorId, ip };
}
