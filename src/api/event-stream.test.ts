import { FakeEventSource } from '../test/fake-event-source';
import { openTicketedStream, type StreamConnection } from './event-stream';
import { retryDelay } from './retry-delay';

describe('openTicketedStream (a live event stream kept open with single-use tickets)', () => {
  beforeEach(() => {
    FakeEventSource.install();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function open(reconnectOnWake: boolean) {
    let issued = 0;
    const connections: StreamConnection[] = [];
    const ready = jest.fn();
    const close = openTicketedStream({
      getTicket: async () => `ticket-${++issued}`,
      url: (ticket) => `/api/events?ticket=${ticket}`,
      onConnection: (connection) => connections.push(connection),
      onReady: ready,
      handlers: {},
      reconnectOnWake,
    });
    return { close, connections, ready, issued: () => issued };
  }

  /** Lets the ticket's promise settle (fake timers do not hold promises back). */
  const settle = () => jest.advanceTimersByTimeAsync(0);

  it('reconnects after the delay, each time with a new ticket', async () => {
    const stream = open(false);
    await settle();
    expect(FakeEventSource.opened.map((each) => each.url)).toEqual(['/api/events?ticket=ticket-1']);
    FakeEventSource.latest().emit('stream.ready');
    expect(stream.ready).toHaveBeenCalledTimes(1);

    FakeEventSource.latest().fail();
    expect(stream.connections).toEqual(['open', 'reconnecting']);
    await jest.advanceTimersByTimeAsync(retryDelay(0) - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.latest().url).toBe('/api/events?ticket=ticket-2');
    stream.close();
  });

  it('coming back online or back into view reconnects at once instead of waiting', async () => {
    const stream = open(true);
    await settle();
    FakeEventSource.latest().fail();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/events?ticket=ticket-2');

    FakeEventSource.latest().fail();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(FakeEventSource.opened).toHaveLength(3);
    visibility.mockRestore();

    // While a stream is open, waking opens no second one; the delay's timer was cleared too.
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(retryDelay(5));
    expect(FakeEventSource.opened).toHaveLength(3);
    stream.close();
  });

  it('without reconnectOnWake, waking waits for the delay; a closed stream never reopens', async () => {
    const stream = open(false);
    await settle();
    FakeEventSource.latest().fail();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeEventSource.opened).toHaveLength(1);

    stream.close();
    await jest.advanceTimersByTimeAsync(retryDelay(5));
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(stream.issued()).toBe(1);
  });
});
