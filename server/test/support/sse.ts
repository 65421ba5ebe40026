import { WAIT_BOUND_MS } from './live-events';
/** One server-sent event as the stream carried it. */
export interface StreamedEvent {
  /** The `id:` line: the event's id in the outbox. */
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Opens a real event stream over HTTP (fetch) and collects its events, for tests that need a stream
 * held on one server while something changes through another. `next` waits for the first event,
 * from now or already received and not yet taken, that matches.
 */
export async function openEventStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream ${url}: ${response.status}`);
  const received: StreamedEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let markEnded: () => void = () => {};
  /** Settles when the server ends the stream (or close() aborts it). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          markEnded();
          return;
        }
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ id, event, data: JSON.parse(data) });
          for (const wake of [...waiters]) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
      markEnded();
    }
  })();

  return {
    ended,
    async next(
      matches: (event: StreamedEvent) => boolean,
      timeoutMs = WAIT_BOUND_MS,
    ): Promise<StreamedEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex(matches);
        if (index >= 0) return received.splice(index, 1)[0] as StreamedEvent;
        if (Date.now() > deadline) {
          throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 100);
          waiters.add(wake);
        });
      }
    },
    close() {
      controller.abort();
    },
  };
}
