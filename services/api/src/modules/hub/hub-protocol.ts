// The ASP.NET Core SignalR JSON hub protocol, as far as this hub speaks it.

/** Every JSON record ends with this character (ASCII record separator). */
export const RECORD_SEPARATOR = '\u001e';

export const HANDSHAKE_PROTOCOL = 'json';
export const HANDSHAKE_VERSION = 1;

export enum MessageType {
  Invocation = 1,
  StreamItem = 2,
  Completion = 3,
  StreamInvocation = 4,
  CancelInvocation = 5,
  Ping = 6,
  Close = 7,
}

export interface InvocationMessage {
  type: MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export interface CompletionMessage {
  type: MessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface CloseMessage {
  type: MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

export type HubMessage = InvocationMessage | CompletionMessage | CloseMessage | { type: MessageType.Ping };

export class ProtocolError extends Error {}

/** Turns one message into its wire form. */
export function record(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_RECORD = record({ type: MessageType.Ping });

/**
 * Splits incoming text into complete records; a frame may hold several records or end inside one,
 * so the unfinished tail is kept for the next frame.
 */
export class RecordReader {
  private pending = '';

  /** Bounds a record that never ends, so a client cannot make the gateway buffer without limit. */
  constructor(private readonly maxRecordLength: number) {}

  push(text: string): string[] {
    const parts = (this.pending + text).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > this.maxRecordLength) throw new ProtocolError('A message is larger than the hub accepts');
    return parts;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The client's first record: `{"protocol":"json","version":1}`. */
export function parseHandshake(text: string): void {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    throw new ProtocolError('The handshake is not valid JSON');
  }
  if (!isObject(request)) throw new ProtocolError('The handshake is not a JSON object');
  if (request.protocol !== HANDSHAKE_PROTOCOL) throw new ProtocolError(`The protocol '${String(request.protocol)}' is not supported; use '${HANDSHAKE_PROTOCOL}'`);
  if (request.version !== HANDSHAKE_VERSION) throw new ProtocolError(`Version ${String(request.version)} of the json protocol is not supported; use ${HANDSHAKE_VERSION}`);
}

function parseInvocation(message: Record<string, unknown>): InvocationMessage {
  const { invocationId, target } = message;
  if (typeof target !== 'string' || !target) throw new ProtocolError('An invocation needs a target');
  if (invocationId !== undefined && typeof invocationId !== 'string') throw new ProtocolError('An invocation id must be a string');
  if (!Array.isArray(message.arguments)) throw new ProtocolError('An invocation needs an arguments array');
  return { type: MessageType.Invocation, target, invocationId, arguments: message.arguments };
}

/** One record after the handshake; anything the hub cannot act on is a protocol error. */
export function parseMessage(text: string): HubMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    throw new ProtocolError('A message is not valid JSON');
  }
  if (!isObject(message)) throw new ProtocolError('A message is not a JSON object');
  switch (message.type) {
    case MessageType.Invocation:
      return parseInvocation(message);
    case MessageType.Ping:
      return { type: MessageType.Ping };
    case MessageType.Close:
      return { type: MessageType.Close, error: typeof message.error === 'string' ? message.error : undefined };
    case MessageType.Completion:
      return { type: MessageType.Completion, invocationId: String(message.invocationId) };
    case MessageType.StreamInvocation:
    case MessageType.StreamItem:
    case MessageType.CancelInvocation:
      throw new ProtocolError('This hub does not stream');
    default:
      throw new ProtocolError(`Unknown message type ${JSON.stringify(message.type)}`);
  }
}
