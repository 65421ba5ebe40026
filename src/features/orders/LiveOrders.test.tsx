import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { api, type Order, type OrderSummary, type User, useListProductsQuery } from '../../api';
import { CAFE_ID, croissant } from '../../test/catalog-fixtures';
import { FakeEventSource } from '../../test/fake-event-source';
import { consentsGiven, testUser } from '../../test/fixtures';
import { getConsentsHandler } from '../../test/handlers';
import { testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { testI18n } from '../../test/test-i18n';
import { LiveOrders } from './LiveOrders';

const summary = ({
  orderId,
  number,
  status,
  providerId,
  providerName,
  paymentMethod,
  currency,
  total,
  pointsSpent,
  pickup,
  createdAt,
}: Order): OrderSummary => ({
  orderId,
  number,
  status,
  providerId,
  providerName,
  paymentMethod,
  currency,
  total,
  pointsSpent,
  pickup,
  createdAt,
});

/**
 * The server's side: the user (with its activeOrders) it answers now, the consents (given: the stream
 * waits for them), and the tickets it gave.
 */
function liveServer(initialUser: User) {
  const state = { user: initialUser, tickets: 0, userReads: 0 };
  server.use(
    getConsentsHandler(),
    http.get(apiUrl('/user/getMyUser'), () => {
      state.userReads += 1;
      return HttpResponse.json({ data: state.user });
    }),
    http.post(apiUrl('/events/ticket'), () => {
      state.tickets += 1;
      return HttpResponse.json(
        { data: { ticket: `ticket-${state.tickets}-0123456789abcdef`, expiresAt: new Date().toISOString() } },
        { status: 201 },
      );
    }),
  );
  return state;
}

describe('LiveOrders', () => {
  let notifications: jest.Mock;

  beforeEach(() => {
    FakeEventSource.install();
    notifications = jest.fn();
    const NotificationStub = function (this: unknown, title: string, options: NotificationOptions) {
      notifications(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(NotificationStub, 'permission', { value: 'granted' });
    (globalThis as unknown as { Notification: typeof Notification }).Notification = NotificationStub;
  });

  it('opens the stream with a ticket (never the access token), and a status change shows the ready banner and a notification', async () => {
    const user = userEvent.setup();
    const preloaded = signedIn();
    const live = liveServer(testUser);
    renderWithProviders(<LiveOrders />, { preloadedState: preloaded });

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toMatch(/\/api\/events\?ticket=ticket-1-0123456789abcdef$/);
    expect(stream.url).not.toContain('access');
    act(() => stream.emit('stream.ready'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The customer looks at another app when the place marks the order ready.
    jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    const ready = testOrder({ status: 'ready' });
    live.user = { ...testUser, activeOrders: [summary(ready)] };
    act(() => stream.emit('order.updated', { type: 'order.updated', order: ready }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order 017 at Café Aroma is ready to collect!',
    );
    await waitFor(() => expect(notifications).toHaveBeenCalledTimes(1));
    expect(notifications).toHaveBeenCalledWith('Your order is ready', {
      body: 'Order 017 at Café Aroma is ready to collect!',
      tag: `order-ready-${ready.orderId}`,
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss the notice about order 017' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens no stream before the required consents are given (the server refuses the ticket), and opens it once they are', async () => {
    const preloaded = signedIn();
    const live = liveServer(testUser);
    const consents = { given: false, reads: 0 };
    server.use(
      http.get(apiUrl('/user-consents'), () => {
        consents.reads += 1;
        return HttpResponse.json({ data: { consents: consentsGiven(consents.given) } });
      }),
    );
    const { store } = renderWithProviders(<LiveOrders />, { preloadedState: preloaded });
    await waitFor(() => expect(consents.reads).toBe(1));
    // Whatever rendering the consents started has run: the user was read, no ticket asked.
    await waitFor(() => expect(live.userReads).toBeGreaterThan(0));
    expect(live.tickets).toBe(0);
    expect(FakeEventSource.opened).toHaveLength(0);

    consents.given = true;
    act(() => {
      store.dispatch(api.util.invalidateTags(['Consents']));
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(live.tickets).toBe(1);
  });

  it('shows an order that was ready before the app opened, in the customer language, without a notification', async () => {
    await testI18n.changeLanguage('pl');
    const ready = testOrder({ status: 'ready' });
    const customer = { ...testUser, activeOrders: [summary(ready)] };
    const preloaded = signedIn(customer);
    liveServer(customer);
    renderWithProviders(<LiveOrders />, { preloadedState: preloaded });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zamówienie 017 w Café Aroma jest gotowe do odbioru!',
    );
    expect(notifications).not.toHaveBeenCalled();
  });

  it('reconnects by itself with a new ticket after the stream drops, and catches up on what it missed', async () => {
    const preloaded = signedIn();
    const live = liveServer(testUser);
    renderWithProviders(<LiveOrders />, { preloadedState: preloaded });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.latest();
    act(() => first.emit('stream.ready'));
    await waitFor(() => expect(live.userReads).toBeGreaterThan(0));

    // Meanwhile the order became ready; the dropped stream never said so.
    const ready = testOrder({ status: 'ready' });
    live.user = { ...testUser, activeOrders: [summary(ready)] };
    act(() => first.fail());
    expect(first.closed).toBe(true);

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3000 });
    expect(live.tickets).toBe(2);
    const second = FakeEventSource.latest();
    expect(second.url).toContain('ticket=ticket-2-');
    act(() => second.emit('stream.ready'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order 017 at Café Aroma is ready to collect!',
    );
  });

  it.each([
    { quiet: 'quiet since long before the user was read', quietForMs: 3_600_000, reads: 1 },
    { quiet: 'an event just now', quietForMs: 0, reads: 2 },
    { quiet: 'no word on it (an older server)', quietForMs: undefined, reads: 2 },
  ])(
    'on first connection, a server with $quiet makes the user read $reads time(s) in all',
    async ({ quietForMs, reads }) => {
      const preloaded = signedIn();
      const live = liveServer(testUser);
      const { store } = renderWithProviders(<LiveOrders />, { preloadedState: preloaded });
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      await waitFor(() => expect(live.userReads).toBe(1));
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

      act(() => FakeEventSource.latest().emit('stream.ready', { type: 'stream.ready', quietForMs }));
      // A refetch the event asked for is under way by now: wait for it, then count.
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      expect(live.userReads).toBe(reads);
    },
  );

  it('a sold-out mark refetches the open menu at once, without navigation', async () => {
    const preloaded = signedIn();
    liveServer(testUser);
    let available = true;
    let reads = 0;
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () => {
        reads += 1;
        return HttpResponse.json({ data: [{ ...croissant, available }] });
      }),
    );
    /** What an open menu shows of the croissant. */
    function Menu() {
      const { data } = useListProductsQuery({ providerId: CAFE_ID });
      const product = data?.data[0];
      return product ? <p>{product.available ? 'Croissant: available' : 'Croissant: sold out'}</p> : null;
    }
    renderWithProviders(
      <>
        <LiveOrders />
        <Menu />
      </>,
      { preloadedState: preloaded },
    );
    expect(await screen.findByText('Croissant: available')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    act(() => stream.emit('stream.ready'));
    const readsBefore = reads;

    available = false;
    act(() =>
      stream.emit('soldout.changed', {
        type: 'soldout.changed',
        providerId: CAFE_ID,
        change: { kind: 'product', itemId: croissant.productId, soldOut: true, businessDate: '2026-03-14' },
      }),
    );
    expect(await screen.findByText('Croissant: sold out')).toBeInTheDocument();
    expect(reads).toBe(readsBefore + 1);
  });

  it("tells a cancellation by the place as loudly as ready: who, why and the refund; never the customer's own", async () => {
    const user = userEvent.setup();
    const pending = testOrder({ paymentMethod: 'points', pointsSpent: 94, pointsEarned: 0 });
    const mine = testOrder({ orderId: '5b0e4c9d-7a51-4f2e-9c3b-2d8f6a1e4b70', number: '018' });
    const customer = { ...testUser, activeOrders: [summary(pending), summary(mine)] };
    const preloaded = signedIn(customer);
    const live = liveServer(customer);
    const cancelledByPlace = testOrder({
      ...pending,
      status: 'cancelled',
      cancelledBy: 'place',
      cancelReason: 'Out of oat milk',
    });
    const cancelledByMe = testOrder({ ...mine, status: 'cancelled', cancelledBy: 'customer' });
    server.use(
      http.get(apiUrl('/orders/:orderId'), ({ params }) =>
        HttpResponse.json({ data: params.orderId === pending.orderId ? cancelledByPlace : cancelledByMe }),
      ),
    );
    renderWithProviders(<LiveOrders />, { preloadedState: preloaded });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    act(() => stream.emit('stream.ready'));

    live.user = { ...testUser, activeOrders: [] };
    act(() => stream.emit('order.updated', { type: 'order.updated', order: cancelledByPlace }));
    act(() => stream.emit('order.updated', { type: 'order.updated', order: cancelledByMe }));

    const notice = await screen.findByRole('alert');
    await waitFor(() => expect(notice).toHaveTextContent('Café Aroma cancelled your order 017.'));
    expect(notice).toHaveTextContent('Reason: Out of oat milk');
    expect(notice).toHaveTextContent('The 94 points you paid are back in your balance.');
    expect(screen.getByRole('link', { name: 'See order 017' })).toHaveAttribute(
      'href',
      `/orders/${pending.orderId}`,
    );
    expect(notice).not.toHaveTextContent('018');

    await user.click(screen.getByRole('button', { name: 'Dismiss the notice about cancelled order 017' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
