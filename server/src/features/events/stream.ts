import type { ServerResponse } from 'node:http';
import type { EventAudience, EventSubscriptions, PublishedEvent, StreamFollowing } from './publisher';

/** The open event streams of this instance, so that closing the server can end them. */
export interface OpenStreams {
  /** `close` is called when the server closes the stream (closeAll); returns the function that forgets it. */
  add(close: () => void): () => void;
  /** Ends every open stream, telling each client to reconnect (the server is shutting down). */
  closeAll(): void;
  readonly size: number;
}

export function createOpenStreams(): OpenStreams {
  const closers = new Set<() => void>();
  return {
    add(close) {
      closers.add(close);
      return () => closers.delete(close);
    },
    closeAll() {
      for (const close of [...closers]) close();
    },
    get size() {
      return closers.size;
    },
  };
}

/**
 * What a stream ends with when the server stops: `retry:` asks an EventSource to reconnect after 1 to 5 s
 * (spread, so that the clients of a stopped instance do not all arrive at once on the others), and a
 * comment says why. The app's own client reconnects when the stream closes anyway, with a new ticket.
 */
export function reconnectHint(random: () => number = Math.random): string {
  return `retry: ${1000 + Math.floor(random() * 4000)}\n: server stopping, reconnect\n\n`;
}

/** One server-sent event: `id:`, `event:` (the type) and one `data:` line of JSON. */
export function formatEvent(id: string, data: { type: string }): string {
  return `id: ${id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Streams the audiences' events on `response` (already answered 200 text/event-stream) until the client
 * goes away or the server closes: first `stream.ready`, then every event, with a comment line every
 * `heartbeatMs` so proxies do not drop an idle connection.
 */
export function pipeEvents(
  response: ServerResponse,
  deps: {
    audiences: EventAudience[];
    subscriptions: EventSubscriptions;
    /** Events followed besides the audiences' (a customer's stream: the queues of their places). */
    following?: StreamFollowing[];
    streams: OpenStreams;
    heartbeatMs: number;
    newId: () => string;
    /** What `stream.ready` tells besides its type (the customer's stream: `quietForMs`). */
    ready?: { quietForMs?: number };
    /** Ends the stream right after sending an event for which this is true (e.g. the listener lost access). */
    endAfter?: (event: PublishedEvent) => boolean;
  },
): void {
  const write = (chunk: string) => {
    if (!response.writableEnded) response.write(chunk);
  };
  write(formatEvent(deps.newId(), { type: 'stream.ready', ...deps.ready }));
  const send = (event: PublishedEvent) => {
    write(formatEvent(event.id, event.data));
    if (deps.endAfter?.(event)) end();
  };
  const unsubscribes = [
    ...deps.audiences.map((audience) => deps.subscriptions.subscribe(audience, send)),
    ...(deps.following ?? []).map((following) => following.subscribe(send)),
  ];
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), deps.heartbeatMs);
  heartbeat.unref();

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribes) unsubscribe();
    forget();
    if (!response.writableEnded) response.end();
  };
  const forget = deps.streams.add(() => {
    write(reconnectHint());
    end();
  });
  response.on('close', end);
  response.on('error', end);
  // Gone while the stream was being prepared (the ticket read, what it follows): 'close' came already.
  if (response.destroyed) end();
}
