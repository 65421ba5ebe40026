import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { CounterCustomer } from '../../api/staff';
import { CAFE_ID } from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { StaffCounter, typedLookup } from './StaffCounter';

const READY_ORDER = '11111111-0000-4000-8000-0000000000aa';

const customer: CounterCustomer = {
  firstName: 'Núria',
  balance: 40,
  counterSession: 'a.b.c',
  expiresAt: '2026-03-14T10:00:00.000Z',
  openOrders: [{ orderId: READY_ORDER, number: '017', status: 'ready', items: '1 x Butter Croissant' }],
};

/** The counter's server: lookups (what was sent), moves and awards. */
function counterServer() {
  const state = { lookups: [] as unknown[], moves: [] as unknown[], awards: 0 };
  server.use(
    http.post(apiUrl(`/staff/providers/${CAFE_ID}/customers/lookup`), async ({ request }) => {
      state.lookups.push(await request.json());
      return HttpResponse.json({ data: customer });
    }),
    http.post(apiUrl(`/staff/providers/${CAFE_ID}/orders/:orderId/status`), async ({ request, params }) => {
      state.moves.push({ orderId: params.orderId, ...((await request.json()) as object) });
      return HttpResponse.json({ data: { orderId: params.orderId, status: 'completed' } });
    }),
    http.post(apiUrl(`/staff/providers/${CAFE_ID}/points/award`), () => {
      state.awards += 1;
      return HttpResponse.json({ data: { balance: 60 } });
    }),
  );
  return state;
}

const renderCounter = () =>
  renderWithProviders(<StaffCounter />, {
    route: `/staff/${CAFE_ID}/counter`,
    path: '/staff/:providerId/counter',
    preloadedState: signedIn(),
  });

async function typeCode(code: string) {
  await userEvent.type(await screen.findByLabelText('Code under the QR code (e.g. 7KQM-X4PR)'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
}

describe('StaffCounter', () => {
  it('sends a typed short code as a code, and a pasted QR token as a token', () => {
    expect(typedLookup(' 7kqm-x4pr ')).toEqual({ code: '7kqm-x4pr' });
    expect(typedLookup('eyJ.eyJ.sig')).toEqual({ token: 'eyJ.eyJ.sig' });
  });

  it('finds the customer by the typed code, lists their open orders and hands a ready one over', async () => {
    const state = counterServer();
    renderCounter();
    await typeCode('7kqm-x4pr');
    expect(await screen.findByRole('heading', { name: 'Núria' })).toBeInTheDocument();
    expect(state.lookups).toEqual([{ code: '7kqm-x4pr' }]);

    const orders = within(screen.getByRole('region', { name: 'Orders under way here' }));
    expect(orders.getByText('Order 017')).toBeInTheDocument();
    expect(orders.getByText('1 x Butter Croissant')).toBeInTheDocument();
    await userEvent.click(orders.getByRole('button', { name: 'Handed over' }));
    expect(await orders.findByText('Order 017: Handed over.')).toBeInTheDocument();
    expect(state.moves).toEqual([{ orderId: READY_ORDER, status: 'completed' }]);
    expect(orders.getByText('No orders under way here.')).toBeInTheDocument();
  });

  it('says the limit of points, and sends nothing above it', async () => {
    const state = counterServer();
    renderCounter();
    await typeCode('7KQMX4PR');
    const points = await screen.findByLabelText('Points');
    expect(screen.getByText('From 1 to 100,000 points at a time.')).toBeInTheDocument();
    expect(screen.getByText('The customer sees it in their points history.')).toBeInTheDocument();
    await userEvent.type(points, '100001');
    await userEvent.type(screen.getByLabelText('Reason'), 'Catering');
    await userEvent.click(screen.getByRole('button', { name: 'Award points' }));
    expect(await screen.findByText('Enter a whole number of points from 1 to 100,000.')).toBeInTheDocument();
    expect(state.awards).toBe(0);

    await userEvent.clear(points);
    await userEvent.type(points, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Award points' }));
    expect(await screen.findByText('20 points awarded. New balance: 60.')).toBeInTheDocument();
    expect(state.awards).toBe(1);
  });

  it('says when too many wrong codes were typed, and for how long', async () => {
    server.use(
      http.post(apiUrl(`/staff/providers/${CAFE_ID}/customers/lookup`), () =>
        HttpResponse.json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many wrong codes.',
              details: { retryAfterSeconds: 700 },
            },
          },
          { status: 429, headers: { 'retry-after': '700' } },
        ),
      ),
    );
    renderCounter();
    await typeCode('AAAA-AAAA');
    expect(
      await screen.findByText('Too many wrong codes. Try again in 12 minutes, or scan the QR code.'),
    ).toBeInTheDocument();
  });
});
