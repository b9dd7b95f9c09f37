import type { RoleCode, UserType } from '@daycare/shared';

/** The signed-in user, as the authentication layer puts it on the request. */
export interface AuthenticatedUser {
  id: number;
  type: UserType;
  /** The daycare the session works in; every tenant query is scoped by it. */
  daycareId: number | null;
  roles: readonly RoleCode[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}
