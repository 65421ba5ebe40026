// Issue 8 in a real browser: a customer checks out, finds the order in the profile, follows
// it live, cancels a pending one and orders again from the history.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, snapshot, test } from './support/fixtures';
import { PLACES } from './support/places';
import { counterOf } from './support/staff';
import type { Texts } from './support/texts';

const OLIVERA = PLACES.olivera;

/** Money as the app shows it (toHaveText normalises the no-break spaces of some languages). */
const money = (minorUnits: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(minorUnits / 100);

/** Adds one of a product of Café Olivera, without extras, through its menu. */
async function addToBasket(page: Page, t: Texts, productName: string) {
  await page.goto(`/${OLIVERA.id}/products`);
  await expect(page.getByRole('heading', { level: 1, name: OLIVERA.name })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByText(productName, { exact: true }) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
  await expect(page.getByRole('link', { name: t('catalog:customize.viewBasket') })).toBeVisible();
}

/** From the basket to the checkout, which shows the order as the server prices it. */
async function openCheckout(page: Page, t: Texts) {
  await page.getByRole('link', { name: t('catalog:customize.viewBasket') }).click();
  await page.getByRole('link', { name: t('catalog:basket.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('orders:checkout.title') })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t('orders:checkout.orderAt', { place: OLIVERA.name }) }),
  ).toBeVisible();
  // The pickup choice: as soon as possible while the place is open, else its first time (preselected).
  await expect(
    page
      .getByRole('group', { name: t('orders:pickup.legend') })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
}

/** Places the order with the button named `label` (double-clicked: still one order) and reads its number. */
async function placeOrder(page: Page, t: Texts, label: string): Promise<string> {
  await page.getByRole('button', { name: label }).dblclick();
  await expect(page.getByRole('heading', { name: t('orders:confirmation.title') })).toBeFocused();
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{3}$/);
  await expect(page.getByTestId('order-status')).toHaveText(t('orders:status.pending'));
  // When it should be ready: the place's preparation time and the orders ahead (issue 26 item 12).
  await expect(page.getByTestId('ready-estimate')).toBeVisible();
  return number;
}

/**
 * What an order's "Ready around" should say now: the customer's order as the server estimates it, its
 * time formatted by the browser in the page's language (as the app does).
 */
async function estimateNow(
  page: Page,
  request: APIRequestContext,
  customer: { accessToken: string; language: string; t: Texts },
  number: string,
) {
  const response = await request.get('/api/orders?scope=active', {
    headers: { 'x-auth-token': customer.accessToken },
  });
  await expect(response).toBeOK();
  const orders = (
    (await response.json()) as { data: { orders: { number: string; estimatedReadyAt?: string }[] } }
  ).data.orders;
  const at = orders.find((order) => order.number === number)?.estimatedReadyAt;
  if (!at) return undefined;
  const time = await page.evaluate(
    ([iso, language]) =>
      new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)),
    [at, customer.language] as const,
  );
  return customer.t('orders:estimate.readyAround', { time });
}

const orderCard = (page: Page, t: Texts, number: string) =>
  page.getByRole('listitem', { name: t('orders:order.number', { number }) });

for (const language of ['en', 'pl']) {
  test.describe(`checkout in ${language}`, () => {
    test.use({ language });

    test('pays with cash and with points, follows an order live to the counter, cancels one and orders again', async ({
      page,
      request,
      t,
      customer,
    }) => {
      const shot = (name: string) => snapshot(page, `checkout-${language}-${name}`);
      const pts = (count: number) => t('orders:points', { count });
      const counter = await counterOf(request, 'staff.olivera@example.com', OLIVERA.id);
      // Bought coffee beans at the counter: the customer's QR code is scanned and 100 points awarded.
      expect(await counter.award(customer.accessToken, 100)).toBe(100);

      // 1. Cash: an espresso (1.50, 15 points) as soon as possible or at the first time offered.
      await addToBasket(page, t, 'Espresso');
      await openCheckout(page, t);
      await expect(page.getByTestId('checkout-total')).toHaveText(money(150, language));
      await expect(page.getByRole('radio', { name: t('orders:payment.cash') })).toBeChecked();
      await shot('1-review');
      const cashNumber = await placeOrder(
        page,
        t,
        t('orders:checkout.place', { total: money(150, language) }),
      );
      await shot('2-confirmation');
      // The basket is empty now: no count on its link.
      await expect(
        page.getByRole('navigation', { name: t('mainNavigation') }).getByRole('link', { name: t('basket') }),
      ).not.toContainText(/\d/);

      // 2. Points: the points price and the balance are shown before paying.
      await addToBasket(page, t, 'Espresso');
      await openCheckout(page, t);
      await page.getByRole('radio', { name: t('orders:payment.points') }).check();
      await expect(
        page.getByText(t('orders:payment.pointsDetail', { price: 15, balance: 100 })),
      ).toBeVisible();
      await expect(page.getByText(t('orders:checkout.notEnoughPoints', { points: 15 }))).toHaveCount(0);
      const pointsNumber = await placeOrder(page, t, t('orders:checkout.placeWithPoints', { count: 15 }));

      // 3. The profile: both orders under way, the balance after paying 15 points.
      await page.getByRole('link', { name: t('orders:confirmation.seeOrders') }).click();
      const active = page.getByRole('region', { name: t('orders:orders.active') });
      await expect(
        active.getByRole('listitem', { name: t('orders:order.number', { number: cashNumber }) }),
      ).toBeVisible();
      await expect(
        active.getByRole('listitem', { name: t('orders:order.number', { number: pointsNumber }) }),
      ).toBeVisible();
      await expect(orderCard(page, t, cashNumber)).toContainText(
        `${t('orders:payment.cash')} · ${money(150, language)}`,
      );
      await expect(orderCard(page, t, pointsNumber)).toContainText(
        `${t('orders:payment.points')} · ${pts(15)}`,
      );
      await expect(orderCard(page, t, pointsNumber)).toContainText(
        t('orders:order.line', { quantity: 1, name: 'Espresso' }),
      );
      await expect(page.getByTestId('points-balance')).toHaveText(pts(85));
      await expect(
        page.getByRole('img', { name: t('orders:qr.label', { name: customer.name }) }),
      ).toBeVisible();
      await shot('3-profile');

      // 4. The counter works on the cash order: its status changes here live, without a reload.
      const cashOrder = await counter.order(cashNumber);
      await counter.move(cashOrder.orderId, 'preparing');
      await expect(orderCard(page, t, cashNumber).getByTestId('order-card-status')).toHaveText(
        t('orders:status.preparing'),
      );
      await counter.move(cashOrder.orderId, 'ready');
      const banner = page
        .getByRole('alert')
        .filter({ hasText: t('orders:ready.message', { number: cashNumber, place: OLIVERA.name }) });
      await expect(banner).toBeVisible();
      await expect(orderCard(page, t, cashNumber).getByTestId('order-card-status')).toHaveText(
        t('orders:status.ready'),
      );
      // Ready: no estimate any more. The points order, placed after it, had it ahead (when both are for
      // as soon as possible): its estimate follows the place's queue live, to what the server says now.
      await expect(orderCard(page, t, cashNumber).getByTestId('ready-estimate')).toHaveCount(0);
      const pointsEstimate = orderCard(page, t, pointsNumber).getByTestId('ready-estimate');
      await expect
        .poll(async () => {
          const expected = await estimateNow(
            page,
            request,
            { accessToken: customer.accessToken, language, t },
            pointsNumber,
          );
          return expected !== undefined && (await pointsEstimate.textContent()) === expected;
        })
        .toBe(true);
      await shot('4-ready-banner');
      // The banner follows the customer to any screen.
      await page
        .getByRole('navigation', { name: t('mainNavigation') })
        .getByRole('link', { name: t('settings') })
        .click();
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: t('orders:ready.dismiss', { number: cashNumber }) }).click();
      await expect(banner).toHaveCount(0);
      await page
        .getByRole('navigation', { name: t('mainNavigation') })
        .getByRole('link', { name: t('profile') })
        .click();

      // Collected: the order moves to the history and its points are credited.
      await counter.move(cashOrder.orderId, 'completed');
      const history = page.getByRole('region', { name: t('orders:orders.history') });
      const completed = history.getByRole('listitem', {
        name: t('orders:order.number', { number: cashNumber }),
      });
      await expect(completed.getByTestId('order-card-status')).toHaveText(t('orders:status.completed'));
      await expect(page.getByTestId('points-balance')).toHaveText(pts(85 + cashOrder.pointsEarned));

      // 5. The points order is still pending: cancelling it gives the 15 points back.
      await orderCard(page, t, pointsNumber)
        .getByRole('button', { name: t('orders:order.cancel') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('orders:cancel.title', { number: pointsNumber }) });
      await dialog.getByRole('button', { name: t('orders:cancel.confirm') }).click();
      await expect(
        page.getByText(t('orders:cancel.doneRefunded', { number: pointsNumber, points: 15 })),
      ).toBeVisible();
      await expect(page.getByTestId('points-balance')).toHaveText(pts(100 + cashOrder.pointsEarned));
      await expect(page.getByText(t('orders:orders.noActive'))).toBeVisible();
      await expect(
        history
          .getByRole('listitem', { name: t('orders:order.number', { number: pointsNumber }) })
          .getByTestId('order-card-status'),
      ).toHaveText(t('orders:status.cancelled'));
      await shot('5-history');

      // 6. Order the collected one again: back in the basket, at today's price.
      await completed.getByRole('button', { name: t('orders:order.again') }).click();
      await page.waitForURL('**/basket');
      await expect(
        page.getByRole('spinbutton', { name: t('catalog:basket.quantityOf', { name: 'Espresso' }) }),
      ).toHaveValue('1');
      await expect(page.getByTestId('basket-total')).toHaveText(money(150, language));
    });
  });
}
