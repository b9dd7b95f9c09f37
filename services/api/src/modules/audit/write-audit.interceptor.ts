import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { UserType } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { concatMap, Observable } from 'rxjs';
import { READ_ONLY_POST } from '../../common/read-only-post';
import { trackAuditEntries } from './audit-context';
import { AuditService } from './audit.service';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes by staff, admins, tablets and Super, and anything done while impersonating, are audited. */
function isAuditedWrite(request: FastifyRequest): boolean {
  const user = request.user;
  if (!user || !WRITE_METHODS.has(request.method)) return false;
  return user.type !== UserType.User || user.impersonatorId !== null;
}

const CHANGE_CENTER = '/api/daycare/changeCenter';

/** What a write was done to, when its path and body tell: the centre a user changes to. */
function targetOf(request: FastifyRequest): string | null {
  const id = (request.body as { id?: unknown } | undefined)?.id;
  return request.url.split('?')[0] === CHANGE_CENTER && typeof id === 'number' ? `daycare:${id}` : null;
}

/**
 * Records every successful audited write as "METHOD /api/path" with both identities, unless the
 * handler recorded a more specific entry itself (a role change, an impersonation).
 */
@Injectable()
export class WriteAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly audit: AuditService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isAuditedWrite(request) || this.reflector.get<boolean>(READ_ONLY_POST, context.getHandler())) return next.handle();
    const user = request.user!;
    return new Observable((subscriber) => {
      // The handler must start inside the tracked context, so handle() is called within it.
      const tracked = trackAuditEntries(() => next.handle());
      return tracked.result
        .pipe(
          concatMap(async (value) => {
            if (!tracked.recorded()) {
              await this.audit.record({
                daycareId: user.daycareId,
                actorId: user.id,
                impersonatorId: user.impersonatorId,
                action: `${request.method} ${request.url.split('?')[0]}`,
                target: targetOf(request),
                detail: null,
                ip: request.ip,
              });
            }
            return value;
          }),
        )
        .subscribe(subscriber);
    });
  }
}
