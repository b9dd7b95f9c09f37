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

/**
 * The message choice of section 8: the second entry's text of the server errors list when it
 * has more than one entry; else the first entry's text; else the body when it is a non-empty
 * string; else the body's message; else the error's own message; else the fallback.
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
  const bodyMessage = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof bodyMessage === 'string' && bodyMessage) return bodyMessage;
  if (error?.message) return error.message;
  return MESSAGES.errorFallback;
}
