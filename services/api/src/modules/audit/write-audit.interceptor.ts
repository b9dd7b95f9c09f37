import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { concatMap, Observable } from 'rxjs';
import { trackAuditEntries } from './audit-context';
import { AuditService } from './audit.service';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes by staff, admins, tablets and Super, and anything done while impersonating, are audited. */
function isAuditedWrite(request: FastifyRequest): boolean {
  const user = request.user;
  if (!user || !WRITE_METHODS.has(request.method)) return false;
  return user.type !== UserType.User || user.impersonatorId !== null;
}

/**
 * Records every successful audited write as "METHOD /api/path" with both identities, unless the
 * handler recorded a more specific entry itself (a role change, an impersonation).
 */
@Injectable()
export class WriteAuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isAuditedWrite(request)) return next.handle();
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
                target: null,
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
