import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Order, PointsEntry } from '../../api';
import { formatClockTime } from '../../lib/format-date';
import {
  BISTRO_ID,
  CAFE_ID,
  CROISSANT_ID,
  LATTE_ID,
  latte,
  OAT_ID,
  preloadedBasket,
} from '../../test/catalog-fixtures';
import { testUser } from '../../test/fixtures';
import { getConsentsHandler } from '../../test/handlers';
import { qrToken, quoteHandler, testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import ProfileScreen from './ProfileScreen';

const pendingPointsOrder = testOrder({
  orderId: '11111111-0000-4000-8000-000000000001',
  number: '021',
  paymentMethod: 'points',
  pointsSpent: 94,
  pointsEarned: 0,
  estimatedReadyAt: '2026-03-14T09:58:00.000Z',
});
const completedOrder = testOrder({
  orderId: '11111111-0000-4000-8000-000000000002',
  number: '014',
  status: 'completed',
  paymentMethod: 'card',
  createdAt: '2026-03-10T08:00:00.000Z',
  history: [
    { status: 'pending', at: '2026-03-10T08:00:00.000Z', reason: null },
    { status: 'preparing', at: '2026-03-10T08:02:00.000Z', reason: null },
    { status: 'ready', at: '2026-03-10T08:06:00.000Z', reason: null },
    { status: 'completed', at: '2026-03-10T08:09:00.000Z', reason: null },
  ],
});
const olderOrder = testOrder({
  orderId: '11111111-0000-4000-8000-000000000003',
  number: '003',
  status: 'cancelled',
  createdAt: '2026-03-01T08:00:00.000Z',
});

const entry = (delta: number, reason: PointsEntry['reason'], order?: Order): PointsEntry => ({
  entryId: `entry-${reason}-${delta}`,
  delta,
  reason,
  orderId: order?.orderId ?? null,
  orderNumber: order?.number ?? null,
  providerId: order?.providerId ?? null,
  providerName: order?.providerName ?? null,
  note: null,
  createdAt: '2026-03-14T09:41:07.512Z',
});

/** The server's side for one customer: orders by status, the ledger, the QR tokens it issued. */
function profileServer() {
  const state = {
    orders: [pendingPointsOrder, completedOrder, olderOrder],
    ledger: [
      entry(-94, 'order_spent', pendingPointsOrder),
      { ...entry(30, 'staff_awarded'), providerName: 'Café Aroma', note: 'Breakfast menu' },
      entry(200, 'welcome_bonus'),
    ],
    qrTokens: 0,
    cancelled: [] as string[],
  };
  const finished = (order: Order) => order.status === 'completed' || order.status === 'cancelled';
  server.use(
    getConsentsHandler(),
    http.get(apiUrl('/orders'), ({ request }) => {
      const url = new URL(request.url);
      const history = url.searchParams.get('scope') === 'history';
      const all = state.orders.filter((order) => finished(order) === history);
      // Pages of one order, so that paging shows.
      const index = Number(url.searchParams.get('cursor') ?? 0);
      return HttpResponse.json({
        data: {
          orders: all.slice(index, index + 1),
          nextCursor: index + 1 < all.length ? String(index + 1) : null,
        },
      });
    }),
    http.get(apiUrl('/points/history'), () =>
      HttpResponse.json({
        data: {
          balance: state.ledger.reduce((sum, row) => sum + row.delta, 0),
          entries: state.ledger,
          nextCursor: null,
        },
      }),
    ),
    http.get(apiUrl('/user/qr-token'), () => {
      state.qrTokens += 1;
      // Each token comes with its own short code: 7KQMX4P2, 7KQMX4P3, ...
      return HttpResponse.json({ data: qrToken(`token-${state.qrTokens}`, `7KQMX4P${state.qrTokens + 1}`) });
    }),
    http.post(apiUrl('/orders/:orderId/cancel'), ({ params }) => {
      const order = state.orders.find((candidate) => candidate.orderId === params.orderId);
      if (!order)
        return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
      const cancelled = { ...order, status: 'cancelled' as const };
      state.orders = state.orders.map((candidate) => (candidate === order ? cancelled : candidate));
      state.ledger = [entry(order.pointsSpent, 'order_refunded', order), ...state.ledger];
      state.cancelled.push(order.orderId);
      return HttpResponse.json({ data: cancelled });
    }),
  );
  return state;
}

function renderProfile(basket = preloadedBasket([])) {
  const preloaded = signedIn();
  return renderWithProviders(<ProfileScreen />, {
    route: '/profile',
    path: '/profile',
    preloadedState: { ...preloaded, ...basket },
  });
}

const orderCard = (number: string) => screen.getByRole('listitem', { name: `Order ${number}` });

describe('ProfileScreen', () => {
  it('shows the personal QR code with the name and the brightness hint, and renews it before it expires', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const state = profileServer();
      renderProfile();
      expect(
        await screen.findByRole('img', { name: `Personal QR code of ${testUser.name}` }),
      ).toBeInTheDocument();
      expect(screen.getByText(testUser.name)).toBeInTheDocument();
      expect(screen.getByText(/Turn up your screen brightness/)).toBeInTheDocument();
      expect(state.qrTokens).toBe(1);
      // The short code a cashier can type, under the QR code, as XXXX-XXXX; it renews with the QR code.
      expect(screen.getByTestId('counter-code')).toHaveTextContent('7KQM-X4P2');
      act(() => jest.advanceTimersByTime(4 * 60_000 + 1000));
      await waitFor(() => expect(state.qrTokens).toBe(2));
      await waitFor(() => expect(screen.getByTestId('counter-code')).toHaveTextContent('7KQM-X4P3'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the balance and the ledger, the active orders and the history with what was in them', async () => {
    profileServer();
    renderProfile();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('136 pts');
    expect(screen.getByText(/Paid for an order · Order 021/)).toBeInTheDocument();
    // What the cashier typed shows with the award.
    expect(screen.getByText('Awarded at the counter · Café Aroma · “Breakfast menu”')).toBeInTheDocument();
    expect(screen.getByText('Welcome bonus')).toBeInTheDocument();

    const active = within(screen.getByRole('region', { name: 'Orders under way' }));
    const pending = await active.findByRole('listitem', { name: 'Order 021' });
    expect(within(pending).getByText('Received')).toBeInTheDocument();
    expect(within(pending).getByText(/Loyalty points · 94 pts/)).toBeInTheDocument();
    expect(within(pending).getByText('2 × Latte')).toBeInTheDocument();
    expect(within(pending).getByText('(Oat milk)')).toBeInTheDocument();
    expect(within(pending).getByTestId('ready-estimate')).toHaveTextContent(
      `Ready around ${formatClockTime('2026-03-14T09:58:00.000Z', 'en')}`,
    );

    const history = within(screen.getByRole('region', { name: 'Order history' }));
    const completed = await history.findByRole('listitem', { name: 'Order 014' });
    expect(within(completed).getByText('Completed')).toBeInTheDocument();
    expect(within(completed).getByText(/Card · €9\.40/)).toBeInTheDocument();
    expect(within(completed).getByText(/Café Aroma/)).toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(completed).queryByTestId('ready-estimate')).not.toBeInTheDocument();
  });

  it('shows how far the balance is from the rewards of the newest order’s place, or of the basket’s', async () => {
    profileServer();
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        HttpResponse.json({
          data: [latte, { ...latte, productId: CROISSANT_ID, name: 'Brunch', pointsPrice: 200 }],
        }),
      ),
      http.get(apiUrl(`/providers/${BISTRO_ID}/products`), () =>
        HttpResponse.json({ data: [{ ...latte, providerId: BISTRO_ID, name: 'Steak', pointsPrice: 500 }] }),
      ),
    );
    const { unmount } = renderProfile();
    // 136 points; the newest order was at the café.
    const progress = await screen.findByTestId('reward-progress');
    expect(progress).toHaveTextContent('Your points pay for: Latte (35 pts)');
    expect(progress).toHaveTextContent('Next reward: Brunch (200 pts)');
    expect(progress).toHaveTextContent('64 pts to go');
    unmount();

    renderProfile(
      preloadedBasket([
        {
          basketItemId: 'b',
          productId: LATTE_ID,
          providerId: BISTRO_ID,
          price: 1200,
          quantity: 1,
          selectedExtraOptions: [],
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('reward-progress')).toHaveTextContent('Next reward: Steak (500 pts)'),
    );
    expect(screen.getByTestId('reward-progress')).toHaveTextContent('364 pts to go');
  });

  it('opens an order’s details with its status history', async () => {
    const user = userEvent.setup();
    profileServer();
    renderProfile();
    await screen.findByRole('listitem', { name: 'Order 014' });
    await user.click(within(orderCard('014')).getByRole('button', { name: 'Details' }));
    const details = within(orderCard('014'));
    expect(details.getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Ready to collect · /),
        expect.stringMatching(/^Completed · /),
      ]),
    );
    expect(details.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages through the history with "Show older orders"', async () => {
    const user = userEvent.setup();
    profileServer();
    renderProfile();
    await screen.findByRole('listitem', { name: 'Order 014' });
    expect(screen.queryByRole('listitem', { name: 'Order 003' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByRole('listitem', { name: 'Order 003' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Order 014' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older orders' })).not.toBeInTheDocument();
  });

  it('shows each older page of the history once: no "Show older orders" while one loads', async () => {
    const user = userEvent.setup();
    const state = profileServer();
    state.orders.push(
      testOrder({
        orderId: '11111111-0000-4000-8000-000000000004',
        number: '001',
        status: 'completed',
        createdAt: '2026-02-20T08:00:00.000Z',
      }),
    );
    // An older page answers (the server's answer above) only once the test lets it.
    const held: (() => void)[] = [];
    server.use(
      http.get(apiUrl('/orders'), async ({ request }) => {
        if (new URL(request.url).searchParams.has('cursor'))
          await new Promise<void>((resolve) => held.push(resolve));
        return undefined;
      }),
    );
    const release = async () => {
      await waitFor(() => expect(held).toHaveLength(1));
      held.shift()?.();
    };
    const more = () => screen.queryByRole('button', { name: 'Show older orders' });
    renderProfile();
    await screen.findByRole('listitem', { name: 'Order 014' });

    await user.click(more() as HTMLElement);
    expect(more()).not.toBeInTheDocument();
    await release();
    expect(await screen.findByRole('listitem', { name: 'Order 003' })).toBeInTheDocument();

    await user.click(more() as HTMLElement);
    expect(more()).not.toBeInTheDocument();
    await release();
    expect(await screen.findByRole('listitem', { name: 'Order 001' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: 'Order 003' })).toHaveLength(1);
    expect(more()).not.toBeInTheDocument();
  });

  it('says so when an older page fails, and shows it on a retry', async () => {
    const user = userEvent.setup();
    const state = profileServer();
    // The first older page of the history and of the points fails once, then answers.
    const failed = { orders: 0, points: 0 };
    server.use(
      http.get(apiUrl('/orders'), ({ request }) => {
        if (!new URL(request.url).searchParams.has('cursor') || failed.orders > 0) return undefined;
        failed.orders += 1;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 });
      }),
      http.get(apiUrl('/points/history'), ({ request }) => {
        const index = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        if (index > 0 && failed.points === 0) {
          failed.points += 1;
          return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 });
        }
        return HttpResponse.json({
          data: {
            balance: state.ledger.reduce((sum, row) => sum + row.delta, 0),
            entries: state.ledger.slice(index, index + 1),
            nextCursor: index + 1 < state.ledger.length ? String(index + 1) : null,
          },
        });
      }),
    );
    renderProfile();
    await screen.findByRole('listitem', { name: 'Order 014' });
    await user.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByText('Could not load your orders. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Order 003' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Order 003' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load your orders. Please try again.')).not.toBeInTheDocument();

    const ledger = within(screen.getByRole('region', { name: 'Loyalty points' }));
    await user.click(ledger.getByRole('button', { name: 'Show more' }));
    expect(await ledger.findByText('Could not load your points. Please try again.')).toBeInTheDocument();
    await user.click(ledger.getByRole('button', { name: 'Retry' }));
    expect(await ledger.findByText(/Breakfast menu/)).toBeInTheDocument();
    expect(ledger.queryByText('Could not load your points. Please try again.')).not.toBeInTheDocument();
  });

  it('pages through the points with "Show more", each page after the last, one tap per page', async () => {
    const user = userEvent.setup();
    const state = profileServer();
    // Pages of one movement; an older page answers only once the test lets it.
    const held: (() => void)[] = [];
    server.use(
      http.get(apiUrl('/points/history'), async ({ request }) => {
        const index = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        if (index > 0) await new Promise<void>((resolve) => held.push(resolve));
        return HttpResponse.json({
          data: {
            balance: state.ledger.reduce((sum, row) => sum + row.delta, 0),
            entries: state.ledger.slice(index, index + 1),
            nextCursor: index + 1 < state.ledger.length ? String(index + 1) : null,
          },
        });
      }),
    );
    const release = async () => {
      await waitFor(() => expect(held).toHaveLength(1));
      held.shift()?.();
    };
    renderProfile();
    const ledger = within(await screen.findByRole('region', { name: 'Loyalty points' }));
    expect(await ledger.findByText(/Order 021/)).toBeInTheDocument();
    expect(ledger.queryByText(/Breakfast menu/)).not.toBeInTheDocument();

    // While a page loads, no "Show more": a second tap would ask for the same page again.
    await user.click(ledger.getByRole('button', { name: 'Show more' }));
    expect(ledger.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await release();
    expect(await ledger.findByText(/Breakfast menu/)).toBeInTheDocument();
    expect(ledger.queryByText('Welcome bonus')).not.toBeInTheDocument();

    await user.click(ledger.getByRole('button', { name: 'Show more' }));
    expect(ledger.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await release();
    expect(await ledger.findByText('Welcome bonus')).toBeInTheDocument();
    expect(ledger.getByText(/Order 021/)).toBeInTheDocument();
    expect(ledger.getByText(/Breakfast menu/)).toBeInTheDocument();
    expect(ledger.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('cancels a pending order after asking, and shows the points coming back', async () => {
    const user = userEvent.setup();
    const state = profileServer();
    renderProfile();
    await screen.findByRole('listitem', { name: 'Order 021' });
    await user.click(within(orderCard('021')).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 021?' });
    expect(dialog).toHaveTextContent('your 94 points come back to you');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(
      await screen.findByText('Order 021 is cancelled. 94 points are back in your balance.'),
    ).toBeInTheDocument();
    expect(state.cancelled).toEqual([pendingPointsOrder.orderId]);
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('230 pts'));
    expect(await screen.findByText('No orders under way.')).toBeInTheDocument();
  });

  it('puts an order’s lines back in the basket with today’s prices, and goes to the basket', async () => {
    const user = userEvent.setup();
    profileServer();
    server.use(quoteHandler());
    const { store } = renderProfile();
    await screen.findByRole('listitem', { name: 'Order 014' });
    await user.click(within(orderCard('014')).getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/basket'));
    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({
        productId: LATTE_ID,
        providerId: CAFE_ID,
        quantity: 2,
        price: 470,
        selectedExtraOptions: [OAT_ID],
      }),
    ]);
  });

  it('asks before replacing a basket of another place when ordering again', async () => {
    const user = userEvent.setup();
    profileServer();
    server.use(quoteHandler());
    const otherPlace = {
      basketItemId: 'line-bistro',
      productId: CROISSANT_ID,
      providerId: BISTRO_ID,
      price: 300,
      quantity: 1,
      selectedExtraOptions: [],
    };
    const { store } = renderProfile(preloadedBasket([otherPlace]));
    await screen.findByRole('listitem', { name: 'Order 014' });
    await user.click(within(orderCard('014')).getByRole('button', { name: 'Order again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your basket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(store.getState().basket.items).toEqual([otherPlace]);

    await user.click(within(orderCard('014')).getByRole('button', { name: 'Order again' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace your basket?' })).getByRole('button', {
        name: 'Replace basket',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/basket'));
    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({ productId: LATTE_ID, providerId: CAFE_ID }),
    ]);
  });
});
