// Issue 25 in real browsers, on a tablet (1280x800) as the counter uses one: the counter has no working
// camera, so the customer reads out the short code under their QR code, the cashier types it, awards
// points with a reason, and the customer's points history shows that reason.
import { expect, test } from './support/fixtures';
import { PLACES } from './support/places';
import { signInStaff } from './support/staff';

const OLIVERA = PLACES.olivera;
const TABLET = { width: 1280, height: 800 };

test.describe('the counter code', () => {
  test.use({ viewport: TABLET });

  test('the customer shows the code, the cashier types it and awards points, the history shows why', async ({
    page,
    request,
    browser,
    t,
    customer,
    baseURL,
    locale,
  }) => {
    // The customer's profile: the QR code, and under it the short code as XXXX-XXXX.
    await page.goto('/profile');
    const code = page.getByTestId('counter-code');
    await expect(code).toHaveText(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const shown = (await code.textContent())?.trim() ?? '';

    // The counter, in a browser context of its own (no camera permission): the code typed as read out,
    // in lower case.
    const counterContext = await browser.newContext({ baseURL, locale, viewport: TABLET });
    try {
      await signInStaff(request, counterContext);
      const counter = await counterContext.newPage();
      await counter.goto(`/staff/${OLIVERA.id}/counter`);
      await counter.getByLabel(t('staff:counter.typedLabel')).fill(shown.toLowerCase());
      await counter.getByRole('button', { name: t('staff:counter.lookUp') }).click();
      await expect(counter.getByRole('heading', { name: customer.name.split(' ')[0] })).toBeVisible();
      await expect(counter.getByTestId('staff-customer-balance')).toHaveText('0');
      await expect(counter.getByText(t('staff:counter.noOpenOrders'))).toBeVisible();

      // The limit is said before it is hit, and above it nothing is sent.
      await expect(counter.getByText(t('staff:counter.pointsHint', { max: '100,000' }))).toBeVisible();
      await counter.getByLabel(t('staff:counter.points')).fill('100001');
      await counter.getByLabel(t('staff:counter.reason')).fill('Birthday coffee');
      await counter.getByRole('button', { name: t('staff:counter.award') }).click();
      await expect(counter.getByText(t('staff:counter.pointsInvalid', { max: '100,000' }))).toBeVisible();
      await expect(counter.getByTestId('staff-customer-balance')).toHaveText('0');

      await counter.getByLabel(t('staff:counter.points')).fill('25');
      await counter.getByRole('button', { name: t('staff:counter.award') }).click();
      await expect(counter.getByTestId('staff-customer-balance')).toHaveText('25');
    } finally {
      await counterContext.close();
    }

    // The customer's open profile gets the balance live; the history names the reason the cashier typed.
    await expect(page.getByTestId('points-balance')).toHaveText(t('orders:points', { count: 25 }));
    await page.reload();
    await expect(
      page.getByText(
        `${t('orders:ledger.staff_awarded')} · ${OLIVERA.name} · ${t('orders:ledger.note', { note: 'Birthday coffee' })}`,
      ),
    ).toBeVisible();
  });
});
