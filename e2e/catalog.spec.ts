// Issue 4's journey in a real browser: a new customer picks a provider, customises two
// products, edits the basket, reloads and reopens the app, and finds the basket intact.
// Plus the edges around it: another provider's product, bad provider ids, an unavailable
// product and the typed code of /scan-qr.
import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './support/fixtures';
import { PLACES, type Place } from './support/places';
import type { Texts } from './support/texts';

const { olivera: OLIVERA, taula: TAULA, lipa: LIPA } = PLACES;

/** Money as the app shows it (toHaveText normalises the no-break spaces ICU puts in some languages). */
function money(minorUnits: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minorUnits / 100);
}

function basketLink(page: Page, t: Texts) {
  return page.getByRole('navigation', { name: t('mainNavigation') }).getByRole('link', { name: t('basket') });
}

async function expectBadge(page: Page, t: Texts, count: number) {
  await expect(basketLink(page, t).filter({ hasText: t('basketItemCount', { count }) })).toBeVisible();
}

/** A product's link on the menu: its card, found by the product's name (the link names more: price, points). */
function productLink(page: Page, productName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(productName, { exact: true }) })
    .getByRole('link');
}

async function openCustomise(page: Page, productName: string) {
  await productLink(page, productName).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

async function openMenuOf(page: Page, provider: Place) {
  await page.goto(`/${provider.id}/products`);
  await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** The basket as the customer sees it: each line's name and quantity, in this order. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectBasket(page: Page, t: Texts, lines: Record<string, string>) {
  // The basket screen loads lazily: wait for it, not the headings of the screen before.
  await expect(page.getByTestId('basket-total')).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(Object.keys(lines));
  for (const [name, quantity] of Object.entries(lines)) {
    // A line's controls name its extras too ("Quantity of Espresso with Vanilla syrup").
    const label = new RegExp(`^${escapeRegExp(t('catalog:basket.quantityOf', { name }))}`);
    await expect(page.getByLabel(label)).toHaveValue(quantity);
  }
}

/** Waits for the server's quote (only it shows the points price) and the expected total. */
async function expectQuotedTotal(page: Page, t: Texts, total: string) {
  await expect(page.getByText(t('catalog:basket.pointsTotal'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText(total);
  await expect(page.getByText(t('catalog:basket.checking'))).toHaveCount(0);
}

// Café Olivera's names as a customer sees them: in English, and in Polish for a Polish customer (the
// demo menus are in all nine languages; a text missing in one falls back to English, then the place's).
const MENU_NAMES = {
  en: {
    cappuccino: 'Cappuccino',
    espresso: 'Espresso',
    whole: 'Whole milk',
    soy: 'Soy milk',
    oat: 'Oat milk',
    vanilla: 'Vanilla syrup',
    caramel: 'Caramel syrup',
    hazelnut: 'Hazelnut syrup',
    cinnamon: 'Cinnamon syrup',
    shot: 'Extra espresso shot',
    decaf: 'Extra decaf shot',
  },
  pl: {
    cappuccino: 'Cappuccino',
    espresso: 'Espresso',
    whole: 'Mleko pełne',
    soy: 'Napój sojowy',
    oat: 'Napój owsiany',
    vanilla: 'Syrop waniliowy',
    caramel: 'Syrop karmelowy',
    hazelnut: 'Syrop z orzechów laskowych',
    cinnamon: 'Syrop cynamonowy',
    shot: 'Dodatkowa porcja espresso',
    decaf: 'Dodatkowa porcja kawy bezkofeinowej',
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  test.describe(`the catalog journey in ${language}`, () => {
    test.use({ language });

    test('pick a provider, customise two products, edit the basket, reload, reopen', async ({
      context,
      page: firstPage,
      t,
      customer: _signedIn,
    }) => {
      const eur = (minorUnits: number) => money(minorUnits, 'EUR', language);
      const menu = MENU_NAMES[language];
      const allergen = (key: string) => t(`catalog:allergens.${key}`);
      let page = firstPage;
      const shot = (name: string) => snapshot(page, `catalog-${language}-${name}`);

      // Pick the provider, searching by name.
      await page.goto('/select-restaurant');
      await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
      // A card's link is named by what it shows: the place's name first, then its address and hours.
      const menuLink = (name: string) => page.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect(menuLink(LIPA.name)).toBeVisible();
      await expect(menuLink(OLIVERA.name)).toHaveCount(1);
      await expect(menuLink(TAULA.name)).toHaveCount(1);
      await shot('1-providers');
      await page.getByLabel(t('catalog:providers.searchLabel')).fill('olivera');
      await expect(menuLink(LIPA.name)).toHaveCount(0);
      await expect(menuLink(TAULA.name)).toHaveCount(0);
      await page.waitForURL('**/select-restaurant?q=olivera');
      await menuLink(OLIVERA.name).click();
      await page.waitForURL(`**/${OLIVERA.id}/products`);
      await expect(page.getByRole('heading', { level: 1, name: OLIVERA.name })).toBeVisible();
      await expect(productLink(page, menu.cappuccino)).toBeVisible();
      await shot('2-products');

      // Cappuccino: one milk (the group's limit), two syrups (the group's limit), two of them.
      await openCustomise(page, menu.cappuccino);
      const allergens = page.getByTestId('allergens');
      await expect(allergens).toHaveText(allergen('milk'));
      const total = page.getByRole('status', { name: t('catalog:customize.total') });
      await expect(total).toHaveText(eur(280));
      // Made with whole milk unless asked otherwise: chosen already, at no extra cost.
      await expect(page.getByRole('radio', { name: menu.whole })).toBeChecked();
      // One milk: radio buttons, so another milk replaces the first in one click.
      await page.getByRole('radio', { name: menu.soy }).check();
      await page.getByRole('radio', { name: menu.oat }).check();
      await expect(page.getByRole('radio', { name: menu.soy }), 'one milk only').not.toBeChecked();
      await expect(allergens).toHaveText(`${allergen('milk')}, ${allergen('gluten')}`);
      await page.getByRole('checkbox', { name: menu.vanilla }).check();
      await page.getByRole('checkbox', { name: menu.caramel }).check();
      await expect(page.getByRole('checkbox', { name: menu.hazelnut }), 'two syrups only').toBeDisabled();
      await expect(page.getByRole('checkbox', { name: menu.cinnamon })).toBeDisabled();
      await expect(page.getByRole('radio', { name: menu.shot })).toBeEnabled();
      await expect(page.getByText(t('catalog:customize.maxOptions', { max: 2 })).first()).toBeVisible();
      await expect(total).toHaveText(eur(280 + 50 + 80));
      await page.getByRole('button', { name: t('catalog:customize.increase'), exact: true }).click();
      await expect(page.getByLabel(t('catalog:customize.quantity'), { exact: true })).toHaveValue('2');
      await expect(total).toHaveText(eur(2 * 410));
      await shot('3-customise-cappuccino');
      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      await expect(page.getByRole('link', { name: t('catalog:customize.viewBasket') })).toBeVisible();
      await expectBadge(page, t, 2);

      // Espresso: the product allows two extras in all, whatever the groups allow.
      await page.getByRole('button', { name: t('back') }).click();
      await openCustomise(page, menu.espresso);
      await expect(allergens).toHaveText(t('catalog:customize.noAllergens'));
      // One shot: choosing the decaf one replaces the first, in one click.
      await page.getByRole('radio', { name: menu.decaf }).check();
      await page.getByRole('radio', { name: menu.shot }).check();
      await expect(page.getByRole('radio', { name: menu.decaf })).not.toBeChecked();
      await page.getByRole('checkbox', { name: menu.vanilla }).check();
      await expect(
        page.getByRole('checkbox', { name: menu.caramel }),
        'the product allows two extras in all',
      ).toBeDisabled();
      // Unchoosing frees a place again.
      await page.getByRole('checkbox', { name: menu.vanilla }).uncheck();
      await expect(page.getByRole('checkbox', { name: menu.caramel })).toBeEnabled();
      await page.getByRole('checkbox', { name: menu.vanilla }).check();
      await expect(total).toHaveText(eur(250));
      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      await expectBadge(page, t, 3);
      await page.getByRole('link', { name: t('catalog:customize.viewBasket') }).click();

      // The basket: two lines, priced by the server.
      await page.waitForURL('**/basket');
      await expectQuotedTotal(page, t, eur(820 + 250));
      await expectBasket(page, t, { [menu.cappuccino]: '2', [menu.espresso]: '1' });
      await shot('4-basket');
      await page.getByRole('button', { name: t('catalog:basket.increase', { name: menu.espresso }) }).click();
      await expectQuotedTotal(page, t, eur(820 + 500));
      await page.getByRole('button', { name: t('catalog:basket.remove', { name: menu.cappuccino }) }).click();
      await expectQuotedTotal(page, t, eur(500));
      await expectBasket(page, t, { [menu.espresso]: '2' });
      await expectBadge(page, t, 2);

      // The same espresso, its extras chosen in the other order, grows the same line.
      await openMenuOf(page, OLIVERA);
      await openCustomise(page, menu.espresso);
      await page.getByRole('checkbox', { name: menu.vanilla }).check();
      await page.getByRole('radio', { name: menu.shot }).check();
      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      await expectBadge(page, t, 3);
      // And a cappuccino with oat milk only is a line of its own.
      await page.getByRole('button', { name: t('back') }).click();
      await openCustomise(page, menu.cappuccino);
      await page.getByRole('radio', { name: menu.oat }).check();
      await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
      await expectBadge(page, t, 4);
      await basketLink(page, t).click();
      await page.waitForURL('**/basket');
      const finalTotal = eur(3 * 250 + 330);
      await expectQuotedTotal(page, t, finalTotal);
      const finalLines = { [menu.espresso]: '3', [menu.cappuccino]: '1' };
      await expectBasket(page, t, finalLines);
      await expect(
        page.getByText(t('catalog:basket.extras', { names: `${menu.shot}, ${menu.vanilla}` })),
      ).toBeVisible();
      await expect(page.getByText(t('catalog:basket.extras', { names: menu.oat }))).toBeVisible();
      await shot('5-basket-edited');

      // A reload keeps it, and the server prices it again.
      await page.reload();
      await expectQuotedTotal(page, t, finalTotal);
      await expectBasket(page, t, finalLines);
      await expectBadge(page, t, 4);

      // So does closing the tab and opening the app again.
      await page.close();
      page = await context.newPage();
      await page.goto('/basket');
      await expectQuotedTotal(page, t, finalTotal);
      await expectBasket(page, t, finalLines);
      await expectBadge(page, t, 4);
      await shot('6-basket-reopened');

      // Clearing asks first.
      await page.getByRole('button', { name: t('catalog:basket.clear') }).click();
      const clearDialog = page.getByRole('dialog', { name: t('catalog:basket.clearTitle') });
      await clearDialog.getByRole('button', { name: t('catalog:cancel') }).click();
      await expect(clearDialog).toBeHidden();
      await expectBasket(page, t, finalLines);
      await page.getByRole('button', { name: t('catalog:basket.clear') }).click();
      await clearDialog.getByRole('button', { name: t('catalog:basket.clearConfirm') }).click();
      await expect(page.getByText(t('catalog:basket.empty'))).toBeVisible();
      await expect(basketLink(page, t).filter({ hasText: t('basketItemCount', { count: 4 }) })).toHaveCount(
        0,
      );
    });
  });
}

test.describe('around the journey', () => {
  test.use({ locale: 'en-US' });

  test('adding from another provider asks first: Cancel keeps the basket, confirming replaces it', async ({
    page,
    t,
    customer: _signedIn,
  }) => {
    await openMenuOf(page, OLIVERA);
    await openCustomise(page, 'Espresso');
    await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
    await expectBadge(page, t, 1);

    await openMenuOf(page, TAULA);
    await openCustomise(page, 'Patatas Bravas');
    await page.getByRole('button', { name: t('catalog:customize.increase'), exact: true }).click();
    await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
    const dialog = page.getByRole('dialog', { name: t('catalog:customize.otherProviderTitle') });
    await expect(dialog).toBeVisible();
    await snapshot(page, 'catalog-en-other-provider');
    await dialog.getByRole('button', { name: t('catalog:cancel') }).click();
    await expect(dialog).toBeHidden();
    await expectBadge(page, t, 1);

    await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
    await dialog.getByRole('button', { name: t('catalog:customize.clearAndAdd') }).click();
    await expectBadge(page, t, 2);
    await basketLink(page, t).click();
    await page.waitForURL('**/basket');
    await expectBasket(page, t, { 'Patatas Bravas': '2' });
    await expect(page.getByText(t('catalog:basket.pointsTotal'), { exact: true })).toBeVisible();
  });

  test('a malformed or unknown provider id says so', async ({ page, t, customer: _signedIn }) => {
    for (const id of ['not-a-provider', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/${id}/products`);
      await expect(
        page.getByRole('alert').filter({ hasText: t('catalog:products.invalidProvider') }),
      ).toBeVisible();
      await snapshot(page, 'catalog-en-invalid-provider');
      await expect(page.getByRole('link', { name: t('catalog:products.chooseRestaurant') })).toBeVisible();
    }
  });

  test('the unavailable Almond Croissant cannot be added', async ({ page, t, customer, request }) => {
    await openMenuOf(page, OLIVERA);
    const card = page.getByRole('listitem').filter({ hasText: 'Almond Croissant' });
    await expect(card.getByText(t('catalog:products.unavailable'))).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);

    // Even by its address, the screen refuses to add it.
    const response = await request.get(`/api/providers/${OLIVERA.id}/products`, {
      headers: { 'x-auth-token': customer.accessToken },
    });
    await expect(response).toBeOK();
    const { data: products } = (await response.json()) as { data: { productId: string; name: string }[] };
    const croissant = products.find((product) => product.name === 'Almond Croissant');
    expect(croissant).toBeDefined();
    await page.goto(`/${OLIVERA.id}/products/${croissant?.productId}/customize`);
    await expect(page.getByText(t('catalog:customize.unavailable'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('catalog:customize.addToBasket') })).toBeDisabled();
    await snapshot(page, 'catalog-en-unavailable');
  });

  test('the typed code on /scan-qr opens the provider, whose prices are in its currency', async ({
    page,
    t,
    customer: _signedIn,
  }) => {
    await page.goto('/select-restaurant');
    await page.getByRole('link', { name: t('catalog:providers.scanQr') }).click();
    await page.waitForURL('**/scan-qr');
    const code = page.getByLabel(t('catalog:scan.codeLabel'));
    await code.fill('hello');
    await page.getByRole('button', { name: t('catalog:scan.open') }).click();
    await expect(page.getByText(t('catalog:scan.codeInvalid'))).toBeVisible();
    await snapshot(page, 'catalog-en-scan-qr');
    await code.fill(LIPA.id);
    await page.getByRole('button', { name: t('catalog:scan.open') }).click();
    await page.waitForURL(`**/${LIPA.id}/products`);
    await expect(page.getByRole('heading', { level: 1, name: LIPA.name })).toBeVisible();
    const prices = page.locator('.product-card__price');
    await expect.poll(() => prices.count(), 'the whole menu, priced').toBeGreaterThanOrEqual(12);
    for (const price of await prices.allTextContents()) {
      expect(price, 'prices of a Polish café are in złoty').toMatch(/PLN/);
    }
    await snapshot(page, 'catalog-en-lipa-products');
  });
});
