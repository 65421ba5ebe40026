// Issue 24, places in the back office on a laptop: the demo owner creates a place, gives it split opening
// hours, a closed date, pickup settings and a logo, edits it, pauses online orders (a customer in another
// browser sees the place not taking orders, with the reason), is refused bad hours on the field with
// nothing saved, and opens the printable QR sign.
//
// A full pickup slot is not driven here: the new place has no menu to order from, and capping a demo
// place's slots would change what the other browser tests (run in parallel) are offered at checkout.
// server/test/places-rules.test.ts proves the rule (full slots left out of listPickupTimes and refused
// at checkout, concurrent checkouts for the last place included).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { DEMO_OWNER, signInAs } from './support/staff';
import { texts } from './support/texts';

const en = texts('en');

const signInOwner = (request: APIRequestContext, context: BrowserContext) =>
  signInAs(request, context, DEMO_OWNER);

/** A calendar day `days` from today, as a date input takes it (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('places in the back office', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner creates and edits a place with split hours, a closed date, pickup settings and a logo; a customer sees its pause', async ({
    browser,
    request,
    page: customerPage,
    customer: _customer,
  }) => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Café Prova ${suffix}`;
    const closedDay = dayFromNow(10);

    const ownerContext = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1280, height: 800 },
    });
    const accessToken = await signInOwner(request, ownerContext);
    const owner = await ownerContext.newPage();
    const stored = async (providerId: string) => {
      const response = await request.get(`/api/manage/places/${providerId}`, {
        headers: { 'x-auth-token': accessToken },
      });
      await expect(response).toBeOK();
      return (
        (await response.json()) as {
          data: {
            name: string;
            logoUrl: string;
            openingHours: { day: number; opens: string; closes: string }[];
            closedDates: { from: string; to: string; reason?: string }[];
            pickup: { prepMinutes: number; slotMinutes: number; maxOrdersPerSlot: number | null };
            version: number;
          };
        }
      ).data;
    };

    // Create: the details (the logo waits for the place to exist, and the form says so).
    await owner.goto('/manage/places');
    await owner.getByRole('link', { name: en('manage-places:list.new') }).click();
    const create = owner.getByRole('region', { name: en('manage-places:list.new') });
    await expect(create.getByText(en('manage-places:logo.afterCreate'))).toBeVisible();
    await create.getByLabel(en('manage-places:details.name')).fill(name);
    await create
      .getByLabel(en('manage-places:details.address'))
      .fill('Carrer de Provença 100, 08029 Barcelona');
    await create.getByLabel(en('manage-places:details.country')).fill('ES');
    await create.getByLabel(en('manage-places:details.timezone')).fill('Europe/Madrid');
    await create.getByLabel(en('manage-places:details.language')).selectOption('ca');
    await create.getByRole('button', { name: en('manage-places:details.create') }).click();
    await owner.waitForURL(/[?&]place=[0-9a-f-]{36}/);
    const providerId = new URL(owner.url()).searchParams.get('place') ?? '';
    await expect(owner.getByRole('button', { name })).toHaveAttribute('aria-current', 'page');

    const section = (heading: string) =>
      owner.locator('section').filter({ has: owner.getByRole('heading', { name: heading, exact: true }) });
    const details = section(en('manage-places:sections.details'));
    const hours = section(en('manage-places:sections.hours'));
    const pickup = section(en('manage-places:sections.pickup'));

    // The logo: uploaded (re-encoded by the server), previewed, kept by saving the details.
    const logo = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 40, g: 110, b: 70 } },
    })
      .png()
      .toBuffer();
    await details
      .getByLabel(en('manage-places:logo.label'), { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const preview = details.getByRole('img', { name: en('manage-places:logo.preview') });
    await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await details.getByRole('button', { name: en('manage-places:save') }).click();
    await expect(details.getByText(en('manage-places:saved'))).toBeVisible();
    expect((await stored(providerId)).logoUrl).toMatch(/^\/api\/images\//);

    // Split hours on Monday (08:00–13:00 and 16:00–20:00), copied to Tuesday–Friday, and a closed day.
    await hours.getByRole('button', { name: en('manage-places:hours.addPeriod', { day: 'Monday' }) }).click();
    await hours.getByRole('button', { name: en('manage-places:hours.addPeriod', { day: 'Monday' }) }).click();
    const mondayOpens = hours.getByLabel(en('manage-places:hours.opens', { day: 'Monday' }));
    await expect(mondayOpens).toHaveCount(2);

    // Bad input first: the second period overlapping the first, and a closed range ending before it
    // starts. Each is said on its field, and nothing is saved.
    await mondayOpens.nth(1).fill('12:00');
    await hours.getByRole('button', { name: en('manage-places:closed.add') }).click();
    await hours.getByLabel(en('manage-places:closed.from')).fill(closedDay);
    await hours.getByLabel(en('manage-places:closed.to')).fill(dayFromNow(8));
    await hours.getByRole('button', { name: en('manage-places:save') }).click();
    await expect(mondayOpens.nth(1)).toHaveAttribute('aria-invalid', 'true');
    await expect(mondayOpens.nth(1)).toHaveAccessibleDescription(en('manage-places:errors.overlap'));
    await expect(mondayOpens.nth(1)).toBeFocused();
    await expect(hours.getByText(en('manage-places:errors.dateOrder'))).toBeVisible();
    const untouched = await stored(providerId);
    expect(untouched.openingHours).toEqual([]);
    expect(untouched.closedDates).toEqual([]);

    await mondayOpens.nth(1).fill('16:00');
    await hours.getByLabel(en('manage-places:closed.to')).fill(closedDay);
    await hours.getByLabel(en('manage-places:closed.reason')).fill('Staff outing');
    await hours.getByRole('button', { name: en('manage-places:hours.copyMonday') }).click();
    await expect(hours.getByLabel(en('manage-places:hours.opens', { day: 'Friday' }))).toHaveCount(2);
    await hours.getByRole('button', { name: en('manage-places:save') }).click();
    await expect(hours.getByText(en('manage-places:saved'))).toBeVisible();
    const withHours = await stored(providerId);
    expect(withHours.openingHours).toHaveLength(10);
    expect(withHours.openingHours).toContainEqual({ day: 1, opens: '08:00', closes: '13:00' });
    expect(withHours.openingHours).toContainEqual({ day: 5, opens: '16:00', closes: '20:00' });
    expect(withHours.closedDates).toEqual([{ from: closedDay, to: closedDay, reason: 'Staff outing' }]);

    // Pickup settings: a bad number is refused on its field, then the real ones are saved.
    const prep = pickup.getByLabel(en('manage-places:pickup.prepMinutes'));
    await prep.fill('500');
    await pickup.getByRole('button', { name: en('manage-places:save') }).click();
    await expect(prep).toHaveAttribute('aria-invalid', 'true');
    await expect(prep).toHaveAccessibleDescription(
      new RegExp(en('manage-places:errors.wholeNumber', { min: 0, max: 240 }).replace('.', '\\.')),
    );
    expect((await stored(providerId)).pickup.prepMinutes).toBe(15);
    await prep.fill('10');
    await pickup.getByLabel(en('manage-places:pickup.slotMinutes')).selectOption('30');
    await pickup.getByLabel(en('manage-places:pickup.maxOrders')).fill('4');
    await pickup.getByRole('button', { name: en('manage-places:save') }).click();
    await expect(pickup.getByText(en('manage-places:saved'))).toBeVisible();
    expect((await stored(providerId)).pickup).toEqual({
      prepMinutes: 10,
      slotMinutes: 30,
      maxOrdersPerSlot: 4,
    });

    // Edit: a new name, in the list of places too.
    const renamed = `${name} Centre`;
    await details.getByLabel(en('manage-places:details.name')).fill(renamed);
    await details.getByRole('button', { name: en('manage-places:save') }).click();
    await expect(details.getByText(en('manage-places:saved'))).toBeVisible();
    await expect(owner.getByRole('button', { name: renamed })).toBeVisible();
    expect((await stored(providerId)).name).toBe(renamed);

    // The customer sees the place taking orders, with its closed day; then the owner pauses them.
    await customerPage.goto(`/${providerId}/products`);
    await expect(customerPage.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(customerPage.getByText(/^Closed: .*\(Staff outing\)$/)).toBeVisible();
    await expect(customerPage.getByText(/Not taking online orders/)).toHaveCount(0);

    const pause = section(en('manage-places:sections.pause'));
    await pause.getByLabel(en('manage-places:pause.reason')).fill('Back at 11:30');
    await pause.getByRole('button', { name: en('manage-places:pause.pause') }).click();
    await expect(pause.getByRole('heading', { name: en('manage-places:pause.pausedTitle') })).toBeVisible();
    await customerPage.reload();
    await expect(
      customerPage.getByText(en('catalog:providers.pausedReason', { reason: 'Back at 11:30' })),
    ).toBeVisible();

    // The printable QR sign opens with the place's code.
    await section(en('manage-places:sections.sign'))
      .getByRole('link', { name: en('manage-places:sign.open') })
      .click();
    await expect(
      owner.getByRole('img', { name: en('manage-places:sign.imageLabel', { name: renamed }) }),
    ).toBeVisible();
    await expect(owner.getByText(/^Code: [A-Z]{2,8}-[0-9]{2,4}$/)).toBeVisible();
    await expect(owner.getByRole('button', { name: en('manage-places:sign.print') })).toBeVisible();

    await ownerContext.close();
  });
});
