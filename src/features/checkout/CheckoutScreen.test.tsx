import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { CheckoutRequest, PickupTimes, QuoteBasketApiArg } from '../../api';
import type { BasketItem } from '../../stores/basket-slice';
import { CAFE_ID, CROISSANT_ID, cafe, LATTE_ID, OAT_ID, preloadedBasket } from '../../test/catalog-fixtures';
import { testUser } from '../../test/fixtures';
import { errorResponse, getConsentsHandler } from '../../test/handlers';
import {
  openPickupTimes,
  pickupTimesHandler,
  providerHandler,
  quoteHandler,
  testOrder,
} from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { testI18n } from '../../test/test-i18n';
import CheckoutScreen from './CheckoutScreen';
import OrderScreen from './OrderScreen';

const latteLine: BasketItem = {
  basketItemId: 'line-latte',
  productId: LATTE_ID,
  providerId: CAFE_ID,
  price: 470,
  quantity: 2,
  selectedExtraOptions: [OAT_ID],
};
const croissantLine: BasketItem = {
  basketItemId: 'line-croissant',
  productId: CROISSANT_ID,
  providerId: CAFE_ID,
  price: 470,
  quantity: 1,
  selectedExtraOptions: [],
};

interface RenderOptions {
  loyaltyPoints?: number;
  pointsPrice?: number;
  times?: PickupTimes;
  /** Collects the bodies of the quotes the screen asks for. */
  quotes?: QuoteBasketApiArg['body'][];
  /** The answer to "did this attempt place an order?" (getMyOrderAttempt): 404 unless given. */
  attempt?: (key: string) => Response;
  /** Handlers that answer before the usual ones (e.g. the place held back). */
  handlers?: RequestHandler[];
}

interface Sent {
  key: string | null;
  body: CheckoutRequest;
}

function renderCheckout(
  items: BasketItem[],
  {
    loyaltyPoints = 120,
    pointsPrice = 47,
    times = openPickupTimes,
    quotes = [],
    attempt = () => errorResponse(404, 'NOT_FOUND'),
    handlers = [],
  }: RenderOptions = {},
) {
  const preloaded = signedIn({ ...testUser, loyaltyPoints });
  server.use(
    ...handlers,
    getConsentsHandler(),
    quoteHandler(pointsPrice, quotes),
    providerHandler(),
    pickupTimesHandler(times),
    // An attempt left from a reload placed nothing, unless a test says otherwise.
    http.get(apiUrl('/order-attempts/:key'), ({ params }) => attempt(String(params.key))),
  );
  // The checkout opens the order's page once it is placed.
  const pages = (
    <Routes>
      <Route path="/checkout" element={<CheckoutScreen />} />
      <Route path="/orders/:orderId" element={<OrderScreen />} />
    </Routes>
  );
  return renderWithProviders(pages, {
    route: '/checkout',
    preloadedState: { ...preloaded, ...preloadedBasket(items) },
  });
}

/** Records every checkout and answers with `answers` in turn (the last one repeats). */
function checkoutHandler(sent: Sent[], answers: Array<() => Response>) {
  return http.post(apiUrl('/orders'), async ({ request }) => {
    sent.push({
      key: request.headers.get('Idempotency-Key'),
      body: (await request.json()) as CheckoutRequest,
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    return answer ? answer() : HttpResponse.error();
  });
}

const placeOrderButton = () => screen.findByRole('button', { name: /Place order/ });

describe('CheckoutScreen', () => {
  it('shows the basket as the server prices it, with the place and pickup as soon as possible', async () => {
    renderCheckout([latteLine]);
    expect(await screen.findByText('2 × Latte')).toBeInTheDocument();
    expect(screen.getByText('With: Oat milk')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€9.40');
    expect(await screen.findByRole('heading', { name: 'Your order at Café Aroma' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
  });

  it('shows the form whole once the price, the place and its pickup times are in, not part by part', async () => {
    // The quote answers at once; the place and then its pickup times only when released.
    const release = { provider: () => {}, times: () => {} };
    const provider = new Promise<void>((resolve) => {
      release.provider = resolve;
    });
    const times = new Promise<void>((resolve) => {
      release.times = resolve;
    });
    const { store } = renderCheckout([latteLine], {
      handlers: [
        http.get(apiUrl(`/providers/${CAFE_ID}`), async () => {
          await provider;
          return HttpResponse.json({ data: cafe });
        }),
        http.get(apiUrl(`/providers/${CAFE_ID}/pickup-times`), async () => {
          await times;
          return HttpResponse.json({ data: openPickupTimes });
        }),
      ],
    });
    const answered = (endpoint: string) =>
      Object.values(store.getState().api.queries).some(
        (query) => query?.endpointName === endpoint && query.status === 'fulfilled',
      );
    const waiting = () => {
      expect(screen.getByText('Pricing your order…')).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Cash' })).not.toBeInTheDocument();
      expect(screen.queryByText('2 × Latte')).not.toBeInTheDocument();
    };

    await waitFor(() => expect(answered('quoteBasket')).toBe(true));
    waiting();
    release.provider();
    await waitFor(() => expect(answered('getProvider')).toBe(true));
    waiting();
    release.times();

    // Everything at once: the lines, the place, the pickup and the payment.
    expect(await screen.findByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByText('2 × Latte')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your order at Café Aroma' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  });

  it('offers points only when every line has a points price', async () => {
    renderCheckout([latteLine, croissantLine]);
    await screen.findByText('1 × Croissant');
    expect(screen.queryByRole('radio', { name: 'Loyalty points' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Loyalty points cannot pay for every product in this order.'),
    ).toBeInTheDocument();
  });

  it('says before submitting that the balance falls short, and does not submit', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    server.use(checkoutHandler(sent, []));
    renderCheckout([latteLine], { loyaltyPoints: 50 });
    await user.click(await screen.findByRole('radio', { name: 'Loyalty points' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough loyalty points. You need 94 points.');
    expect(await placeOrderButton()).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('keeps one idempotency key through a failed attempt and its retry, then confirms the order and empties the basket', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    const order = testOrder();
    server.use(
      checkoutHandler(sent, [
        () => HttpResponse.error(),
        () => HttpResponse.json({ data: order }, { status: 201 }),
      ]),
    );
    const { store } = renderCheckout([latteLine]);
    await screen.findByRole('radio', { name: 'As soon as possible' });

    await user.click(await placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the service');
    await user.click(await placeOrderButton());

    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' })).toHaveFocus();
    // The order has its own address, so a reload shows it again instead of an empty basket.
    expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${order.orderId}`);
    expect(screen.getByTestId('order-number')).toHaveTextContent('017');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Received');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[0]?.body).toEqual({
      providerId: CAFE_ID,
      items: [{ productId: LATTE_ID, quantity: 2, selectedExtraOptions: [OAT_ID] }],
      paymentMethod: 'cash',
      pickup: { asap: true },
    });
    expect(store.getState().basket.items).toEqual([]);
  });

  it('sends the same key after a reload, and a new one for a different order or once an order is placed', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    server.use(
      checkoutHandler(sent, [
        () => HttpResponse.error(),
        () => HttpResponse.error(),
        () => HttpResponse.json({ data: testOrder({ paymentMethod: 'card' }) }, { status: 201 }),
      ]),
    );
    const first = renderCheckout([latteLine]);
    await screen.findByRole('radio', { name: 'As soon as possible' });
    await user.click(await placeOrderButton());
    await screen.findByRole('alert');
    first.unmount(); // the page is reloaded: sessionStorage stays

    renderCheckout([latteLine]);
    await screen.findByRole('radio', { name: 'As soon as possible' });
    await user.click(await placeOrderButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);

    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(await placeOrderButton());
    await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' });
    expect(sent[2]?.body.paymentMethod).toBe('card');
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
    expect(sessionStorage.getItem('checkout.attempt')).toBeNull();
  });

  it('translates what the server refuses', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    server.use(
      checkoutHandler(sent, [
        () =>
          HttpResponse.json(
            {
              error: {
                code: 'INSUFFICIENT_POINTS',
                message: 'Not enough loyalty points. You need 94 points.',
                details: { pointsNeeded: 94, balance: 90 },
              },
            },
            { status: 422 },
          ),
        () => errorResponse(422, 'PRODUCT_UNAVAILABLE'),
      ]),
    );
    await testI18n.changeLanguage('de');
    const quotes: QuoteBasketApiArg['body'][] = [];
    renderCheckout([latteLine], { loyaltyPoints: 100, quotes });
    await user.click(await screen.findByRole('radio', { name: 'Treuepunkte' }));
    await user.click(await screen.findByRole('button', { name: /Bestellen/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nicht genug Treuepunkte. Du brauchst 94 Punkte.',
    );
    await user.click(screen.getByRole('radio', { name: 'Bar' }));
    await user.click(await screen.findByRole('button', { name: /Bestellen/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Produkt in deinem Warenkorb ist nicht mehr verfügbar.',
    );
    // The basket is priced again, so the screen shows what is no longer available.
    await waitFor(() => expect(quotes).toHaveLength(2));
  });

  it('estimates when an order for as soon as possible would be ready, in the place\u2019s time; not for a set time', async () => {
    const user = userEvent.setup();
    // 10:02 in Madrid: the place's preparation time and the orders ahead, from the server.
    renderCheckout([latteLine], { times: { ...openPickupTimes, asapReadyAt: '2026-03-14T09:02:00.000Z' } });
    expect(await screen.findByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    expect(screen.getByTestId('ready-estimate')).toHaveTextContent('Ready around 10:02 AM');
    await user.click(screen.getByRole('radio', { name: 'At a set time' }));
    expect(screen.queryByTestId('ready-estimate')).not.toBeInTheDocument();
  });

  it('says when a closed place opens and offers only later times', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    server.use(checkoutHandler(sent, [() => HttpResponse.json({ data: testOrder() }, { status: 201 })]));
    renderCheckout([latteLine], {
      times: {
        timezone: 'Europe/Madrid',
        asapAvailable: false,
        opensAt: '2026-03-15T08:00:00.000Z',
        times: ['2026-03-15T08:00:00.000Z', '2026-03-15T08:15:00.000Z'],
      },
    });
    expect(
      await screen.findByText(/Café Aroma is closed now. It opens Sun, Mar 15, 9:00 AM/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'As soon as possible' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At a set time' })).toBeChecked();
    await user.click(await placeOrderButton());
    await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' });
    expect(sent[0]?.body.pickup).toEqual({ at: '2026-03-15T08:00:00.000Z' });
  });

  it('after a reload, finds the order an unanswered attempt placed and shows it instead of the form', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    const order = testOrder({ number: '042' });
    // The server placed the order, but its answer never reached the page.
    server.use(checkoutHandler(sent, [() => HttpResponse.error()]));
    const first = renderCheckout([latteLine]);
    await screen.findByRole('radio', { name: 'As soon as possible' });
    await user.click(await placeOrderButton());
    await screen.findByRole('alert');
    first.unmount(); // the page is reloaded: sessionStorage keeps the attempt

    const asked: string[] = [];
    const { store } = renderCheckout([latteLine], {
      attempt: (key) => {
        asked.push(key);
        return HttpResponse.json({ data: order });
      },
    });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('042');
    expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${order.orderId}`);
    expect(asked).toEqual([sent[0]?.key]);
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
    expect(store.getState().basket.items).toEqual([]);
    expect(sessionStorage.getItem('checkout.attempt')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('says when it cannot tell whether a reloaded attempt went through, and offers to check again', async () => {
    const user = userEvent.setup();
    server.use(checkoutHandler([], [() => HttpResponse.error()]));
    const first = renderCheckout([latteLine]);
    await user.click(await placeOrderButton());
    await screen.findByRole('alert');
    first.unmount();

    let unavailable = true;
    renderCheckout([latteLine], {
      attempt: () =>
        unavailable ? errorResponse(503, 'SERVICE_UNAVAILABLE') : errorResponse(404, 'NOT_FOUND'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check whether your order went through. Try again before ordering again.',
    );
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
    unavailable = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await placeOrderButton()).toBeEnabled();
  });
});
