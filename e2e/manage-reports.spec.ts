// Issue 24's reports in a real browser: a customer's order, completed at the counter, shows in today's
// report of Café Olivera for its manager, and the orders CSV downloads (through the API with the token
// in a header, never in a URL) with that order in it. Other tests order at Café Olivera at the same
// time, so the figures are read as "at least", and the order itself is found in the file.

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { PLACES, pickupNow } from './support/places';
import { counterOf, signInStaff } from './support/staff';

const OLIVERA = PLACES.olivera;

test("a completed order is in today's report and in the orders CSV", async ({
  browser,
  baseURL,
  request,
  customer,
  t,
}) => {
  // The customer orders two croissants, paid by card; the counter completes the order.
  const products = await request.get(`/api/providers/${OLIVERA.id}/products`, {
    headers: { 'x-auth-token': customer.accessToken },
  });
  await expect(products).toBeOK();
  const croissant = ((await products.json()) as { data: { productId: string; name: string }[] }).data.find(
    (product) => product.name === 'Butter Croissant',
  );
  if (!croissant) throw new Error('no croissant at Café Olivera');
  const checkout = await request.post('/api/orders', {
    headers: { 'x-auth-token': customer.accessToken, 'idempotency-key': randomUUID() },
    data: {
      providerId: OLIVERA.id,
      items: [{ productId: croissant.productId, quantity: 2, selectedExtraOptions: [] }],
      paymentMethod: 'card',
      pickup: await pickupNow(request, OLIVERA.id, customer.accessToken),
    },
  });
  await expect(checkout).toBeOK();
  const order = ((await checkout.json()) as { data: { orderId: string; number: string } }).data;
  const counter = await counterOf(request, 'staff.olivera@example.com', OLIVERA.id);
  for (const status of ['preparing', 'ready', 'completed']) await counter.move(order.orderId, status);

  // Café Olivera's manager opens the reports.
  const context = await browser.newContext({ baseURL, locale: 'en-GB', acceptDownloads: true });
  try {
    await signInStaff(request, context, 'manager@example.com');
    const page = await context.newPage();
    await page.goto(`/manage/reports?place=${OLIVERA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t('manage:nav.reports') })).toBeVisible();

    const figures = page.getByRole('region', { name: t('manage-reports:figures.heading') });
    const completed = figures.getByRole('term').filter({ hasText: t('manage-reports:figures.orders') });
    await expect(completed).toBeVisible();
    await expect
      .poll(async () =>
        Number((await completed.locator('xpath=following-sibling::dd').textContent())?.replace(/\D/g, '')),
      )
      .toBeGreaterThanOrEqual(1);
    const products = page.getByRole('region', { name: t('manage-reports:products.heading') });
    await expect(products.getByRole('rowheader', { name: 'Butter Croissant' })).toBeVisible();
    // The chart is drawn (uPlot's canvas), and its figures are there as a table too.
    await expect(page.locator('.report-chart canvas').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: t('manage-reports:charts.ordersByHour') })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('manage-reports:downloads.orders') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orders-${OLIVERA.id}-today.csv`);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^order_id,number,place,local_date,local_time,status,payment_method/);
    const row = lines.find((line) => line.startsWith(`${order.orderId},`));
    expect(row).toContain(`,${order.number},${OLIVERA.name},`);
    expect(row).toContain(',completed,card,EUR,');
    expect(row).toContain(',2 x Butter Croissant,');
  } finally {
    await context.close();
  }
});
