import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Order } from '../../api';
import { useLiveEventsQuery } from '../../api/live-events';
import { formatClockTime } from '../../lib/format-date';
import { CAFE_ID } from '../../test/catalog-fixtures';
import { FakeEventSource } from '../../test/fake-event-source';
import { testUser } from '../../test/fixtures';
import { errorResponse, getConsentsHandler } from '../../test/handlers';
import { ORDER_ID, testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import OrderScreen from './OrderScreen';

function renderOrder(order: Order | null) {
  server.use(
    getConsentsHandler(),
    http.get(apiUrl('/orders/:orderId'), () =>
      order
        ? HttpResponse.json({ data: order })
        : HttpResponse.json({ error: { message: 'Order not found', code: 'NOT_FOUND' } }, { status: 404 }),
    ),
  );
  return renderWithProviders(<OrderScreen />, {
    route: `/orders/${ORDER_ID}`,
    path: '/orders/:orderId',
    preloadedState: signedIn(),
  });
}

describe('OrderScreen, an order at its own address', () => {
  it('says what is left to do while it is under way: pay at the counter, the points it will earn', async () => {
    renderOrder(testOrder());
    expect(await screen.findByTestId('order-number')).toHaveTextContent('017');
    expect(screen.getByRole('heading', { level: 1, name: 'Order 017' })).toBeInTheDocument();
    expect(screen.getByTestId('order-note')).toHaveTextContent(
      'Pay at the counter when you collect it. You will earn 8 points once it is completed.',
    );
    expect(screen.getByText('2 × Latte')).toBeInTheDocument();
  });

  it('once completed, says what it earned and no longer offers to pay or to be notified', async () => {
    renderOrder(testOrder({ status: 'completed' }));
    expect(await screen.findByTestId('order-note')).toHaveTextContent(
      'Collected. You earned 8 points with it.',
    );
    expect(screen.queryByText(/Pay at the counter/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me when it is ready' })).not.toBeInTheDocument();
  });

  it('a cancellation by the place says so, with its reason and the refund of a points order', async () => {
    renderOrder(
      testOrder({
        status: 'cancelled',
        cancelledBy: 'place',
        cancelReason: 'Out of oat milk',
        paymentMethod: 'points',
        pointsSpent: 94,
        pointsEarned: 0,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Café Aroma cancelled your order 017. Reason: Out of oat milk',
    );
    expect(screen.getByTestId('order-note')).toHaveTextContent(
      'The 94 points you paid are back in your balance.',
    );
    expect(screen.queryByText(/earn/)).not.toBeInTheDocument();
  });

  it('says when it should be ready while it is still to be made; not once it is ready or completed', async () => {
    const estimate = '2026-03-14T09:58:00.000Z';
    const first = renderOrder(testOrder({ estimatedReadyAt: estimate }));
    expect(await screen.findByTestId('ready-estimate')).toHaveTextContent(
      `Ready around ${formatClockTime(estimate, 'en')}`,
    );
    // The page reads it with the rest: nothing is announced at first.
    expect(screen.getByTestId('ready-estimate-announcement')).toBeEmptyDOMElement();
    first.unmount();

    renderOrder(testOrder({ status: 'ready', estimatedReadyAt: '2026-03-14T09:50:00.000Z' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Ready');
    expect(screen.queryByTestId('ready-estimate')).not.toBeInTheDocument();
  });

  it("follows the place's queue live: a queue move there reads the order again; another place's does not", async () => {
    FakeEventSource.install();
    let order = testOrder({ estimatedReadyAt: '2026-03-14T10:10:00.000Z' });
    let reads = 0;
    server.use(
      getConsentsHandler(),
      http.get(apiUrl('/orders/:orderId'), () => {
        reads += 1;
        return HttpResponse.json({ data: order });
      }),
      http.get(apiUrl('/user/getMyUser'), () => HttpResponse.json({ data: testUser })),
      http.post(apiUrl('/events/ticket'), () =>
        HttpResponse.json(
          { data: { ticket: 'ticket-1-0123456789abcdef', expiresAt: new Date().toISOString() } },
          { status: 201 },
        ),
      ),
    );
    /** What the app shell keeps open while signed in (LiveOrders): the live events. */
    function LiveEvents() {
      useLiveEventsQuery();
      return null;
    }
    renderWithProviders(
      <>
        <LiveEvents />
        <OrderScreen />
      </>,
      { route: `/orders/${ORDER_ID}`, path: '/orders/:orderId', preloadedState: signedIn() },
    );
    const estimate = await screen.findByTestId('ready-estimate');
    expect(estimate).toHaveTextContent(`Ready around ${formatClockTime('2026-03-14T10:10:00.000Z', 'en')}`);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    act(() => stream.emit('stream.ready'));
    await waitFor(() => expect(reads).toBe(2));

    // Another place's queue: nothing to read again.
    act(() =>
      stream.emit('queue.moved', { type: 'queue.moved', providerId: '11111111-2222-4333-8444-555555555555' }),
    );
    // Two orders ahead were made: ten minutes earlier, said once to screen readers.
    order = testOrder({ estimatedReadyAt: '2026-03-14T10:00:00.000Z' });
    act(() => stream.emit('queue.moved', { type: 'queue.moved', providerId: CAFE_ID }));
    const earlier = formatClockTime('2026-03-14T10:00:00.000Z', 'en');
    await waitFor(() =>
      expect(screen.getByTestId('ready-estimate')).toHaveTextContent(`Ready around ${earlier}`),
    );
    expect(reads).toBe(3);
    expect(screen.getByTestId('ready-estimate-announcement')).toHaveTextContent(
      `New estimate: ready around ${earlier}`,
    );
  });

  it('an order that is not among the customer\u2019s says so and leads to their orders', async () => {
    renderOrder(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not among yours.');
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/profile');
  });

  it('stars the order to find it first on the place’s menu, and unstars it', async () => {
    const user = userEvent.setup();
    const order = testOrder({ status: 'completed' });
    const sent: string[] = [];
    let starred = false;
    server.use(
      http.get(apiUrl('/favourites'), () =>
        HttpResponse.json({ data: { products: [], orders: starred ? [order] : [] } }),
      ),
      http.put(apiUrl('/favourites/orders/:orderId'), ({ params }) => {
        sent.push(`PUT ${params.orderId}`);
        starred = true;
        return HttpResponse.json({ data: { ok: true } });
      }),
      http.delete(apiUrl('/favourites/orders/:orderId'), ({ params }) => {
        sent.push(`DELETE ${params.orderId}`);
        starred = false;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const { store } = renderOrder(order);
    const settled = () => {
      const { queries, mutations } = store.getState().api;
      return [...Object.values(queries), ...Object.values(mutations)].every(
        (entry) => entry?.status !== 'pending',
      );
    };
    const star = await screen.findByRole('button', { name: 'Favourite: order 017' });
    // Disabled until the customer's favourites are known, so it never shows a wrong state.
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent).toEqual([`PUT ${ORDER_ID}`]));
    // The saved star refreshes the list from the server (as the PUT's tags say): it says starred too.
    await waitFor(() => expect(settled()).toBe(true));
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(sent).toEqual([`PUT ${ORDER_ID}`, `DELETE ${ORDER_ID}`]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('undoes a star the server refuses, with a message', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(apiUrl('/favourites/orders/:orderId'), () =>
        errorResponse(422, 'FAVOURITES_FULL', 'You can keep up to 20 favourite orders'),
      ),
    );
    renderOrder(testOrder({ status: 'completed' }));
    const star = await screen.findByRole('button', { name: 'Favourite: order 017' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favourites could not be saved. Please try again.',
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
