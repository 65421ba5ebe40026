// Issue 4's journey in a real browser: a new customer picks a provider, customises two
// products, edits the basket, reloads and reopens the app, and finds the basket intact.
// Plus the edges around it: another provider's product, bad provider ids, an unavailable
// product and the typed code of /scan-qr.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { callApi, PLACES, signedInCustomer } from './customers';
import { launchBrowser, type RunningServer, snapshot, startServer } from './harness';
import { texts } from './texts';

const { olivera: OLIVERA, taula: TAULA, lipa: LIPA } = PLACES;

type T = ReturnType<typeof texts>;

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Money as the app shows it; spaces normalised since ICU puts narrow no-break spaces in some languages. */
function money(minorUnits: number, currency: string, language: string): string {
  return normaliseSpaces(
    new Intl.NumberFormat(language, { style: 'currency', currency }).format(minorUnits / 100),
  );
}
const normaliseSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

function basketLink(page: Page, t: T) {
  return page.getByRole('navigation', { name: t('mainNavigation') }).getByRole('link', { name: t('basket') });
}

async function expectBadge(page: Page, t: T, count: number) {
  await basketLink(page, t)
    .filter({ hasText: t('basketItemCount', { count }) })
    .waitFor();
}

/** Waits until a locator's text, spaces normalised, is the expected one; fails with the last seen text. */
async function expectText(page: Page, locator: ReturnType<Page['locator']>, expected: string) {
  const deadline = Date.now() + 10_000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = normaliseSpaces((await locator.textContent()) ?? '');
    if (seen === expected) return;
    await page.waitForTimeout(100);
  }
  assert.equal(seen, expected);
}

async function openCustomise(page: Page, t: T, productName: string) {
  await page.getByRole('link', { name: t('catalog:products.customize', { name: productName }) }).click();
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
}

async function openMenuOf(page: Page, provider: { id: string; name: string }) {
  await page.goto(`/${provider.id}/products`);
  await page.getByRole('heading', { level: 1, name: provider.name }).waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

/** The basket as the customer sees it: each line's name and quantity, and the total. */
async function basketContents(page: Page, t: T) {
  // The basket screen loads lazily: wait for it, not the headings of the screen before.
  await page.getByTestId('basket-total').waitFor();
  const names = await page.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
  const lines: Record<string, string> = {};
  for (const name of names) {
    lines[name] = await page
      .getByLabel(t('catalog:basket.quantityOf', { name }), { exact: true })
      .inputValue();
  }
  return lines;
}

/** Waits for the server's quote (only it shows the points price) and the expected total. */
async function expectQuotedTotal(page: Page, t: T, total: string) {
  await page.getByText(t('catalog:basket.pointsTotal'), { exact: true }).waitFor();
  await expectText(page, page.getByTestId('basket-total'), total);
  assert.equal(await page.getByText(t('catalog:basket.checking')).count(), 0);
}

for (const [language, locale] of [
  ['en', 'en-GB'],
  ['pl', 'pl-PL'],
] as const) {
  describe(`the catalog journey in ${language}`, () => {
    const t = texts(language);
    const eur = (minorUnits: number) => money(minorUnits, 'EUR', language);
    const allergen = (key: string) => t(`catalog:allergens.${key}`);

    test('pick a provider, customise two products, edit the basket, reload, reopen', async () => {
      const { context, page: firstPage } = await signedInCustomer(browser, server.baseUrl, {
        language,
        locale,
      });
      let page = firstPage;
      const shot = (name: string) => snapshot(page, `catalog-${language}-${name}`);
      try {
        // Pick the provider, searching by name.
        await page.goto('/select-restaurant');
        await page.getByRole('heading', { level: 1, name: t('catalog:providers.title') }).waitFor();
        const menuLink = (name: string) =>
          page.getByRole('link', { name: t('catalog:providers.openMenu', { name }) });
        await menuLink(LIPA.name).waitFor();
        assert.equal(await menuLink(OLIVERA.name).count(), 1);
        assert.equal(await menuLink(TAULA.name).count(), 1);
        await shot('1-providers');
        await page.getByLabel(t('catalog:providers.searchLabel')).fill('olivera');
        await menuLink(LIPA.name).waitFor({ state: 'detached' });
        assert.equal(await menuLink(TAULA.name).count(), 0);
        await page.waitForURL('**/select-restaurant?q=olivera');
        await menuLink(OLIVERA.name).click();
        await page.waitForURL(`**/${OLIVERA.id}/products`);
        await page.getByRole('heading', { level: 1, name: OLIVERA.name }).waitFor();
        await page
          .getByRole('link', { name: t('catalog:products.customize', { name: 'Cappuccino' }) })
          .waitFor();
        await shot('2-products');

        // Cappuccino: one milk (the group's limit), two syrups (the group's limit), two of them.
        await openCustomise(page, t, 'Cappuccino');
        const allergens = page.getByTestId('allergens');
        await expectText(page, allergens, allergen('milk'));
        const total = page.getByRole('status', { name: t('catalog:customize.total') });
        await expectText(page, total, eur(280));
        await page.getByRole('checkbox', { name: 'Oat milk' }).check();
        await expectText(page, allergens, `${allergen('milk')}, ${allergen('gluten')}`);
        assert.ok(await page.getByRole('checkbox', { name: 'Soy milk' }).isDisabled(), 'one milk only');
        await page.getByRole('checkbox', { name: 'Vanilla syrup' }).check();
        await page.getByRole('checkbox', { name: 'Caramel syrup' }).check();
        assert.ok(
          await page.getByRole('checkbox', { name: 'Hazelnut syrup' }).isDisabled(),
          'two syrups only',
        );
        assert.ok(await page.getByRole('checkbox', { name: 'Cinnamon syrup' }).isDisabled());
        assert.ok(await page.getByRole('checkbox', { name: 'Extra espresso shot' }).isEnabled());
        await page
          .getByText(t('catalog:customize.maxOptions', { max: 2 }))
          .first()
          .waitFor();
        await expectText(page, total, eur(280 + 50 + 80));
        await page.getByRole('button', { name: t('catalog:customize.increase'), exact: true }).click();
        assert.equal(
          await page.getByLabel(t('catalog:customize.quantity'), { exact: true }).inputValue(),
          '2',
        );
        await expectText(page, total, eur(2 * 410));
        await shot('3-customise-cappuccino');
        await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
        await page.getByRole('link', { name: t('catalog:customize.viewBasket') }).waitFor();
        await expectBadge(page, t, 2);

        // Espresso: the product allows two extras in all, whatever the groups allow.
        await page.getByRole('button', { name: t('back') }).click();
        await openCustomise(page, t, 'Espresso');
        await expectText(page, allergens, t('catalog:customize.noAllergens'));
        await page.getByRole('checkbox', { name: 'Extra espresso shot' }).check();
        assert.ok(await page.getByRole('checkbox', { name: 'Extra decaf shot' }).isDisabled());
        await page.getByRole('checkbox', { name: 'Vanilla syrup' }).check();
        assert.ok(
          await page.getByRole('checkbox', { name: 'Caramel syrup' }).isDisabled(),
          'the product allows two extras in all',
        );
        // Unchoosing frees a place again.
        await page.getByRole('checkbox', { name: 'Vanilla syrup' }).uncheck();
        assert.ok(await page.getByRole('checkbox', { name: 'Caramel syrup' }).isEnabled());
        await page.getByRole('checkbox', { name: 'Vanilla syrup' }).check();
        await expectText(page, total, eur(250));
        await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
        await expectBadge(page, t, 3);
        await page.getByRole('link', { name: t('catalog:customize.viewBasket') }).click();

        // The basket: two lines, priced by the server.
        await page.waitForURL('**/basket');
        await expectQuotedTotal(page, t, eur(820 + 250));
        assert.deepEqual(await basketContents(page, t), { Cappuccino: '2', Espresso: '1' });
        await shot('4-basket');
        await page.getByRole('button', { name: t('catalog:basket.increase', { name: 'Espresso' }) }).click();
        await expectQuotedTotal(page, t, eur(820 + 500));
        await page.getByRole('button', { name: t('catalog:basket.remove', { name: 'Cappuccino' }) }).click();
        await expectQuotedTotal(page, t, eur(500));
        assert.deepEqual(await basketContents(page, t), { Espresso: '2' });
        await expectBadge(page, t, 2);

        // The same espresso, its extras chosen in the other order, grows the same line.
        await openMenuOf(page, OLIVERA);
        await openCustomise(page, t, 'Espresso');
        await page.getByRole('checkbox', { name: 'Vanilla syrup' }).check();
        await page.getByRole('checkbox', { name: 'Extra espresso shot' }).check();
        await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
        await expectBadge(page, t, 3);
        // And a cappuccino with oat milk only is a line of its own.
        await page.getByRole('button', { name: t('back') }).click();
        await openCustomise(page, t, 'Cappuccino');
        await page.getByRole('checkbox', { name: 'Oat milk' }).check();
        await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
        await expectBadge(page, t, 4);
        await basketLink(page, t).click();
        await page.waitForURL('**/basket');
        const finalTotal = eur(3 * 250 + 330);
        await expectQuotedTotal(page, t, finalTotal);
        const finalLines = { Espresso: '3', Cappuccino: '1' };
        assert.deepEqual(await basketContents(page, t), finalLines);
        await page
          .getByText(t('catalog:basket.extras', { names: 'Extra espresso shot, Vanilla syrup' }))
          .waitFor();
        await page.getByText(t('catalog:basket.extras', { names: 'Oat milk' })).waitFor();
        await shot('5-basket-edited');

        // A reload keeps it, and the server prices it again.
        await page.reload();
        await expectQuotedTotal(page, t, finalTotal);
        assert.deepEqual(await basketContents(page, t), finalLines);
        await expectBadge(page, t, 4);

        // So does closing the tab and opening the app again.
        await page.close();
        page = await context.newPage();
        await page.goto('/basket');
        await expectQuotedTotal(page, t, finalTotal);
        assert.deepEqual(await basketContents(page, t), finalLines);
        await expectBadge(page, t, 4);
        await shot('6-basket-reopened');

        // Clearing asks first.
        await page.getByRole('button', { name: t('catalog:basket.clear') }).click();
        const clearDialog = page.getByRole('dialog', { name: t('catalog:basket.clearTitle') });
        await clearDialog.getByRole('button', { name: t('catalog:cancel') }).click();
        await clearDialog.waitFor({ state: 'hidden' });
        assert.deepEqual(await basketContents(page, t), finalLines);
        await page.getByRole('button', { name: t('catalog:basket.clear') }).click();
        await clearDialog.getByRole('button', { name: t('catalog:basket.clearConfirm') }).click();
        await page.getByText(t('catalog:basket.empty')).waitFor();
        assert.equal(
          await basketLink(page, t)
            .filter({ hasText: t('basketItemCount', { count: 4 }) })
            .count(),
          0,
        );
      } finally {
        await context.close();
      }
    });
  });
}

describe('around the journey', () => {
  const t = texts('en');

  test('adding from another provider asks first: Cancel keeps the basket, confirming replaces it', async () => {
    const { context, page } = await signedInCustomer(browser, server.baseUrl, {
      language: 'en',
      locale: 'en-US',
    });
    try {
      await openMenuOf(page, OLIVERA);
      await openCustomise(page, t, 'Espresso');
      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      await expectBadge(page, t, 1);

      await openMenuOf(page, TAULA);
      await openCustomise(page, t, 'Patatas Bravas');
      await page.getByRole('button', { name: t('catalog:customize.increase'), exact: true }).click();
      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      const dialog = page.getByRole('dialog', { name: t('catalog:customize.otherProviderTitle') });
      await dialog.waitFor();
      await snapshot(page, 'catalog-en-other-provider');
      await dialog.getByRole('button', { name: t('catalog:cancel') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expectBadge(page, t, 1);

      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      await dialog.getByRole('button', { name: t('catalog:customize.clearAndAdd') }).click();
      await expectBadge(page, t, 2);
      await basketLink(page, t).click();
      await page.waitForURL('**/basket');
      assert.deepEqual(await basketContents(page, t), { 'Patatas Bravas': '2' });
      await page.getByText(t('catalog:basket.pointsTotal'), { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a malformed or unknown provider id says so', async () => {
    const { context, page } = await signedInCustomer(browser, server.baseUrl, {
      language: 'en',
      locale: 'en-US',
    });
    try {
      for (const id of ['not-a-provider', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/${id}/products`);
        await page
          .getByRole('alert')
          .filter({ hasText: t('catalog:products.invalidProvider') })
          .waitFor();
        await snapshot(page, 'catalog-en-invalid-provider');
        await page.getByRole('link', { name: t('catalog:products.chooseRestaurant') }).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  test('the unavailable Almond Croissant cannot be added', async () => {
    const { context, page, accessToken } = await signedInCustomer(browser, server.baseUrl, {
      language: 'en',
      locale: 'en-US',
    });
    try {
      await openMenuOf(page, OLIVERA);
      const card = page.getByRole('listitem').filter({ hasText: 'Almond Croissant' });
      await card.getByText(t('catalog:products.unavailable')).waitFor();
      assert.equal(
        await page
          .getByRole('link', { name: t('catalog:products.customize', { name: 'Almond Croissant' }) })
          .count(),
        0,
      );

      // Even by its address, the screen refuses to add it.
      const { data: products } = await callApi<{ data: { productId: string; name: string }[] }>(
        server.baseUrl,
        `/providers/${OLIVERA.id}/products`,
        { token: accessToken },
      );
      const croissant = products.find((product) => product.name === 'Almond Croissant');
      assert.ok(croissant);
      await page.goto(`/${OLIVERA.id}/products/${croissant.productId}/customize`);
      await page.getByText(t('catalog:customize.unavailable')).waitFor();
      assert.ok(await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).isDisabled());
      await snapshot(page, 'catalog-en-unavailable');
    } finally {
      await context.close();
    }
  });

  test('the typed code on /scan-qr opens the provider, whose prices are in its currency', async () => {
    const { context, page } = await signedInCustomer(browser, server.baseUrl, {
      language: 'en',
      locale: 'en-US',
    });
    try {
      await page.goto('/select-restaurant');
      await page.getByRole('link', { name: t('catalog:providers.scanQr') }).click();
      await page.waitForURL('**/scan-qr');
      const code = page.getByLabel(t('catalog:scan.codeLabel'));
      await code.fill('hello');
      await page.getByRole('button', { name: t('catalog:scan.open') }).click();
      await page.getByText(t('catalog:scan.codeInvalid')).waitFor();
      await snapshot(page, 'catalog-en-scan-qr');
      await code.fill(LIPA.id);
      await page.getByRole('button', { name: t('catalog:scan.open') }).click();
      await page.waitForURL(`**/${LIPA.id}/products`);
      await page.getByRole('heading', { level: 1, name: LIPA.name }).waitFor();
      const prices = await page.locator('.product-card__price').allTextContents();
      assert.ok(prices.length >= 12, `${prices.length} prices`);
      for (const price of prices) assert.match(price, /PLN/, 'prices of a Polish café are in złoty');
      await snapshot(page, 'catalog-en-lipa-products');
    } finally {
      await context.close();
    }
  });

  test('each provider shows its printable QR code', async () => {
    const { context, page } = await signedInCustomer(browser, server.baseUrl, {
      language: 'en',
      locale: 'en-US',
    });
    try {
      await page.goto('/select-restaurant');
      await page.getByRole('button', { name: t('catalog:providers.showQrOf', { name: TAULA.name }) }).click();
      const dialog = page.getByRole('dialog', { name: t('catalog:qr.title', { name: TAULA.name }) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t('catalog:qr.print') }).waitFor();
      await dialog.getByText(TAULA.id).waitFor();
      await snapshot(page, 'catalog-en-qr-dialog');
      await dialog.getByRole('button', { name: t('catalog:close') }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
