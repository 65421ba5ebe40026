// Issue 9 in real browsers: a customer and the staff of Café Olivera, each in their own browser.
// The customer orders, the staff console sees it arrive live, moves it to ready and the customer
// sees "ready" live; the counter scans the customer's personal QR code (a fake camera films it)
// and awards points, and the customer's balance changes live; staff mark a product sold out and
// back, and the customer's open menu shows each change without a reload. Also: customers never
// load the staff chunk.
import type { APIRequestContext, Page } from '@playwright/test';
import { fakeCameraArgs, writeQrCodeVideo } from './support/fake-camera';
import { expect, test } from './support/fixtures';
import { PLACES } from './support/places';
import { signInStaff } from './support/staff';
import type { Texts } from './support/texts';

const OLIVERA = PLACES.olivera;
/** A product no other browser test orders: marking it sold out disturbs nobody. */
const SOLD_OUT_PRODUCT = 'Café Mocha';

/** Adds one espresso of Café Olivera through its menu and places the order with cash; its number. */
async function orderEspresso(page: Page, t: Texts): Promise<string> {
  await page.goto(`/${OLIVERA.id}/products`);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByText('Espresso', { exact: true }) })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
  await page.getByRole('link', { name: t('catalog:customize.viewBasket') }).click();
  await page.getByRole('link', { name: t('catalog:basket.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('orders:checkout.title') })).toBeVisible();
  await page.getByRole('button', { name: t('orders:checkout.place', { total: '€1.50' }) }).click();
  await expect(page.getByRole('heading', { name: t('orders:confirmation.title') })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{3}$/);
  return number;
}

/** The id of the customer's newest order under way (their own list, newest first). */
async function newestActiveOrderId(request: APIRequestContext, accessToken: string): Promise<string> {
  const answer = await request.get('/api/orders?scope=active', { headers: { 'x-auth-token': accessToken } });
  await expect(answer).toBeOK();
  const { orders } = ((await answer.json()) as { data: { orders: { orderId: string }[] } }).data;
  const newest = orders[0];
  if (!newest) throw new Error('the customer has no order under way');
  return newest.orderId;
}

test.describe('staff console', () => {
  test('customers never load the staff chunk', async ({ page, customer: _customer }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/select-restaurant');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByTestId('points-balance')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /staff/i.test(url))).toEqual([]);
  });

  test('the printable QR sign shows the place’s code, which opens its menu when a customer types it', async ({
    page,
    request,
    t,
    customer,
    browser,
    baseURL,
    locale,
  }) => {
    const answer = await request.get(`/api/providers/${OLIVERA.id}`, {
      headers: { 'x-auth-token': customer.accessToken },
    });
    await expect(answer).toBeOK();
    const place = (await answer.json()) as {
      data: { code: string; name: string };
    };
    const staffContext = await browser.newContext({ baseURL, locale });
    try {
      await signInStaff(request, staffContext);
      const staff = await staffContext.newPage();
      await staff.goto('/staff');
      await staff.getByRole('link', { name: t('staff:nav.sign') }).click();
      await expect(staff.getByRole('heading', { level: 2, name: place.data.name })).toBeVisible();
      await expect(
        staff.getByRole('img', { name: t('staff:sign.imageLabel', { name: place.data.name }) }),
      ).toBeVisible();
      await expect(staff.getByText(t('staff:sign.code', { code: place.data.code }))).toBeVisible();
      await expect(staff.getByRole('button', { name: t('staff:sign.print') })).toBeVisible();
    } finally {
      await staffContext.close();
    }

    // A customer whose camera cannot be used types the code from the sign.
    await page.goto('/scan-qr');
    await page.getByLabel(t('catalog:scan.codeLabel')).fill(place.data.code.toLowerCase());
    await page.getByRole('button', { name: t('catalog:scan.open') }).click();
    await page.waitForURL(`**/${OLIVERA.id}/products`);
    await expect(page.getByRole('heading', { level: 1, name: place.data.name })).toBeVisible();
  });

  test('order queue, counter and sold-out marks, live with a customer in another browser', async ({
    page,
    request,
    t,
    customer,
    browser,
    playwright,
    launchOptions,
    baseURL,
    locale,
    viewport,
  }) => {
    test.setTimeout(180_000);
    const pts = (count: number) => t('orders:points', { count });

    // The staff member signs in and lands in the console, on their only place's queue.
    const staffContext = await browser.newContext({
      baseURL,
      locale,
      viewport: { width: 1024, height: 768 },
    });
    await signInStaff(request, staffContext);
    const staff = await staffContext.newPage();
    await staff.goto('/');
    await expect(staff).toHaveURL(new RegExp(`/staff/${OLIVERA.id}/orders$`));
    await expect(staff.getByRole('heading', { level: 1, name: OLIVERA.name })).toBeVisible();
    await expect(staff.getByRole('status').filter({ hasText: t('staff:live.open') })).toBeVisible();

    try {
      // 1. The customer orders; the queue shows it at once, counted as new, without a reload.
      const number = await orderEspresso(page, t);
      await expect(staff.getByTestId('staff-new-count')).not.toBeEmpty();
      // The ticket by its order, not only its number: numbers restart at the place's midnight, so a run
      // that crosses it can have an earlier test's pending 001 beside this one.
      const orderId = await newestActiveOrderId(request, customer.accessToken);
      const ofThisOrder = { has: staff.locator(`[id="staff-order-${orderId}"]`) };
      const card = staff
        .getByRole('article', { name: t('staff:orders.number', { number }) })
        .filter(ofThisOrder);
      await expect(card).toContainText(t('staff:orders.collect.cash', { amount: '€1.50' }));
      await expect(card).toContainText('Espresso');

      // 2. Staff move it to ready; the customer's profile shows "ready" live.
      await page.getByRole('link', { name: t('orders:confirmation.seeOrders') }).click();
      const customerCard = page.getByRole('listitem', { name: t('orders:order.number', { number }) });
      await expect(customerCard.getByTestId('order-card-status')).toHaveText(t('orders:status.pending'));
      await card.getByRole('button', { name: t('staff:orders.move.preparing') }).click();
      await expect(
        staff
          .getByRole('region', { name: t('staff:orders.group.preparing') })
          .getByRole('article', { name: t('staff:orders.number', { number }) })
          .filter(ofThisOrder),
      ).toBeVisible();
      await card.getByRole('button', { name: t('staff:orders.move.ready') }).click();
      await expect(customerCard.getByTestId('order-card-status')).toHaveText(t('orders:status.ready'));

      // 3. The counter scans the customer's personal QR code and awards 20 points; the customer's
      // open profile shows the new balance live. (The token is fetched as the profile does; the
      // counter's camera, in a browser of its own, films its QR code.)
      await expect(page.getByTestId('points-balance')).toHaveText(pts(0));
      const qr = await request.get('/api/user/qr-token', {
        headers: { 'x-auth-token': customer.accessToken },
      });
      await expect(qr).toBeOK();
      const token = ((await qr.json()) as { data: { token: string } }).data.token;
      const video = writeQrCodeVideo(token);
      const cameraBrowser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video.path)],
      });
      try {
        const counterContext = await cameraBrowser.newContext({
          baseURL,
          locale,
          viewport,
          permissions: ['camera'],
        });
        await signInStaff(request, counterContext);
        const counter = await counterContext.newPage();
        await counter.goto(`/staff/${OLIVERA.id}/counter`);
        await expect(counter.getByRole('heading', { name: customer.name.split(' ')[0] })).toBeVisible({
          timeout: 30_000,
        });
        await expect(counter.getByTestId('staff-customer-balance')).toHaveText('0');
        await counter.getByLabel(t('staff:counter.points')).fill('20');
        await counter.getByLabel(t('staff:counter.reason')).fill('Coffee beans');
        await counter.getByRole('button', { name: t('staff:counter.award') }).click();
        await expect(counter.getByTestId('staff-customer-balance')).toHaveText('20');
        await expect(page.getByTestId('points-balance')).toHaveText(pts(20));

        // Redeeming more than the balance is refused with the balance.
        await counter.getByLabel(t('staff:counter.points')).fill('50');
        await counter.getByLabel(t('staff:counter.reason')).fill('Free coffee');
        await counter.getByRole('button', { name: t('staff:counter.redeem') }).click();
        await expect(counter.getByText(t('staff:counter.insufficient', { balance: 20 }))).toBeVisible();
        await expect(page.getByTestId('points-balance')).toHaveText(pts(20));
      } finally {
        await cameraBrowser.close();
        video.remove();
      }

      // 4. Staff mark a product sold out, and back: the customer's menu, already open, shows each
      // change as it happens (no reload, no navigation).
      const streamOpen = page.waitForResponse((response) => response.url().includes('/api/events?ticket='));
      await page.goto(`/${OLIVERA.id}/products`);
      await streamOpen;
      const product = page
        .getByRole('listitem')
        .filter({ has: page.getByText(SOLD_OUT_PRODUCT, { exact: true }) });
      await expect(product).toBeVisible();
      await expect(product).not.toContainText(t('catalog:products.unavailable'));
      await staff.getByRole('link', { name: t('staff:nav.soldOut') }).click();
      // A switch whose state is in words too ("Available" / "Sold out"), not only its colour.
      const toggle = staff.getByRole('switch', {
        name: t('staff:soldOut.switchLabel', { name: SOLD_OUT_PRODUCT }),
      });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toggle).toHaveText(t('staff:soldOut.available'));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toHaveText(t('staff:soldOut.soldOut'));
      await expect(product).toContainText(t('catalog:products.unavailable'));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(product).not.toContainText(t('catalog:products.unavailable'));
    } finally {
      // Back on the menu for the other tests.
      const soldOutSwitch = staff.getByRole('switch', {
        name: t('staff:soldOut.switchLabel', { name: SOLD_OUT_PRODUCT }),
      });
      const back = await soldOutSwitch.getAttribute('aria-checked', { timeout: 1_000 }).catch(() => null);
      if (back === 'true') await soldOutSwitch.click();
      await staffContext.close();
    }
  });
});
