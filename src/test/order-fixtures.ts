import { HttpResponse, http } from 'msw';
import type { BasketQuote, Order, PickupTimes, QuoteBasketApiArg } from '../api';
import { CAFE_ID, cafe, LATTE_ID, OAT_ID } from './catalog-fixtures';
import { apiUrl } from './server';

export const ORDER_ID = '0f9b6a58-3c1d-4e7a-9d2b-6a1e5c3f8b21';

/** An order as the server answers it: a latte with oat milk at the test café, paid in cash. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  orderId: ORDER_ID,
  number: '017',
  providerId: CAFE_ID,
  providerName: cafe.name,
  status: 'pending',
  paymentMethod: 'cash',
  currency: 'EUR',
  total: 940,
  pointsSpent: 0,
  pointsEarned: 8,
  pickup: { asap: true, at: null },
  lines: [
    {
      productId: LATTE_ID,
      name: 'Latte',
      imageUrl: '/uploads/latte.jpg',
      quantity: 2,
      extras: [{ optionId: OAT_ID, name: 'Oat milk', price: 50 }],
      unitPrice: 470,
      lineTotal: 940,
      pointsPrice: 94,
      loyaltyPoints: 8,
    },
  ],
  history: [{ status: 'pending', at: '2026-03-14T09:41:07.512Z', reason: null }],
  cancelReason: null,
  createdAt: '2026-03-14T09:41:07.512Z',
  updatedAt: '2026-03-14T09:41:07.512Z',
  ...overrides,
});

/** quoteBasket answered like the server: every line at 470 a unit and `pointsPrice` points a unit. */
export const quoteHandler = (pointsPrice = 47, requests: QuoteBasketApiArg['body'][] = []) =>
  http.post(apiUrl('/basket/quote'), async ({ request }) => {
    const body = (await request.json()) as QuoteBasketApiArg['body'];
    requests.push(body);
    const lines = body.items.map((item) => ({
      ...item,
      name: item.productId === LATTE_ID ? 'Latte' : 'Croissant',
      imageUrl: null,
      extras: item.selectedExtraOptions.map((optionId) => ({ optionId, name: 'Oat milk', price: 50 })),
      available: true,
      unitPrice: 470,
      lineTotal: 470 * item.quantity,
      pointsPrice: (item.productId === LATTE_ID ? pointsPrice : 0) * item.quantity,
      loyaltyPoints: 4 * item.quantity,
    }));
    const quote: BasketQuote = {
      providerId: body.providerId,
      currency: 'EUR',
      lines,
      total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
      pointsTotal: lines.reduce((sum, line) => sum + line.pointsPrice, 0),
      loyaltyPointsEarned: lines.reduce((sum, line) => sum + line.loyaltyPoints, 0),
    };
    return HttpResponse.json({ data: quote });
  });

export const openPickupTimes: PickupTimes = {
  timezone: 'Europe/Madrid',
  asapAvailable: true,
  opensAt: null,
  times: ['2026-03-14T09:00:00.000Z', '2026-03-14T09:15:00.000Z'],
};

export const pickupTimesHandler = (times: PickupTimes = openPickupTimes) =>
  http.get(apiUrl(`/providers/${CAFE_ID}/pickup-times`), () => HttpResponse.json({ data: times }));

export const providerHandler = () =>
  http.get(apiUrl(`/providers/${CAFE_ID}`), () => HttpResponse.json({ data: cafe }));

export const qrToken = (token = 'qr-token-1', code = 'ABCD2345') => ({
  token,
  code,
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  renewAt: new Date(Date.now() + 4 * 60_000).toISOString(),
});

/** What the profile screen reads, for a customer with no orders and no points. */
export const emptyProfileHandlers = () => [
  http.get(apiUrl('/orders'), () => HttpResponse.json({ data: { orders: [], nextCursor: null } })),
  http.get(apiUrl('/points/history'), () =>
    HttpResponse.json({ data: { balance: 0, entries: [], nextCursor: null } }),
  ),
  http.get(apiUrl('/user/qr-token'), () => HttpResponse.json({ data: qrToken() })),
];
