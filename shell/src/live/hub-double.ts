// A stand-in for `@microsoft/signalr`'s HubConnection at the network boundary, for unit tests of
// what the shell does with it; the browser tests run the real client against the real hub.
import type { HubConnection } from '@microsoft/signalr';

type Callback = (...args: never[]) => void;

export class HubDouble {
  readonly handlers = new Map<string, Callback[]>();
  readonly invoked: [string, unknown][] = [];
  starts = 0;
  stops = 0;
  /** Set to make the next start fail with this error. */
  failNextStart: unknown;
  private onReconnecting: Callback[] = [];
  private onReconnected: Callback[] = [];
  private onClose: Callback[] = [];

  asConnection(): HubConnection {
    return {
      start: async () => {
        this.starts += 1;
        const failure = this.failNextStart;
        this.failNextStart = undefined;
        if (failure) throw failure;
      },
      stop: async () => {
        this.stops += 1;
      },
      on: (name: string, callback: Callback) => this.handlers.set(name, [...(this.handlers.get(name) ?? []), callback]),
      invoke: async (name: string, payload: unknown) => {
        this.invoked.push([name, payload]);
      },
      onreconnecting: (callback: Callback) => this.onReconnecting.push(callback),
      onreconnected: (callback: Callback) => this.onReconnected.push(callback),
      onclose: (callback: Callback) => this.onClose.push(callback),
    } as unknown as HubConnection;
  }

  /** The server sends an event. */
  send(name: string, payload: unknown): void {
    for (const handler of this.handlers.get(name) ?? []) (handler as (payload: unknown) => void)(payload);
  }

  dropAndReconnect(): void {
    this.onReconnecting.forEach((callback) => callback());
    this.onReconnected.forEach((callback) => callback());
  }

  closeForGood(): void {
    this.onClose.forEach((callback) => callback());
  }
}
