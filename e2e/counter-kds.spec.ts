// Issue 25 in a real browser: the order queue as a kitchen display on a counter tablet (1280×800).
// Two orders arrive (placed through the API) with one sound and one count; one is moved to ready
// and recalled with the undo; the staff member logs out from the console's menu. Kawiarnia Pod
// Lipą's queue is used: no other browser test orders there, so its count is this test's own, and it
// opens every day, so it offers a pickup time at any hour the suite runs (La Taula, used before,
// offered none from its last Sunday slot until midnight: it is closed on Mondays).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type Customer, expect, test } from './support/fixtures';
import { PLACES, pickupNow } from './support/places';
import { signInStaff } from './support/staff';

const LIPA = PLACES.lipa;

/** Places an order at Kawiarnia Pod Lipą through the API, as soon as possible or at its first pickup time. */
async function placeOrder(request: APIRequestContext, customer: Customer): Promise<string> {
  const headers = { 'x-auth-token': customer.accessToken };
  const products = await request.get(`/api/providers/${LIPA.id}/products`, { headers });
  await expect(products).toBeOK();
  const { data } = (await products.json()) as { data: { productId: string; available: boolean }[] };
  const product = data.find((candidate) => candidate.available);
  if (!product) throw new Error('Kawiarnia Pod Lipą has no product available');
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      providerId: LIPA.id,
      items: [{ productId: product.productId, quantity: 1, selectedExtraOptions: [] }],
      paymentMethod: 'card',
      pickup: await pickupNow(request, LIPA.id, customer.accessToken),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { number: string } }).data.number;
}

test('a counter tablet: two orders with one sound and one count, a move recalled, log out', async ({
  browser,
  baseURL,
  locale,
  request,
  t,
  customer,
}) => {
  // The tablet is a browser of its own (the customer's is signed in as the customer).
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Every chime opens an AudioContext: count them.
  await page.addInitScript(() => {
    const counted = window as unknown as { chimes: number; AudioContext: typeof AudioContext };
    counted.chimes = 0;
    const Original = counted.AudioContext;
    counted.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        counted.chimes += 1;
      }
    };
  });
  await signInStaff(request, context, 'staff.lipa@example.com');
  await page.goto('/staff');
  await expect(page).toHaveURL(new RegExp(`/staff/${LIPA.id}/orders$`));
  await expect(page.getByRole('status').filter({ hasText: t('staff:live.open') })).toBeVisible();
  // The queue fills the tablet's width, not the customers' 640 px column.
  const board = page.locator('.staff-board');
  expect((await board.boundingBox())?.width ?? 0).toBeGreaterThan(1100);
  // Browsers play sound only once the page was touched.
  await page.getByRole('region', { name: t('staff:orders.title') }).click({ position: { x: 5, y: 5 } });

  const first = await placeOrder(request, customer);
  const second = await placeOrder(request, customer);
  const newCount = page.getByTestId('staff-new-count');
  await expect(newCount).toHaveText(t('staff:orders.newCount', { count: 2 }));
  const ticket = page.getByRole('article', { name: t('staff:orders.number', { number: first }) });
  await expect(ticket).toContainText(customer.name.split(' ')[0] ?? '');
  await expect(
    page.getByRole('article', { name: t('staff:orders.number', { number: second }) }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);

  // Started and made ready: no longer new; then the undo takes it back to preparing.
  await ticket.getByRole('button', { name: t('staff:orders.move.preparing') }).click();
  await expect(newCount).toHaveText(t('staff:orders.newCount', { count: 1 }));
  await ticket.getByRole('button', { name: t('staff:orders.move.ready') }).click();
  const ready = page.getByRole('region', { name: t('staff:orders.group.ready') });
  await expect(
    ready.getByRole('article', { name: t('staff:orders.number', { number: first }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('staff:orders.undo') }).click();
  const preparing = page.getByRole('region', { name: t('staff:orders.group.preparing') });
  await expect(
    preparing.getByRole('article', { name: t('staff:orders.number', { number: first }) }),
  ).toBeVisible();
  await expect(ready.getByRole('article', { name: t('staff:orders.number', { number: first }) })).toHaveCount(
    0,
  );

  // The next person at the counter does not inherit the session.
  await page.getByText(t('staff:menu.open'), { exact: true }).click();
  await page.getByRole('button', { name: t('staff:menu.logout') }).click();
  await expect(page).not.toHaveURL(/\/staff/);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await context.close();
});
