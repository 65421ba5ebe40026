// Issue 24's "done when", in real browsers, from an empty deployment: the first owner, made by the
// `npm run owner:add` command, signs in and sets up a café (split opening hours, a holiday, pickup
// settings, a menu of three products: one with an extra group and a photo, one translated into German);
// invites a barista by e-mail, who accepts from the mail in the outbox and lands at the counter; a
// customer whose browser speaks German finds the new place and its German names and orders; the
// barista hands the order over; the owner sees the sale in today's report and downloads the CSV.
//
// The deployment is this test's own (support/empty-deployment.ts), not the shared stack: it must be
// empty (SEED_DEMO_DATA=false) and its owner made by the command before the server starts. It runs on
// a new PostgreSQL database when E2E_DATABASE_URL names a server (as CI does), on a fresh embedded
// PGlite data folder otherwise. Everything after the command is done through the UI.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { type EmptyDeployment, startEmptyDeployment } from './support/empty-deployment';
import { test as base, expect, snapshot, uniqueEmail } from './support/fixtures';
import { texts } from './support/texts';

const en = texts('en');
const de = texts('de');

/** What the deployment runs on (support/empty-deployment.ts decides the same way). */
const DATABASE = process.env.E2E_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

const OWNER = { email: uniqueEmail('owner'), name: 'Olga Lindqvist', password: 'Owner-Setup-2024' };

const test = base.extend<{ deployment: EmptyDeployment }>({
  deployment: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      const deployment = await startEmptyDeployment(OWNER);
      try {
        await use(deployment);
      } finally {
        await deployment.stop();
      }
    },
    // The command migrates the new database and the server starts on it: about 15 s on an idle machine,
    // several times that beside other browser tests. A bound of its own, not the test's, above the
    // command's (90 s) and the server's start (60 s), which clean up after themselves when they fail.
    { timeout: 180_000 },
  ],
});

/** What a flat white earns its buyer. */
const FLAT_WHITE_POINTS = 30;

/** A laptop or tablet for the people who run the place; the customer keeps the config's phone. */
const DESK = { width: 1280, height: 800 };

/**
 * A time zone whose clock reads between 09:00 and 11:59 now, so that the café, open 08:00–13:00 and
 * 16:00–20:00 every day, is open while this test runs, whatever the machine's clock says. Real zones
 * spaced at most two hours apart around the world: one of them is always in the window.
 */
const ZONES: ReadonlyArray<{ zone: string; country: string }> = [
  { zone: 'Europe/Berlin', country: 'DE' },
  { zone: 'Europe/Istanbul', country: 'TR' },
  { zone: 'Asia/Dubai', country: 'AE' },
  { zone: 'Asia/Dhaka', country: 'BD' },
  { zone: 'Asia/Shanghai', country: 'CN' },
  { zone: 'Australia/Brisbane', country: 'AU' },
  { zone: 'Pacific/Noumea', country: 'NC' },
  { zone: 'Pacific/Tongatapu', country: 'TO' },
  { zone: 'Pacific/Honolulu', country: 'US' },
  { zone: 'America/Los_Angeles', country: 'US' },
  { zone: 'America/Chicago', country: 'US' },
  { zone: 'America/Sao_Paulo', country: 'BR' },
  { zone: 'Atlantic/Cape_Verde', country: 'CV' },
  { zone: 'Europe/London', country: 'GB' },
];

/** The date, hour and minute of the day at `at` on the clock of `zone`. */
function localClock(zone: string, at: Date): { date: string; hour: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const hour = Number(part('hour'));
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour,
    minutes: hour * 60 + Number(part('minute')),
  };
}

function zoneOpenNow(): { zone: string; country: string; today: string } {
  const now = new Date();
  for (const candidate of ZONES) {
    const { hour, date } = localClock(candidate.zone, now);
    if (hour >= 9 && hour < 12) return { ...candidate, today: date };
  }
  throw new Error(`no time zone in the list reads 09:00–11:59 at ${now.toISOString()}`);
}

/** A day some weeks after `today` (YYYY-MM-DD): the holiday. */
function daysAfter(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const euros = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function newDesk(browser: Browser, baseURL: string, extra: { acceptDownloads?: boolean } = {}) {
  return browser.newContext({ baseURL, locale: 'en-GB', viewport: DESK, ...extra });
}

/** Signs in from the login page, as anyone does. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(en('auth:login.email')).fill(email);
  await page.getByLabel(en('auth:login.password')).fill(password);
  await page.getByRole('button', { name: en('auth:login.submit') }).click();
}

/** The required consents, asked once after a first sign-in or a registration. */
async function giveConsents(page: Page, t: typeof en): Promise<void> {
  await page.waitForURL('**/consent-management');
  await page.getByRole('checkbox', { name: t('account:consents.essential') }).check();
  await page.getByRole('checkbox', { name: t('account:consents.dataProcessing') }).check();
  await page.getByRole('button', { name: t('account:consents.save') }).click();
}

/** The section of the place editor named `heading`. */
const section = (page: Page, heading: string): Locator => page.getByRole('region', { name: heading });

test(`from an empty ${DATABASE} deployment: the first owner sets up a café, a barista joins, a German customer orders, the owner sees the sale`, async ({
  browser,
  deployment,
}) => {
  // One story of three people in three browsers, on a server of its own: a bound, not a wait.
  test.setTimeout(300_000);
  test.info().annotations.push({ type: 'database', description: deployment.database });
  const baseURL = deployment.baseUrl;
  const { zone, country, today } = zoneOpenNow();
  const holiday = daysAfter(today, 45);
  const place = { name: 'Café Aurora', address: '12 Chestnut Lane' };
  const products = {
    flatWhite: { name: 'Flat white', price: 320, description: 'Double ristretto with steamed milk' },
    cinnamonBun: { name: 'Cinnamon bun', german: 'Zimtschnecke', price: 280 },
    espresso: { name: 'Espresso', price: 180 },
  };
  const oatMilk = { group: 'Milk', name: 'Oat milk', price: 40 };
  const barista = { email: uniqueEmail('barista'), name: 'Jonas Weber', password: 'Barista-Counter-7' };

  const ownerContext = await newDesk(browser, baseURL, { acceptDownloads: true });
  const baristaContext = await newDesk(browser, baseURL);
  const customerContext = await browser.newContext({ baseURL, locale: 'de-DE' });
  const contexts: BrowserContext[] = [ownerContext, baristaContext, customerContext];
  try {
    const owner = await ownerContext.newPage();
    let providerId = '';

    await test.step('the owner made by the command signs in and lands in the empty back office', async () => {
      await signIn(owner, OWNER.email, OWNER.password);
      // The command made the account from an e-mail and a password: the app asks for the rest of the
      // profile and for the consents (the person's own) at the first sign-in, as for anyone.
      await expect(owner.getByRole('heading', { name: en('auth:register.completeTitle') })).toBeVisible();
      await owner.getByLabel(en('auth:register.birthdate')).fill('1979-04-30');
      await owner.getByLabel(en('auth:register.phone')).fill('+49 30 1234 5678');
      await owner.getByRole('button', { name: en('auth:register.completeSubmit') }).click();
      await giveConsents(owner, en);
      await owner.waitForURL('**/manage/places**');
      await expect(owner.getByRole('heading', { level: 1, name: en('manage:nav.places') })).toBeVisible();
      await expect(owner.getByText(en('manage-places:list.empty'))).toBeVisible();
    });

    await test.step('creates a place', async () => {
      await owner.getByRole('link', { name: en('manage-places:list.new') }).click();
      await owner.getByLabel(en('manage-places:details.name')).fill(place.name);
      await owner.getByLabel(en('manage-places:details.address')).fill(place.address);
      await owner.getByLabel(en('manage-places:details.country')).fill(country);
      await owner.getByLabel(en('manage-places:details.timezone')).fill(zone);
      await owner.getByLabel(en('manage-places:details.language')).selectOption('es');
      await owner.getByRole('button', { name: en('manage-places:details.create') }).click();
      // The new place is chosen and its editor opens.
      await expect(owner.getByRole('heading', { level: 1 })).toContainText(place.name);
      await expect(owner).toHaveURL(/[?&]place=[^&]+/);
      providerId = new URL(owner.url()).searchParams.get('place') ?? '';
      expect(providerId).not.toBe('');
    });

    await test.step('split opening hours every day and a holiday', async () => {
      const hours = section(owner, en('manage-places:sections.hours'));
      const day = (name: string) => ({
        add: hours.getByRole('button', { name: en('manage-places:hours.addPeriod', { day: name }) }),
        opens: hours.getByLabel(en('manage-places:hours.opens', { day: name }), { exact: true }),
        closes: hours.getByLabel(en('manage-places:hours.closes', { day: name }), { exact: true }),
      });
      // Monday: 08:00–13:00, then a second period from 13:00 that becomes 16:00–20:00.
      const setSplit = async (name: string) => {
        const { add, opens, closes } = day(name);
        await add.click();
        await add.click();
        await expect(opens).toHaveCount(2);
        await expect(opens.nth(0)).toHaveValue('08:00');
        await expect(closes.nth(0)).toHaveValue('13:00');
        await opens.nth(1).fill('16:00');
        await closes.nth(1).fill('20:00');
      };
      await setSplit('Monday');
      await hours.getByRole('button', { name: en('manage-places:hours.copyMonday') }).click();
      await expect(hours.getByText(en('manage-places:hours.copied'))).toBeVisible();
      for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
        await expect(day(name).opens.nth(1)).toHaveValue('16:00');
      }
      await setSplit('Saturday');
      await setSplit('Sunday');

      await hours.getByRole('button', { name: en('manage-places:closed.add') }).click();
      await hours.getByLabel(en('manage-places:closed.from')).fill(holiday);
      await expect(hours.getByLabel(en('manage-places:closed.to'))).toHaveValue(holiday);
      await hours.getByLabel(en('manage-places:closed.reason')).fill('Staff holiday');
      await hours.getByRole('button', { name: en('manage-places:save'), exact: true }).click();
      await expect(hours.getByText(en('manage-places:saved'))).toBeVisible();
    });

    await test.step('pickup settings', async () => {
      const pickup = section(owner, en('manage-places:sections.pickup'));
      await pickup.getByLabel(en('manage-places:pickup.prepMinutes')).fill('5');
      await pickup
        .getByLabel(en('manage-places:pickup.slotMinutes'))
        .selectOption(en('manage-places:pickup.slotOption', { minutes: 10 }));
      await pickup.getByLabel(en('manage-places:pickup.maxOrders')).fill('6');
      await pickup.getByRole('button', { name: en('manage-places:save'), exact: true }).click();
      await expect(pickup.getByText(en('manage-places:saved'))).toBeVisible();
      await snapshot(owner, 'back-office-1-place');

      // A reload shows what the server kept.
      await owner.reload();
      const hours = section(owner, en('manage-places:sections.hours'));
      await expect(
        hours.getByLabel(en('manage-places:hours.opens', { day: 'Sunday' }), { exact: true }).nth(1),
      ).toHaveValue('16:00');
      await expect(hours.getByLabel(en('manage-places:closed.from'))).toHaveValue(holiday);
      const reloaded = section(owner, en('manage-places:sections.pickup'));
      await expect(reloaded.getByLabel(en('manage-places:pickup.prepMinutes'))).toHaveValue('5');
      await expect(reloaded.getByLabel(en('manage-places:pickup.maxOrders'))).toHaveValue('6');
    });

    await test.step('a menu: a category, an extra group, three products, a photo, a German name', async () => {
      await owner
        .getByRole('navigation', { name: en('manage:nav.label') })
        .getByRole('link', { name: en('manage:nav.menu') })
        .click();
      await expect(owner.getByRole('heading', { level: 1, name: en('manage:nav.menu') })).toBeVisible();
      await owner.getByLabel(en('manage-menu:category.newName')).fill('Coffee & bakery');
      await owner.getByRole('button', { name: en('manage-menu:category.add') }).click();
      await expect(owner.getByRole('heading', { name: 'Coffee & bakery' })).toBeVisible();

      // The extra group: milk, with oat milk at 0.40.
      await owner.getByRole('button', { name: en('manage-menu:view.extras') }).click();
      await owner.getByRole('button', { name: en('manage-menu:extras.add') }).click();
      await owner.getByLabel(en('manage-menu:extras.name')).fill(oatMilk.group);
      await owner.getByRole('button', { name: en('manage-menu:extras.addOption') }).click();
      await owner.getByLabel(en('manage-menu:extras.optionName', { number: 1 })).fill(oatMilk.name);
      await owner
        .getByLabel(en('manage-menu:extras.optionPrice', { number: 1, currency: 'EUR' }))
        .fill('0.40');
      await owner.getByRole('button', { name: en('manage-menu:save') }).click();
      await expect(owner.getByRole('heading', { name: oatMilk.group })).toBeVisible();

      const addProduct = async (
        product: { name: string; price: number; description?: string },
        more?: () => Promise<void>,
      ) => {
        await owner.getByRole('button', { name: en('manage-menu:view.menu') }).click();
        await owner
          .getByRole('button', { name: en('manage-menu:product.add', { category: 'Coffee & bakery' }) })
          .click();
        await owner.getByLabel(en('manage-menu:product.name')).fill(product.name);
        if (product.description)
          await owner.getByLabel(en('manage-menu:product.description')).fill(product.description);
        await owner
          .getByLabel(en('manage-menu:product.price', { currency: 'EUR' }))
          .fill((product.price / 100).toFixed(2));
        await more?.();
        await owner.getByRole('button', { name: en('manage-menu:save') }).click();
        await expect(owner.getByText(product.name, { exact: true })).toBeVisible();
      };

      // The flat white offers the milk group and has a photo, uploaded from the browser.
      await addProduct(products.flatWhite, async () => {
        await owner
          .getByRole('group', { name: en('manage-menu:product.extraGroups') })
          .getByRole('checkbox', { name: oatMilk.group })
          .check();
        await owner.getByLabel(en('manage-menu:product.maxExtraOptions')).fill('1');
        await owner.getByLabel(en('manage-menu:product.loyaltyPoints')).fill(String(FLAT_WHITE_POINTS));
        const photo = await sharp({
          create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 80, b: 50 } },
        })
          .png()
          .toBuffer();
        await owner
          .getByLabel(en('manage-menu:photo.label'))
          .setInputFiles({ name: 'flat-white.png', mimeType: 'image/png', buffer: photo });
        const preview = owner.getByRole('img', { name: en('manage-menu:photo.preview') });
        await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
        await expect
          .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      });
      await addProduct(products.cinnamonBun);
      await addProduct(products.espresso);

      // The cinnamon bun's German name, from the translations view.
      await owner.getByRole('button', { name: /^Translations/ }).click();
      await owner.getByRole('button', { name: /^German: / }).click();
      await owner.getByLabel(`Product ${products.cinnamonBun.name}`).fill(products.cinnamonBun.german);
      await owner
        .getByRole('button', {
          name: en('manage-menu:translations.saveOne', { text: products.cinnamonBun.name }),
        })
        .click();
      await expect(
        owner.getByText(
          en('manage-menu:translations.saved', { text: products.cinnamonBun.name, language: 'German' }),
        ),
      ).toBeVisible();
      await snapshot(owner, 'back-office-2-translations');
    });

    let invitationLink = '';
    await test.step('invites a barista by e-mail', async () => {
      await owner
        .getByRole('navigation', { name: en('manage:nav.label') })
        .getByRole('link', { name: en('manage:nav.team') })
        .click();
      const invite = owner.getByRole('region', {
        name: en('manage-team:invite.title', { place: place.name }),
      });
      await invite.getByLabel(en('manage-team:invite.email')).fill(barista.email);
      await expect(invite.getByLabel(en('manage-team:invite.role'))).toHaveValue('staff');
      await invite.getByRole('button', { name: en('manage-team:invite.submit') }).click();
      await expect(invite.getByText(en('manage-team:invite.sent', { email: barista.email }))).toBeVisible();

      // No SMTP server: the mail is in DATA_DIR's outbox, in the place's language (Spanish).
      await expect.poll(() => deployment.mailsTo(barista.email)).toHaveLength(1);
      const [mail] = await deployment.mailsTo(barista.email);
      expect(mail).toContain(`${OWNER.name} te invita a unirte al equipo: personal de ${place.name}.`);
      invitationLink = mail?.match(new RegExp(`${baseURL}/invite/[A-Za-z0-9_-]+`))?.[0] ?? '';
      expect(invitationLink, `an invitation link in:\n${mail}`).not.toBe('');
    });

    const counter = await baristaContext.newPage();
    await test.step('the barista accepts from the mail, registers and lands at the counter', async () => {
      await counter.goto(invitationLink);
      await expect(
        counter.getByText(en('manage-team:accept.forEmail', { email: barista.email })),
      ).toBeVisible();
      await counter.getByRole('link', { name: en('manage-team:accept.signInOrRegister') }).click();
      await counter.getByRole('link', { name: en('auth:login.register') }).click();
      await counter.getByLabel(en('auth:register.name')).fill(barista.name);
      await counter.getByLabel(en('auth:register.email'), { exact: true }).fill(barista.email);
      await counter.getByLabel(en('auth:register.password'), { exact: true }).fill(barista.password);
      await counter.getByLabel(en('auth:register.confirmPassword')).fill(barista.password);
      await counter.getByLabel(en('auth:register.birthdate')).fill('1996-02-11');
      await counter.getByLabel(en('auth:register.phone')).fill('+49 151 2345 6789');
      await counter.getByRole('checkbox').check();
      await counter.getByRole('button', { name: en('auth:register.submit') }).click();
      await giveConsents(counter, en);
      await counter.waitForURL('**/invite/*/accept');
      await counter.getByRole('button', { name: en('manage-team:accept.accept') }).click();
      await counter.waitForURL(`**/staff/${providerId}/orders`);
      await expect(counter.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
      await expect(counter.getByRole('status').filter({ hasText: en('staff:live.open') })).toBeVisible();
      await snapshot(counter, 'back-office-3-counter');
    });

    const shop = await customerContext.newPage();
    const total = products.flatWhite.price + oatMilk.price + products.cinnamonBun.price;
    let orderNumber = '';
    await test.step('a customer whose browser speaks German registers, finds the place and orders', async () => {
      const email = uniqueEmail('kundin');
      await shop.goto('/');
      await shop.getByRole('link', { name: de('auth:login.register') }).click();
      await shop.getByLabel(de('auth:register.name')).fill('Lena Fischer');
      await shop.getByLabel(de('auth:register.email'), { exact: true }).fill(email);
      await shop.getByLabel(de('auth:register.password'), { exact: true }).fill('Kaffee-am-Morgen-9');
      await shop.getByLabel(de('auth:register.confirmPassword')).fill('Kaffee-am-Morgen-9');
      await shop.getByLabel(de('auth:register.birthdate')).fill('1991-09-23');
      await shop.getByLabel(de('auth:register.phone')).fill('+49 160 9876 5432');
      await shop.getByRole('checkbox').check();
      await shop.getByRole('button', { name: de('auth:register.submit') }).click();
      await giveConsents(shop, de);
      await shop.waitForURL('**/select-restaurant');

      // The new place, open now.
      const card = shop.getByRole('link').filter({ hasText: place.name });
      await expect(card).toContainText(de('catalog:providers.openNow'));
      await card.click();
      await expect(shop.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
      const item = (name: string) =>
        shop.getByRole('listitem').filter({ has: shop.getByText(name, { exact: true }) });
      // The German name where there is one, the English one (the fallback before Spanish) elsewhere.
      await expect(item(products.cinnamonBun.german)).toContainText(euros(products.cinnamonBun.price, 'de'));
      await expect(shop.getByText(products.cinnamonBun.name, { exact: true })).toHaveCount(0);
      await expect(item(products.espresso.name)).toContainText(euros(products.espresso.price, 'de'));
      await expect(item(products.flatWhite.name)).toContainText(euros(products.flatWhite.price, 'de'));
      const photo = item(products.flatWhite.name).locator('img');
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await snapshot(shop, 'back-office-4-customer-menu');

      // A flat white with oat milk, and a cinnamon bun.
      await item(products.flatWhite.name).getByRole('link').click();
      await expect(shop.getByRole('heading', { level: 1, name: products.flatWhite.name })).toBeVisible();
      await shop.getByLabel(new RegExp(oatMilk.name)).check();
      await shop.getByRole('button', { name: de('catalog:customize.addToBasket') }).click();
      await expect(shop.getByRole('link', { name: de('catalog:customize.viewBasket') })).toBeVisible();
      await shop.goBack();
      await item(products.cinnamonBun.german).getByRole('link').click();
      await expect(shop.getByRole('heading', { level: 1, name: products.cinnamonBun.german })).toBeVisible();
      await shop.getByRole('button', { name: de('catalog:customize.addToBasket') }).click();

      await shop.getByRole('link', { name: de('catalog:customize.viewBasket') }).click();
      await shop.getByRole('link', { name: de('catalog:basket.checkout') }).click();
      await expect(
        shop.getByRole('heading', { name: de('orders:checkout.orderAt', { place: place.name }) }),
      ).toBeVisible();
      await expect(shop.getByTestId('checkout-total')).toHaveText(euros(total, 'de'));
      await expect(shop.getByRole('radio', { name: de('orders:pickup.asap') })).toBeChecked();
      // The times offered for later follow the hours and the pickup settings: every 10 minutes, within
      // 08:00–13:00 or 16:00–20:00 at the place, none in the lunch break.
      const offered = await shop
        .getByLabel(de('orders:pickup.time'))
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(offered.length).toBeGreaterThan(1);
      expect(Date.parse(offered[1] ?? '') - Date.parse(offered[0] ?? '')).toBe(10 * 60_000);
      const local = offered.map((at) => localClock(zone, new Date(at)).minutes);
      expect(
        local.filter(
          (minute) => !(minute >= 8 * 60 && minute <= 13 * 60) && !(minute >= 16 * 60 && minute <= 20 * 60),
        ),
      ).toEqual([]);
      expect(local.some((minute) => minute >= 16 * 60)).toBe(true);
      await expect(shop.getByRole('radio', { name: de('orders:payment.cash') })).toBeChecked();
      await shop
        .getByRole('button', { name: de('orders:checkout.place', { total: euros(total, 'de') }) })
        .click();
      await expect(shop.getByRole('heading', { name: de('orders:confirmation.title') })).toBeVisible();
      await snapshot(shop, 'back-office-5-customer-order');
      orderNumber = (await shop.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(orderNumber).toMatch(/^\d{3}$/);
    });

    await test.step('the barista sees the order and hands it over', async () => {
      const ticket = counter.getByRole('article', {
        name: en('staff:orders.number', { number: orderNumber }),
      });
      // Two lines: the flat white with its oat milk, and the bun (named as the customer ordered it).
      await expect(ticket.getByRole('listitem')).toHaveCount(2);
      await expect(ticket.getByRole('listitem').first()).toContainText(
        `1 × ${products.flatWhite.name} (${oatMilk.name})`,
      );
      await expect(ticket).toContainText(en('staff:orders.collect.cash', { amount: euros(total, 'en-GB') }));
      for (const step of ['preparing', 'ready', 'completed']) {
        await ticket.getByRole('button', { name: en(`staff:orders.move.${step}`) }).click();
        if (step !== 'completed')
          await expect(ticket.getByRole('button', { name: en(`staff:orders.move.${step}`) })).toHaveCount(0);
      }
      await expect(ticket).toHaveCount(0);
      // The customer sees it collected, live.
      await expect(shop.getByTestId('order-status')).toHaveText(de('orders:status.completed'));
    });

    await test.step("the owner sees the sale in today's report and downloads the orders CSV", async () => {
      await owner
        .getByRole('navigation', { name: en('manage:nav.label') })
        .getByRole('link', { name: en('manage:nav.reports') })
        .click();
      await expect(owner.getByRole('heading', { level: 1, name: en('manage:nav.reports') })).toBeVisible();
      await expect(owner.getByRole('radio', { name: en('manage-reports:period.today') })).toBeChecked();
      const figures = owner.getByRole('region', { name: en('manage-reports:figures.heading') });
      const figure = (term: string) =>
        figures.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
      await expect(figure(en('manage-reports:figures.sales'))).toHaveText(euros(total, 'en-GB'));
      await expect(figure(en('manage-reports:figures.orders'))).toHaveText('1');
      // The flat white's points, credited to the customer when the order was handed over.
      await expect(figure(en('manage-reports:figures.pointsIssued'))).toHaveText(String(FLAT_WHITE_POINTS));
      const top = owner.getByRole('region', { name: en('manage-reports:products.heading') });
      await expect(top.getByRole('rowheader', { name: products.flatWhite.name })).toBeVisible();
      await snapshot(owner, 'back-office-6-report');

      const download = owner.waitForEvent('download');
      await owner.getByRole('button', { name: en('manage-reports:downloads.orders') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`orders-${providerId}-today.csv`);
      const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(/^order_id,number,place,local_date,local_time,status,payment_method/);
      const rows = lines.slice(1).filter((line) => line !== '');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(`,${orderNumber},${place.name},${today},`);
      expect(rows[0]).toContain(',completed,cash,EUR,');
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
