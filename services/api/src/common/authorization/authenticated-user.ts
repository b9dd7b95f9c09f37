import type { RoleCode, UserType } from '@daycare/shared';

/** The signed-in user, as the authentication hook puts it on the request. */
export interface AuthenticatedUser {
  id: number;
  type: UserType;
  /** The daycare the session works in; every tenant query is scoped by it. */
  daycareId: number | null;
  /** Roles held in that daycare. */
  roles: readonly RoleCode[];
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** While impersonating: the real user acting as this one. */
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}
