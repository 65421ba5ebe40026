import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Schema } from '../src/api/handler';
import { providerId } from '../src/features/catalog/ids';
import { demoCategoryNames } from '../src/features/catalog/menus/category-names';
import { seedProviders } from '../src/features/catalog/seed-data';
import { authHeaders, buildTestApp, type TestApp, type TestUser } from './helper';
import { createBackOfficeActors } from './support/back-office';
import { OLIVERA } from './support/checkout';

// What customers read of a menu's categories and photos (listProducts, getProduct, quoteBasket): a
// category's name in their language, never its key; a product without a photo has no image URL.

type Product = Schema<'Product'>;
const LANGUAGES = ['en', 'es', 'fr', 'de', 'pl', 'uk', 'ca', 'ru', 'sr'] as const;

describe("customers read a menu's categories by name and its photos as they are", () => {
  let t: TestApp;
  let manager: TestUser;
  let customer: TestUser;

  before(async () => {
    t = await buildTestApp();
    ({ manager, customer } = await createBackOfficeActors(t.app));
  });
  after(() => t.close());

  const menuUrl = `/api/manage/places/${OLIVERA}/menu`;
  const manage = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: authHeaders(manager.accessToken), payload });
    assert.ok(response.statusCode < 300, response.body);
    return response.json().data;
  };
  const customerRead = async <T>(
    url: string,
    language: string,
    init: { method?: 'POST'; payload?: object } = {},
  ) => {
    const response = await t.app.inject({
      url,
      method: init.method ?? 'GET',
      headers: { ...authHeaders(customer.accessToken), 'accept-language': language },
      ...(init.payload && { payload: init.payload }),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as T;
  };
  const menu = (language: string, place = OLIVERA) =>
    customerRead<Product[]>(`/api/providers/${place}/products`, language);

  it('names the demo menus’ categories in each of the nine languages', async () => {
    for (const provider of seedProviders) {
      for (const language of LANGUAGES) {
        const products = await menu(language, providerId(provider.slug));
        const named = new Map(products.map((product) => [product.category, product.categoryName]));
        assert.deepEqual(
          [...named.keys()],
          provider.categories,
          `${provider.slug}: every category, in menu order`,
        );
        for (const [key, name] of named)
          assert.equal(name, demoCategoryNames[key]?.[language], `${key} ${language}`);
      }
    }
    // Spot checks that the table says what a customer expects.
    assert.equal((await menu('de'))[0]?.categoryName, 'Kaffee');
    assert.equal((await menu('pl', providerId('kawiarnia-pod-lipa')))[0]?.categoryName, 'Kawa');
  });

  it('names the categories of a demo place written before the seed named them (0019), not one named since', async () => {
    const taula = providerId('la-taula-de-gracia');
    const categories = () =>
      t.app.db
        .selectFrom('catalog_categories')
        .select(['key', 'name', 'translations'])
        .where('provider_id', '=', taula)
        .orderBy('sort_order')
        .execute();
    // As the seed wrote them before: named by their keys, without translations; one renamed since.
    await t.app.db
      .updateTable('catalog_categories')
      .set({ name: sql`key`, translations: '{}' })
      .where('provider_id', '=', taula)
      .execute();
    await t.app.db
      .updateTable('catalog_categories')
      .set({ name: 'Wines and drinks' })
      .where('provider_id', '=', taula)
      .where('key', '=', 'drinks')
      .execute();

    const migration = readFileSync(
      path.join(__dirname, '../migrations/0019_demo_category_names.sql'),
      'utf8',
    );
    await sql.raw(migration).execute(t.app.db);
    t.app.features.catalog.invalidate();

    const { en: startersName, ...startersTranslations } = demoCategoryNames.starters ?? {};
    const rows = await categories();
    assert.deepEqual(
      rows.find((row) => row.key === 'starters'),
      {
        key: 'starters',
        name: startersName,
        translations: startersTranslations,
      },
    );
    assert.deepEqual(
      rows.find((row) => row.key === 'drinks'),
      { key: 'drinks', name: 'Wines and drinks', translations: {} },
    );
    const german = await menu('de', taula);
    assert.equal(german.find((product) => product.category === 'desserts')?.categoryName, 'Desserts');
    assert.equal(
      german.find((product) => product.category === 'mains')?.categoryName,
      demoCategoryNames.mains?.de,
    );
    assert.equal(german.find((product) => product.category === 'drinks')?.categoryName, 'Wines and drinks');
  });

  it("names a category made in the back office in the customer's language, else English, and follows a rename", async () => {
    const category = await manage('POST', `${menuUrl}/categories`, {
      name: 'Sunday brunch',
      translations: { de: 'Sonntagsbrunch', ca: 'Brunch de diumenge' },
    });
    const product = await manage('POST', `${menuUrl}/products`, {
      categoryId: category.id,
      name: 'Shakshuka',
      description: 'Eggs poached in a spiced tomato sauce',
      composition: 'Eggs, tomato, pepper',
      price: 890,
      pointsPrice: 89,
      loyaltyPoints: 9,
      nutrition: { calories: 420, proteins: 21, fats: 24, carbs: 28 },
      allergens: ['eggs'],
      maxExtraOptions: 0,
      extraGroupIds: [],
    });
    const shakshuka = async (language: string) => {
      const found = (await menu(language)).find((item) => item.productId === product.id);
      assert.ok(found, `${language}: the new product is on the menu`);
      return found;
    };
    assert.equal((await shakshuka('de')).categoryName, 'Sonntagsbrunch');
    assert.equal((await shakshuka('en')).categoryName, 'Sunday brunch');
    // French has no name: English before the place's own Catalan, as for products' names.
    assert.equal((await shakshuka('fr')).categoryName, 'Sunday brunch');
    assert.equal((await shakshuka('ca')).categoryName, 'Brunch de diumenge');
    assert.equal((await shakshuka('fr')).category, category.key, 'the key stays, for grouping');
    const one = await customerRead<Product>(`/api/providers/${OLIVERA}/products/${product.id}`, 'de');
    assert.equal(one.categoryName, 'Sonntagsbrunch');

    await manage('PUT', `${menuUrl}/categories/${category.id}`, {
      name: 'Weekend brunch',
      translations: { de: 'Wochenendbrunch' },
      version: category.version,
    });
    assert.equal((await shakshuka('de')).categoryName, 'Wochenendbrunch');
    assert.equal((await shakshuka('ca')).categoryName, 'Weekend brunch', 'the Catalan name was removed');
  });

  it('answers a product without a photo with imageUrl null, in the menu, the product and a quote', async () => {
    const coffee = (await manage('POST', `${menuUrl}/categories`, { name: 'Filter' })) as { id: string };
    const product = await manage('POST', `${menuUrl}/products`, {
      categoryId: coffee.id,
      name: 'Batch brew',
      description: '',
      composition: 'Coffee',
      price: 220,
      pointsPrice: 22,
      loyaltyPoints: 2,
      nutrition: { calories: 2, proteins: 0, fats: 0, carbs: 0 },
      allergens: [],
      maxExtraOptions: 0,
      extraGroupIds: [],
    });
    const listed = (await menu('en')).find((item) => item.productId === product.id);
    assert.equal(listed?.imageUrl, null);
    const one = await customerRead<Product>(`/api/providers/${OLIVERA}/products/${product.id}`, 'en');
    assert.equal(one.imageUrl, null);
    const quote = await customerRead<Schema<'BasketQuote'>>('/api/basket/quote', 'en', {
      method: 'POST',
      payload: {
        providerId: OLIVERA,
        items: [{ productId: product.id, quantity: 1, selectedExtraOptions: [] }],
      },
    });
    assert.equal(quote.lines[0]?.name, 'Batch brew');
    assert.equal(quote.lines[0]?.imageUrl, null);
    assert.equal(quote.lines[0]?.available, true);
    // The demo products keep their photos (another place's menu: this one has the products made above).
    const taula = await menu('en', providerId('la-taula-de-gracia'));
    assert.ok(taula.length > 0 && taula.every((item) => item.imageUrl?.startsWith('/uploads/')));
  });
});
