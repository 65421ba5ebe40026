// A server-sent event stream that opens with a single-use ticket (EventSource cannot send the
// x-auth-token header, and an access token never goes into a URL): the customer's live events
// (api/live-events.ts) and a place's staff events (features/staff/staff-live.ts) both keep one open.
import type { StreamReadyEvent } from './generated.gen';
import { retryDelay } from './retry-delay';
export type StreamConnection = 'connecting' | 'open' | 'reconnecting';

export interface TicketedStreamOptions {
  /** A fresh ticket for one connection, or undefined when none could be had (then retried later). */
  getTicket: () => Promise<string | undefined>;
  url: (ticket: string) => string;
  onConnection: (connection: StreamConnection) => void;
  /** After every (re)connection's `stream.ready`: nothing is replayed, so refetch what is shown. */
  onReady: (ready: StreamReadyEvent) => void;
  /** By event name, with the event's `data:` line parsed. */
  handlers: Record<string, (data: unknown) => void>;
  /** Coming back online, or back to the app, reconnects at once instead of waiting for the delay. */
  reconnectOnWake?: boolean;
}

/**
 * Keeps the stream open: asks for a ticket, opens `url(ticket)`, and when the connection drops (or no
 * ticket comes) tries again after `retryDelay`, each time with a new ticket (EventSource's own retry
 * would present a spent one). Returns the function that closes it for good.
 */
export function openTicketedStream(options: TicketedStreamOptions): () => void {
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    options.onConnection('reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay(failures));
    failures += 1;
  };

  const connect = async () => {
    if (stopped) return;
    const ticket = await options.getTicket();
    if (stopped) return;
    if (!ticket) {
      scheduleReconnect();
      return;
    }
    const stream = new EventSource(options.url(ticket));
    source = stream;
    stream.addEventListener('stream.ready', (event) => {
      failures = 0;
      options.onConnection('open');
      options.onReady(JSON.parse((event as MessageEvent<string>).data) as StreamReadyEvent);
    });
    for (const [type, handle] of Object.entries(options.handlers)) {
      stream.addEventListener(type, (event) => handle(JSON.parse((event as MessageEvent<string>).data)));
    }
    stream.onerror = () => {
      stream.close();
      if (source === stream) source = undefined;
      scheduleReconnect();
    };
  };

  const reconnectNow = () => {
    if (stopped || source || !retryTimer) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    void connect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  if (options.reconnectOnWake) {
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', onVisible);
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
