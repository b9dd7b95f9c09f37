import { MESSAGES } from './messages';

/** The shape of an error as the client sees it: a status and a body, or a thrown error. */
export interface ErrorLike {
  status?: number | string;
  data?: unknown;
  message?: string;
  error?: string;
}

function entryText(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    const { text, message, errorMessage } = entry as Record<string, unknown>;
    for (const value of [text, message, errorMessage]) if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

function serverErrors(body: unknown): unknown[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { errors, message } = body as Record<string, unknown>;
  if (Array.isArray(errors)) return errors;
  if (Array.isArray(message)) return message;
  return undefined;
}

/** The request never got an answer: offline, refused or timed out (RTK Query's statuses, or fetch's TypeError). */
export function isNetworkFailure(error: ErrorLike | null | undefined): boolean {
  return error?.status === 'FETCH_ERROR' || error?.status === 'TIMEOUT_ERROR' || error instanceof TypeError;
}

/** The server answered, with a failure of its own (5xx). */
export function isServerFailure(error: ErrorLike | null | undefined): boolean {
  return typeof error?.status === 'number' && error.status >= 500;
}

// NestJS's body for an unexpected exception: it says nothing a person can act on.
const GENERIC_SERVER_MESSAGE = 'internal server error';

function bodyMessageOf(body: unknown, error: ErrorLike | null | undefined): string | undefined {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message !== 'string' || !message) return undefined;
  return isServerFailure(error) && message.toLowerCase() === GENERIC_SERVER_MESSAGE ? undefined : message;
}

/**
 * The error message choice: the second entry's text of the server errors list when it
 * has more than one entry; else the first entry's text; else the body when it is a non-empty
 * string; else the body's message; else what failed (network or server) in words; else the
 * error's own message; else the fallback.
 */
export function chooseErrorMessage(error: ErrorLike | null | undefined): string {
  const body = error?.data;
  const list = serverErrors(body);
  if (list && list.length > 1) {
    const second = entryText(list[1]);
    if (second) return second;
  }
  if (list && list.length > 0) {
    const first = entryText(list[0]);
    if (first) return first;
  }
  if (typeof body === 'string' && body.trim()) return body;
  const bodyMessage = bodyMessageOf(body, error);
  if (bodyMessage) return bodyMessage;
  if (isNetworkFailure(error)) return MESSAGES.networkFailure;
  if (isServerFailure(error)) return MESSAGES.serverFailure;
  if (error?.message) return error.message;
  return MESSAGES.errorFallback;
}
