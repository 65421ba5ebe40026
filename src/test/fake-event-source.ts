/**
 * A stand-in for the browser's EventSource (jsdom has none): tests see every stream the app
 * opens, with its URL, and play the server's side (`emit`, `fail`).
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close() {
    this.closed = true;
  }

  /** The server sends an event of `type` with `data` as its JSON. */
  emit(type: string, data: object = { type }) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The connection drops. */
  fail() {
    this.onerror?.(new Event('error'));
  }

  static install() {
    FakeEventSource.opened = [];
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.opened[FakeEventSource.opened.length - 1];
    if (!last) throw new Error('No event stream was opened');
    return last;
  }
}
