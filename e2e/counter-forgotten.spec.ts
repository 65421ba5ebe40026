// Issue 25's last "done when" in a real browser: an order still pending past its pickup time is flagged
// on the staff console, and later cancelled with its points refunded and the customer told.
//
// The place's limits are set as an owner sets them, in the back office's "Staff console" section, to
// their smallest values (flagged 1 minute after its pickup time, cancelled after 2): the minutes are
// real, nothing is faked. This runs on a server of its own (a fresh data folder, the demo seed, the
// sweep every second instead of every minute), so the shared stack's places keep their limits and
// other tests' orders are never cancelled under them. It takes a little over two minutes, most of it
// waiting for those two minutes to pass.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { startAppServer } from './support/app-server';
import { expect, snapshot, test, uniqueEmail } from './support/fixtures';
import { PLACES } from './support/places';
import { counterOf, DEMO_OWNER, signInStaff } from './support/staff';

const OLIVERA = PLACES.olivera;
const OWNER = DEMO_OWNER;
/** Every day of the week, all day: two periods, the second closing at midnight (a period's times differ). */
const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
  { day, opens: '00:00', closes: '12:00' },
  { day, opens: '12:00', closes: '00:00' },
]);

/** Logs in through the API; the tokens as the app keeps them. */
async function login(api: APIRequestContext, email: string, password: string) {
  const response = await api.post('/api/auth/login', { data: { email, password, appId: 'consumerApp' } });
  await expect(response).toBeOK();
  return ((await response.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

/** A browser of its own on the server, signed in with `tokens` (as the app keeps them). */
async function signedInBrowser(
  browser: Browser,
  baseURL: string,
  locale: string | undefined,
  tokens: { accessToken: string; refreshToken: string },
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale, viewport, serviceWorkers: 'block' });
  await context.addInitScript((pair) => {
    if (!localStorage.getItem('refreshToken')) {
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }
  }, tokens);
  return context;
}

/** A new customer, registered with the required consents given (as the `customer` fixture does). */
async function registerCustomer(api: APIRequestContext) {
  const registered = await api.post('/api/auth/register', {
    data: {
      name: 'Ada Lovelace',
      email: uniqueEmail('customer.forgotten'),
      password: 'Sunny-Day-42',
      birthdate: '1988-03-09',
      phone: '+34 600 765 432',
      acceptTerms: true,
      language: 'en',
      appId: 'consumerApp',
    },
  });
  await expect(registered).toBeOK();
  const tokens = ((await registered.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  const headers = { 'x-auth-token': tokens.accessToken };
  const me = await api.get('/api/user/getMyUser', { headers });
  const { userId } = ((await me.json()) as { data: { userId: string } }).data;
  const consents = await api.put(`/api/user-consents?userId=${userId}`, {
    headers,
    data: { essential: true, dataProcessing: true, analytics: false, marketing: false },
  });
  await expect(consents).toBeOK();
  return tokens;
}

test('an order nobody collects is flagged overdue, then cancelled with its points refunded and the customer told', async ({
  browser,
  playwright,
  locale,
  t,
}) => {
  // Two minutes of the place's limits, plus the server's start and the sign-ins: a generous bound (a
  // loaded machine starts a fresh server slowly), though a run takes about two and a half minutes.
  test.setTimeout(420_000);
  const server = await startAppServer({
    env: { FORGOTTEN_ORDERS_SWEEP_SECONDS: '1', LOGIN_FAILURES_MAX: '1000' },
  });
  const api = await playwright.request.newContext({ baseURL: server.baseUrl });
  const contexts: BrowserContext[] = [];
  try {
    // The owner keeps the café open all day (so an order can be for "as soon as possible" whenever this
    // runs), then sets its limits in the back office.
    const owner = await login(api, OWNER.email, OWNER.password);
    const ownerHeaders = { 'x-auth-token': owner.accessToken };
    const placeNow = await api.get(`/api/manage/places/${OLIVERA.id}`, { headers: ownerHeaders });
    await expect(placeNow).toBeOK();
    const { version, closedDates } = (
      (await placeNow.json()) as { data: { version: number; closedDates: [] } }
    ).data;
    const hours = await api.put(`/api/manage/places/${OLIVERA.id}/hours`, {
      headers: ownerHeaders,
      data: { openingHours: ALWAYS_OPEN, closedDates, version },
    });
    expect(hours.status(), await hours.text()).toBe(200);

    const office = await signedInBrowser(browser, server.baseUrl, locale, owner);
    contexts.push(office);
    const manage = await office.newPage();
    await manage.goto(`/manage/places?place=${OLIVERA.id}`);
    const settings = manage.getByRole('region', { name: t('manage-places:sections.counter') });
    await settings.getByLabel(t('manage-places:counter.flag')).fill('1');
    await settings.getByLabel(t('manage-places:counter.cancel')).fill('2');
    await settings.getByRole('button', { name: t('manage-places:save') }).click();
    await expect(settings.getByText(t('manage-places:saved'))).toBeVisible();

    // A customer with 300 points (awarded at the counter) pays an order with points, as soon as possible.
    const customer = await registerCustomer(api);
    const counter = await counterOf(api, 'staff.olivera@example.com', OLIVERA.id);
    expect(await counter.award(customer.accessToken, 300)).toBe(300);
    const customerHeaders = { 'x-auth-token': customer.accessToken };
    const products = await api.get(`/api/providers/${OLIVERA.id}/products`, { headers: customerHeaders });
    const { data: menu } = (await products.json()) as {
      data: { productId: string; available: boolean; pointsPrice: number }[];
    };
    const product = menu.find((candidate) => candidate.available && candidate.pointsPrice <= 300);
    if (!product) throw new Error('Café Olivera has nothing to pay with 300 points');
    const placed = await api.post('/api/orders', {
      headers: { ...customerHeaders, 'idempotency-key': randomUUID() },
      data: {
        providerId: OLIVERA.id,
        items: [{ productId: product.productId, quantity: 1, selectedExtraOptions: [] }],
        paymentMethod: 'points',
        pickup: { asap: true },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: { number: string; pointsSpent: number } }).data;
    expect(order.pointsSpent).toBe(product.pointsPrice);

    // The customer follows their orders live, on their phone.
    const phone = await signedInBrowser(browser, server.baseUrl, locale, customer, {
      width: 412,
      height: 860,
    });
    contexts.push(phone);
    const page = await phone.newPage();
    await page.goto('/profile');
    await expect(
      page.getByRole('listitem', { name: t('orders:order.number', { number: order.number }) }),
    ).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(
      t('orders:points', { count: 300 - order.pointsSpent }),
    );

    // The counter tablet: the order is new and on time, then overdue a minute after it was placed.
    const tablet = await browser.newContext({
      baseURL: server.baseUrl,
      locale,
      viewport: { width: 1280, height: 800 },
    });
    contexts.push(tablet);
    await signInStaff(api, tablet, 'staff.olivera@example.com');
    const kds = await tablet.newPage();
    await kds.goto(`/staff/${OLIVERA.id}/orders`);
    const newOrders = kds.getByRole('region', { name: t('staff:orders.group.pending') });
    const ticket = newOrders.getByRole('article', {
      name: t('staff:orders.number', { number: order.number }),
    });
    await expect(ticket).toBeVisible();
    await expect(ticket).not.toContainText(t('staff:orders.overdue'));
    await expect(ticket.getByText(t('staff:orders.overdue'))).toBeVisible({
      timeout: 120_000,
    });
    await expect(kds.getByTestId('staff-overdue-announcement')).toHaveText(
      t('staff:orders.overdueAnnounceOne', { number: order.number }),
    );
    await snapshot(kds, 'counter-forgotten-overdue');

    // Two minutes after it was placed the sweep cancels it: it leaves the queue...
    await expect(ticket).toHaveCount(0, { timeout: 120_000 });

    // ...and the customer is told at once, with the reason in their language and the points back.
    const notice = page.getByRole('alert').filter({
      hasText: t('orders:cancelled.byPlace', { number: order.number, place: OLIVERA.name }),
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t('orders:cancelled.reason', { reason: 'Not collected' }));
    await expect(notice).toContainText(t('orders:cancelled.refunded', { count: order.pointsSpent }));
    await expect(page.getByTestId('points-balance')).toHaveText(t('orders:points', { count: 300 }));
    await snapshot(page, 'counter-forgotten-customer');
  } finally {
    for (const context of contexts) await context.close();
    await api.dispose();
    await server.stop();
  }
});
