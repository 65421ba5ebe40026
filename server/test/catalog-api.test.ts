import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Schema } from '../src/api/handler';
import { extraOptionId, productId, providerId } from '../src/features/catalog/ids';
import { seedProviders } from '../src/features/catalog/seed-data';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp } from './helper';

type Product = Schema<'Product'>;
type BasketQuote = Schema<'BasketQuote'>;

const OLIVERA = providerId('cafe-olivera');
const TAULA = providerId('la-taula-de-gracia');
const POD_LIPA = providerId('kawiarnia-pod-lipa');
const UNKNOWN_ID = '3b2d0a52-7c1e-4d8f-9a6b-0e5f4c3d2b1a';

let testApp: TestApp;
let app: FastifyInstance;
let headers: Record<string, string>;
let staffUserId: string;

before(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  const user = await registerUser(app);
  headers = authHeaders(user.accessToken);
  staffUserId = user.userId;
});

after(() => testApp.close());

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as T;
}

function quote(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/basket/quote', headers, payload });
}

describe('catalogue access', () => {
  it('needs a logged-in user for every catalogue call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/providers' },
      { method: 'GET' as const, url: `/api/providers/${OLIVERA}` },
      { method: 'GET' as const, url: `/api/providers/${OLIVERA}/products` },
      {
        method: 'GET' as const,
        url: `/api/providers/${OLIVERA}/products/${productId('cafe-olivera', 'espresso')}`,
      },
      { method: 'POST' as const, url: '/api/basket/quote', payload: { providerId: OLIVERA, items: [] } },
    ];
    for (const call of calls) {
      const response = await app.inject(call);
      assert.equal(response.statusCode, 401, `${call.method} ${call.url}`);
      assert.equal(errorOf(response).code, 'UNAUTHENTICATED');
    }
  });
});

describe('GET /api/providers', () => {
  it('lists the seeded providers in order with their opening state and logo', async () => {
    const providers = (await get<{ providers: Schema<'Provider'>[] }>('/api/providers')).providers;
    assert.deepEqual(
      providers.map((provider) => [provider.providerId, provider.name, provider.kind]),
      [
        [OLIVERA, 'Café Olivera', 'coffee_shop'],
        [TAULA, 'La Taula de Gràcia', 'restaurant'],
        [POD_LIPA, 'Kawiarnia Pod Lipą', 'coffee_shop'],
      ],
    );
    const taula = providers[1];
    assert.equal(taula?.timezone, 'Europe/Madrid');
    assert.equal(taula?.logoUrl, '/uploads/providers/la-taula-de-gracia.svg');
    assert.ok(taula?.openingHours.some((window) => window.day === 5 && window.closes === '01:00'));
    for (const provider of providers) assert.equal(typeof provider.isOpenNow, 'boolean');
  });

  it('searches by name, ignoring case', async () => {
    const names = async (search: string) =>
      (
        await get<{ providers: Schema<'Provider'>[] }>(`/api/providers?search=${encodeURIComponent(search)}`)
      ).providers.map((p) => p.name);
    assert.deepEqual(await names('TAULA'), ['La Taula de Gràcia']);
    assert.deepEqual(await names('café'), ['Café Olivera']);
    assert.deepEqual(await names('pod lip'), ['Kawiarnia Pod Lipą']);
    assert.deepEqual(await names('sushi'), []);
    assert.equal((await names('  ')).length, 3);
  });

  it('answers a page at a time: following nextCursor gives every place once, in order', async () => {
    type Page = { providers: Schema<'Provider'>[]; nextCursor: string | null };
    const all = await get<Page>('/api/providers');
    assert.equal(all.nextCursor, null, 'three places fit the default page of 100');
    const seen: string[] = [];
    let page = await get<Page>('/api/providers?limit=1');
    for (;;) {
      assert.equal(page.providers.length, 1);
      seen.push(...page.providers.map((provider) => provider.providerId));
      if (page.nextCursor === null) break;
      page = await get<Page>(`/api/providers?limit=1&cursor=${page.nextCursor}`);
    }
    assert.deepEqual(
      seen,
      all.providers.map((provider) => provider.providerId),
    );
    const searched = await get<Page>('/api/providers?search=a&limit=2');
    assert.equal(searched.providers.length, 2);
    assert.ok(searched.nextCursor, 'a search pages too');
  });

  it('refuses a cursor it did not hand out, and a page larger than 100', async () => {
    for (const url of [
      '/api/providers?cursor=bm90LWEtY3Vyc29y',
      `/api/providers?cursor=${Buffer.from('place|00000000-0000-4000-8000-000000000000').toString('base64url')}`,
      '/api/providers?limit=101',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().error.code, 'VALIDATION_ERROR', url);
    }
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    assert.deepEqual(
      (await get<{ providers: Schema<'Provider'>[] }>('/api/providers?search=%25')).providers,
      [],
    );
    assert.deepEqual(
      (await get<{ providers: Schema<'Provider'>[] }>('/api/providers?search=_')).providers,
      [],
    );
    assert.deepEqual(
      (await get<{ providers: Schema<'Provider'>[] }>('/api/providers?search=%5C')).providers,
      [],
    );
  });
});

describe('GET /api/providers/{providerId}', () => {
  it('answers one provider', async () => {
    const provider = await get<Schema<'Provider'>>(`/api/providers/${POD_LIPA}`);
    assert.equal(provider.name, 'Kawiarnia Pod Lipą');
    assert.equal(provider.timezone, 'Europe/Warsaw');
    assert.equal(provider.openingHours.length, 7);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject({ method: 'GET', url: `/api/providers/${UNKNOWN_ID}`, headers });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(errorOf(unknown), { code: 'NOT_FOUND', message: 'Provider not found' });

    const malformed = await app.inject({ method: 'GET', url: '/api/providers/not-a-uuid', headers });
    assert.equal(malformed.statusCode, 400);
    assert.equal(errorOf(malformed).code, 'VALIDATION_ERROR');
  });
});

describe('GET /api/providers/{providerId}/products', () => {
  it('lists a provider products in menu order: categories first, then products', async () => {
    for (const seed of seedProviders) {
      const products = await get<Schema<'Product'>[]>(`/api/providers/${providerId(seed.slug)}/products`);
      assert.ok(products.length >= 12, `${seed.slug} has ${products.length} products`);
      assert.ok(products.every((product) => product.providerId === providerId(seed.slug)));
      const categoryRanks = products.map((product) => seed.categories.indexOf(product.category));
      assert.deepEqual(
        categoryRanks,
        [...categoryRanks].sort((a, b) => a - b),
      );
      const expectedNames = seed.categories.flatMap((category) =>
        seed.products.filter((product) => product.category === category).map((product) => product.name),
      );
      assert.deepEqual(
        products.map((product) => product.name),
        expectedNames,
      );
    }
  });

  it('includes nutrition, allergens, prices, points and extras', async () => {
    const products = await get<Schema<'Product'>[]>(`/api/providers/${OLIVERA}/products`);
    const cappuccino = products.find((product) => product.name === 'Cappuccino');
    assert.ok(cappuccino);
    assert.equal(cappuccino.price, 280);
    assert.equal(cappuccino.currency, 'EUR');
    assert.equal(cappuccino.pointsPrice, 28);
    assert.equal(cappuccino.loyaltyPoints, 3);
    assert.deepEqual(cappuccino.nutrition, { calories: 110, proteins: 6, fats: 5.5, carbs: 9 });
    assert.deepEqual(cappuccino.allergens, ['milk']);
    assert.equal(cappuccino.imageUrl, '/uploads/products/cafe-olivera-cappuccino.svg');
    assert.equal(cappuccino.maxExtraOptions, 4);
    const milk = cappuccino.extraGroups.find((group) => group.name === 'Milk');
    assert.equal(milk?.maxSelectable, 1);
    assert.deepEqual(milk?.options.find((option) => option.name === 'Soy milk')?.allergens, ['soy']);

    const almondCroissant = products.find((product) => product.name === 'Almond Croissant');
    assert.equal(almondCroissant?.available, false);
  });

  it('marks what the place serves by default (whole milk in milk drinks), never a sold-out option', async () => {
    const defaultsOf = (product: Product | undefined) =>
      product?.extraGroups.flatMap((group) =>
        group.options.filter((option) => option.isDefault).map((option) => `${group.name}: ${option.name}`),
      );
    const olivera = await get<Product[]>(`/api/providers/${OLIVERA}/products`);
    for (const name of ['Cortado', 'Cappuccino', 'Flat White', 'Caffè Latte'])
      assert.deepEqual(
        defaultsOf(olivera.find((product) => product.name === name)),
        ['Milk: Whole milk'],
        name,
      );
    // Syrups, toppings, shots and spreads are asked for, never served unasked.
    assert.deepEqual(defaultsOf(olivera.find((product) => product.name === 'Espresso')), []);
    assert.deepEqual(defaultsOf(olivera.find((product) => product.name === 'Butter Croissant')), []);
    const taula = await get<Product[]>(`/api/providers/${TAULA}/products`);
    assert.deepEqual(taula.flatMap(defaultsOf), []);

    // Whole milk sold out today: not a default for customers while it lasts (the editor keeps the setting).
    const lipaCappuccino = `/api/providers/${POD_LIPA}/products/${productId('kawiarnia-pod-lipa', 'cappuccino')}`;
    const wholeMilk = (product: Product) =>
      product.extraGroups.flatMap((group) => group.options).find((option) => option.name === 'Whole milk');
    assert.equal(wholeMilk(await get<Product>(lipaCappuccino))?.isDefault, true);
    const soldOut = (soldOut: boolean) =>
      app.features.catalog.commands.setSoldOut({
        providerId: POD_LIPA,
        kind: 'extra',
        itemId: extraOptionId('kawiarnia-pod-lipa', 'milk', 'whole'),
        soldOut,
        staffUserId: staffUserId,
      });
    await soldOut(true);
    try {
      const option = wholeMilk(await get<Product>(lipaCappuccino));
      assert.deepEqual([option?.isDefault, option?.available], [false, false]);
    } finally {
      await soldOut(false);
    }
    assert.equal(wholeMilk(await get<Product>(lipaCappuccino))?.isDefault, true);
  });

  it('answers 404 for an unknown provider and 400 for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/providers/${UNKNOWN_ID}/products`,
      headers,
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(errorOf(unknown).code, 'NOT_FOUND');
    const malformed = await app.inject({ method: 'GET', url: '/api/providers/123/products', headers });
    assert.equal(malformed.statusCode, 400);
    assert.equal(errorOf(malformed).code, 'VALIDATION_ERROR');
  });
});

describe('GET /api/providers/{providerId}/products/{productId}', () => {
  const espresso = productId('cafe-olivera', 'espresso');

  it('answers one product', async () => {
    const product = await get<Schema<'Product'>>(`/api/providers/${OLIVERA}/products/${espresso}`);
    assert.equal(product.productId, espresso);
    assert.equal(product.name, 'Espresso');
  });

  it('answers 404 for an unknown product or one of another provider', async () => {
    for (const url of [
      `/api/providers/${OLIVERA}/products/${UNKNOWN_ID}`,
      `/api/providers/${TAULA}/products/${espresso}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(errorOf(response), { code: 'NOT_FOUND', message: 'Product not found' });
    }
    const unknownProvider = await app.inject({
      method: 'GET',
      url: `/api/providers/${UNKNOWN_ID}/products/${espresso}`,
      headers,
    });
    assert.equal(errorOf(unknownProvider).message, 'Provider not found');
  });

  it('answers 400 for a malformed product id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/providers/${OLIVERA}/products/xyz`,
      headers,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
  });
});

describe('POST /api/basket/quote', () => {
  let products: Product[];
  const byName = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    assert.ok(product, name);
    return product;
  };
  const option = (product: Product, groupName: string, optionName: string) => {
    const found = product.extraGroups
      .find((group) => group.name === groupName)
      ?.options.find((candidate) => candidate.name === optionName);
    assert.ok(found, `${groupName}/${optionName}`);
    return found.optionId;
  };

  before(async () => {
    products = await get<Schema<'Product'>[]>(`/api/providers/${OLIVERA}/products`);
  });

  it('prices the basket from the catalogue, extras included', async () => {
    const latte = byName('Caffè Latte');
    const croissant = byName('Butter Croissant');
    const response = await quote({
      providerId: OLIVERA,
      items: [
        {
          productId: latte.productId,
          quantity: 2,
          selectedExtraOptions: [option(latte, 'Milk', 'Oat milk'), option(latte, 'Syrups', 'Vanilla syrup')],
        },
        { productId: croissant.productId, quantity: 1, selectedExtraOptions: [] },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json().data as BasketQuote;
    assert.equal(result.currency, 'EUR');
    assert.deepEqual(
      result.lines.map((line) => [line.available, line.unitPrice, line.lineTotal, line.loyaltyPoints]),
      [
        [true, 300 + 50 + 40, 780, 6],
        [true, 190, 190, 2],
      ],
    );
    // The quote names what it priced, so the basket screen needs no other call.
    assert.deepEqual(
      result.lines.map((line) => [
        line.name,
        line.imageUrl,
        line.extras.map((extra) => [extra.name, extra.price]),
      ]),
      [
        [
          'Caffè Latte',
          latte.imageUrl,
          [
            ['Oat milk', 50],
            ['Vanilla syrup', 40],
          ],
        ],
        ['Butter Croissant', croissant.imageUrl, []],
      ],
    );
    // Extras cost points at the product's own rate (30 points for 300): 90 more cents is 9 more points.
    assert.equal(result.lines[0]?.pointsPrice, 2 * (30 + 9));
    assert.equal(result.total, 970);
    assert.equal(result.pointsTotal, 78 + 19);
    assert.equal(result.loyaltyPointsEarned, 8);
  });

  it('flags every kind of problem and totals only the sellable lines', async () => {
    const latte = byName('Caffè Latte');
    const espresso = byName('Espresso');
    const oat = option(latte, 'Milk', 'Oat milk');
    const soy = option(latte, 'Milk', 'Soy milk');
    const response = await quote({
      providerId: OLIVERA,
      items: [
        { productId: espresso.productId, quantity: 1, selectedExtraOptions: [] },
        { productId: UNKNOWN_ID, quantity: 1, selectedExtraOptions: [] },
        { productId: byName('Almond Croissant').productId, quantity: 1, selectedExtraOptions: [] },
        // Oat milk belongs to the latte, not to the espresso; and an option may not repeat.
        { productId: espresso.productId, quantity: 1, selectedExtraOptions: [oat] },
        { productId: latte.productId, quantity: 1, selectedExtraOptions: [oat, oat] },
        // Milk allows one choice only.
        { productId: latte.productId, quantity: 1, selectedExtraOptions: [oat, soy] },
        {
          productId: productId('la-taula-de-gracia', 'crema-catalana'),
          quantity: 1,
          selectedExtraOptions: [],
        },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json().data as BasketQuote;
    assert.deepEqual(
      result.lines.map((line) => [line.available, line.problem]),
      [
        [true, undefined],
        [false, 'unknown_product'],
        [false, 'unavailable'],
        [false, 'invalid_extra'],
        [false, 'invalid_extra'],
        [false, 'too_many_extras'],
        [false, 'other_provider'],
      ],
    );
    assert.equal(result.total, espresso.price);
    assert.equal(result.pointsTotal, espresso.pointsPrice);
    assert.equal(result.loyaltyPointsEarned, espresso.loyaltyPoints);
  });

  it('refuses more extras than the product allows in all', async () => {
    const espresso = byName('Espresso');
    assert.equal(espresso.maxExtraOptions, 2);
    const response = await quote({
      providerId: OLIVERA,
      items: [
        {
          productId: espresso.productId,
          quantity: 1,
          selectedExtraOptions: [
            option(espresso, 'Extra shot', 'Extra espresso shot'),
            option(espresso, 'Syrups', 'Vanilla syrup'),
            option(espresso, 'Syrups', 'Caramel syrup'),
          ],
        },
      ],
    });
    assert.equal((response.json().data as BasketQuote).lines[0]?.problem, 'too_many_extras');
  });

  it('answers 404 for an unknown provider and 400 for a malformed basket', async () => {
    const unknown = await quote({ providerId: UNKNOWN_ID, items: [] });
    assert.equal(unknown.statusCode, 404);
    assert.equal(errorOf(unknown).message, 'Provider not found');

    const espresso = byName('Espresso').productId;
    for (const payload of [
      { providerId: OLIVERA, items: [{ productId: espresso, quantity: 0, selectedExtraOptions: [] }] },
      { providerId: OLIVERA, items: [{ productId: 'nope', quantity: 1, selectedExtraOptions: [] }] },
      {
        providerId: OLIVERA,
        items: [{ productId: espresso, quantity: 1, selectedExtraOptions: [], price: 1 }],
      },
      { providerId: OLIVERA },
    ]) {
      const response = await quote(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
    }
  });
});

describe('catalogue images', () => {
  it('serves every product image and provider logo under /uploads', async () => {
    const providers = (await get<{ providers: Schema<'Provider'>[] }>('/api/providers')).providers;
    const urls = [...providers.map((provider) => provider.logoUrl)];
    for (const provider of providers) {
      const products = await get<Schema<'Product'>[]>(`/api/providers/${provider.providerId}/products`);
      for (const product of products) {
        assert.ok(product.imageUrl, `${product.name} has a photo`);
        urls.push(product.imageUrl);
      }
    }
    assert.equal(new Set(urls).size, urls.length, 'every image is its own file');
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^image\/svg\+xml/, url);
      assert.match(response.body, /^<svg /, url);
    }
  });
});
