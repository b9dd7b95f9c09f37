import { AsyncLocalStorage } from 'node:async_hooks';

interface AuditContext {
  /** Whether the request has written its own audit entry. */
  recorded: boolean;
}

const auditContext = new AsyncLocalStorage<AuditContext>();

/** Runs one request's handling, telling afterwards whether anything in it recorded an audit entry. */
export function trackAuditEntries<T>(run: () => T): { result: T; recorded: () => boolean } {
  const context: AuditContext = { recorded: false };
  return { result: auditContext.run(context, run), recorded: () => context.recorded };
}

/** AuditService.record calls this: the request's own entry says more than the generic one would. */
export function noteAuditEntryRecorded(): void {
  const context = auditContext.getStore();
  if (context) context.recorded = true;
}
