import type { WebSocket } from 'ws';
import type { HubIdentity } from './hub-identity';
import {
  type InvocationMessage,
  MessageType,
  parseHandshake,
  parseMessage,
  PING_RECORD,
  ProtocolError,
  record,
  RecordReader,
  RECORD_SEPARATOR,
} from './hub-protocol';

/** Larger records than this are refused; the hub's clients send small health-check answers. */
const MAX_RECORD_LENGTH = 64 * 1024;
const CLOSE_GRACE_MS = 1000;

export interface HubConnectionEvents {
  onInvocation(connection: HubConnection, invocation: InvocationMessage): void;
  onClosed(connection: HubConnection): void;
  /** The connection is closed with an error right after; `error` may be a bug of the hub itself. */
  onProtocolError(connection: HubConnection, error: Error): void;
}

/** One client's WebSocket after a successful negotiate: handshake, records, keep-alive, close. */
export class HubConnection {
  private readonly reader = new RecordReader(MAX_RECORD_LENGTH);
  private handshakeDone = false;
  private closed = false;
  /** Last time the client sent anything, for the client time-out. */
  lastReceivedAt: number;

  constructor(
    readonly connectionId: string,
    readonly identity: HubIdentity,
    private readonly socket: WebSocket,
    private readonly events: HubConnectionEvents,
    now: number,
  ) {
    this.lastReceivedAt = now;
    socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    socket.on('close', () => this.finish());
    // A broken socket ends in 'close' too; without this listener ws would throw.
    socket.on('error', () => this.finish());
  }

  get ready(): boolean {
    return this.handshakeDone && !this.closed;
  }

  /** Sends a record already in wire form; one encoded buffer is shared by every recipient of an event. */
  sendRaw(wire: string | Buffer): void {
    if (this.ready) this.socket.send(wire, { binary: false });
  }

  send(message: object): void {
    this.sendRaw(record(message));
  }

  ping(): void {
    this.sendRaw(PING_RECORD);
  }

  /** Sends the close message, then closes the socket. */
  close(error: string | undefined, allowReconnect: boolean): void {
    if (this.closed) return;
    if (this.handshakeDone) this.socket.send(record({ type: MessageType.Close, ...(error && { error }), allowReconnect }));
    this.socket.close(1000);
    // A client that never answers the close frame must not hold the socket (and a shutdown) open.
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    this.finish();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    this.lastReceivedAt = Date.now();
    try {
      if (isBinary) throw new ProtocolError('This hub speaks the text (json) protocol only');
      for (const text of this.reader.push(data.toString('utf8'))) this.handle(text);
    } catch (error) {
      // Whatever went wrong ends this connection only, never the gateway.
      this.failWith(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private handle(text: string): void {
    if (this.closed) return;
    if (!this.handshakeDone) return this.handshake(text);
    const message = parseMessage(text);
    if (message.type === MessageType.Invocation) this.events.onInvocation(this, message);
    else if (message.type === MessageType.Close) this.close(undefined, false);
    // Pings only keep the connection alive; completions answer nothing this hub asked.
  }

  private handshake(text: string): void {
    try {
      parseHandshake(text);
    } catch (error) {
      if (error instanceof ProtocolError) this.socket.send(JSON.stringify({ error: error.message }) + RECORD_SEPARATOR);
      throw error;
    }
    this.handshakeDone = true;
    this.socket.send('{}' + RECORD_SEPARATOR);
  }

  private failWith(error: Error): void {
    this.events.onProtocolError(this, error);
    const reason = error instanceof ProtocolError ? ` ${error.message}` : '';
    this.close(`Connection closed with an error.${reason}`, false);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.events.onClosed(this);
  }
}
