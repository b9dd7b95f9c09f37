import { MESSAGES } from '@daycare/shared';

/** Endpoints whose errors their page shows itself (a form, beside its fields); the snackbar stays quiet for them. */
const endpointsWithPageErrors = new Set<string>();

/** Endpoints whose "not found" their page shows itself (a record page's not-found state); their other errors reach the snackbar. */
const endpointsWithPageNotFound = new Set<string>();

export function handleErrorsInPage(...endpointNames: string[]): void {
  for (const name of endpointNames) endpointsWithPageErrors.add(name);
}

export function handleNotFoundInPage(...endpointNames: string[]): void {
  for (const name of endpointNames) endpointsWithPageNotFound.add(name);
}

function endsSession(error: unknown): boolean {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  return status === 401 && data?.message === MESSAGES.sessionExpired;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** The page shows this error itself, unless it ends the session: the page is gone then, the snackbar says why. */
export function isHandledByPage(endpointName: string | undefined, error: unknown): boolean {
  if (!endpointName || endsSession(error)) return false;
  return endpointsWithPageErrors.has(endpointName) || (endpointsWithPageNotFound.has(endpointName) && isNotFound(error));
}
