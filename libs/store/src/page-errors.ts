import { MESSAGES } from '@daycare/shared';

/** Endpoints whose errors their page shows itself (a form, beside its fields); the snackbar stays quiet for them. */
const endpointsWithPageErrors = new Set<string>();

export function handleErrorsInPage(...endpointNames: string[]): void {
  for (const name of endpointNames) endpointsWithPageErrors.add(name);
}

function endsSession(error: unknown): boolean {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  return status === 401 && data?.message === MESSAGES.sessionExpired;
}

/** The page shows this error itself, unless it ends the session: the page is gone then, the snackbar says why. */
export function isHandledByPage(endpointName: string | undefined, error: unknown): boolean {
  return Boolean(endpointName && endpointsWithPageErrors.has(endpointName)) && !endsSession(error);
}
