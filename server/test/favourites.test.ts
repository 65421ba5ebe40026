import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Schema } from '../src/api/handler';
import { categoryId } from '../src/features/catalog/ids';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import { PAN_CON_TOMATE } from './support/checkout';
import { CROISSANT, FLAT_WHITE, OLIVERA, OPEN_AT_OLIVERA, placeOrder, TAULA } from './support/staff';

// Favourites (issue 26 item 14): a customer stars products and their own past orders; the app shows them
// first on a place's menu. Idempotent PUT and DELETE, the customer's own only, capped lists.

type Favourites = Schema<'Favourites'>;

describe('favourites', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: () => OPEN_AT_OLIVERA });
  });
  after(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, language = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...authHeaders(user.accessToken), 'accept-language': language },
    });

  async function favourites(user: TestUser, providerId?: string, language = 'en'): Promise<Favourites> {
    const response = await call(
      user,
      'GET',
      `/favourites${providerId ? `?providerId=${providerId}` : ''}`,
      language,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }
  const productIds = (list: Favourites) => list.products.map((product) => product.productId);
  const orderIds = (list: Favourites) => list.orders.map((order) => order.orderId);

  test('a product is starred and unstarred, each as often as the app retries', async () => {
    const customer = await registerUser(t.app);
    assert.deepEqual(await favourites(customer), { products: [], orders: [] });

    for (const attempt of [1, 2]) {
      const starred = await call(customer, 'PUT', `/favourites/products/${FLAT_WHITE}`);
      assert.equal(starred.statusCode, 200, `star ${attempt}: ${starred.body}`);
      assert.deepEqual(starred.json(), { data: { ok: true } });
    }
    await call(customer, 'PUT', `/favourites/products/${PAN_CON_TOMATE}`);

    const all = await favourites(customer);
    assert.deepEqual(productIds(all), [PAN_CON_TOMATE, FLAT_WHITE], 'most recently starred first, once each');
    assert.deepEqual(
      all.products.map((product) => product.providerId),
      [TAULA, OLIVERA],
    );
    assert.deepEqual(productIds(await favourites(customer, OLIVERA)), [FLAT_WHITE]);
    assert.deepEqual(productIds(await favourites(customer, TAULA)), [PAN_CON_TOMATE]);
    assert.deepEqual(
      await favourites(customer, randomUUID()),
      { products: [], orders: [] },
      'an unknown place has none',
    );

    for (const attempt of [1, 2]) {
      const unstarred = await call(customer, 'DELETE', `/favourites/products/${FLAT_WHITE}`);
      assert.equal(unstarred.statusCode, 200, `unstar ${attempt}: ${unstarred.body}`);
    }
    assert.deepEqual(productIds(await favourites(customer)), [PAN_CON_TOMATE]);

    const other = await registerUser(t.app);
    assert.deepEqual(
      await favourites(other),
      { products: [], orders: [] },
      "one customer never sees another's",
    );
  });

  test('only a product on a menu is starred, and a retired one drops out of the list', async () => {
    const customer = await registerUser(t.app);
    const unknown = await call(customer, 'PUT', `/favourites/products/${randomUUID()}`);
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.equal(errorOf(unknown).code, 'NOT_FOUND');
    const notAnId = await call(customer, 'PUT', '/favourites/products/flat-white');
    assert.equal(notAnId.statusCode, 400, notAnId.body);
    assert.equal(errorOf(notAnId).code, 'VALIDATION_ERROR');

    const commands = t.app.features.catalog.commands;
    const product = await commands.createProduct({
      providerId: OLIVERA,
      categoryId: categoryId('cafe-olivera', 'coffee'),
      name: 'Seasonal cortado',
      description: 'Only this month',
      price: 280,
      pointsPrice: 28,
      loyaltyPoints: 3,
      imageUrl: '/uploads/products/cafe-olivera-cortado.svg',
      nutrition: { calories: 40, proteins: 2, fats: 2, carbs: 3 },
      allergens: ['milk'],
      maxExtraOptions: 0,
      extraGroupIds: [],
    });
    assert.equal((await call(customer, 'PUT', `/favourites/products/${product.id}`)).statusCode, 200);
    assert.equal((await call(customer, 'PUT', `/favourites/products/${CROISSANT}`)).statusCode, 200);
    assert.deepEqual(productIds(await favourites(customer, OLIVERA)), [CROISSANT, product.id]);

    await commands.retireProduct({ productId: product.id });
    assert.deepEqual(
      productIds(await favourites(customer, OLIVERA)),
      [CROISSANT],
      'the retired product left',
    );
    const again = await call(customer, 'PUT', `/favourites/products/${product.id}`);
    assert.equal(again.statusCode, 404, 'a retired product is no longer starred');
    assert.equal((await call(customer, 'DELETE', `/favourites/products/${product.id}`)).statusCode, 200);
  });

  test("a customer stars their own orders, never another's, and sees them as getMyOrder answers", async () => {
    const customer = await registerUser(t.app);
    const order = await placeOrder(t.app, customer, { items: [{ productId: FLAT_WHITE }] });
    await t.app.features.orders.service.move(order.orderId, 'preparing', null);
    await t.app.features.orders.service.move(order.orderId, 'ready', null);
    await t.app.features.orders.service.move(order.orderId, 'completed', null);

    for (const attempt of [1, 2]) {
      const starred = await call(customer, 'PUT', `/favourites/orders/${order.orderId}`);
      assert.equal(starred.statusCode, 200, `star ${attempt}: ${starred.body}`);
    }
    const listed = await favourites(customer, OLIVERA, 'es');
    assert.deepEqual(orderIds(listed), [order.orderId]);
    const shown = await call(customer, 'GET', `/orders/${order.orderId}`, 'es');
    assert.deepEqual(
      listed.orders[0],
      shown.json().data,
      'the order as its own page shows it, in the language asked',
    );
    assert.deepEqual(orderIds(await favourites(customer, TAULA)), [], "another place's list leaves it out");

    const stranger = await registerUser(t.app);
    const refused = await call(stranger, 'PUT', `/favourites/orders/${order.orderId}`);
    assert.equal(refused.statusCode, 404, refused.body);
    assert.equal(errorOf(refused).code, 'NOT_FOUND');
    assert.equal((await call(stranger, 'PUT', `/favourites/orders/${randomUUID()}`)).statusCode, 404);
    const unstarredByStranger = await call(stranger, 'DELETE', `/favourites/orders/${order.orderId}`);
    assert.equal(unstarredByStranger.statusCode, 404, "another's order is not found, and changes nothing");
    assert.equal(errorOf(unstarredByStranger).code, 'NOT_FOUND');
    assert.equal((await call(stranger, 'DELETE', `/favourites/orders/${randomUUID()}`)).statusCode, 404);
    assert.deepEqual(orderIds(await favourites(customer)), [order.orderId]);
    assert.deepEqual(await favourites(stranger), { products: [], orders: [] });

    assert.equal((await call(customer, 'DELETE', `/favourites/orders/${order.orderId}`)).statusCode, 200);
    assert.equal((await call(customer, 'DELETE', `/favourites/orders/${order.orderId}`)).statusCode, 200);
    assert.deepEqual(orderIds(await favourites(customer)), []);
  });

  test('a customer keeps at most 100 products and 20 orders, also when starring many at once', async () => {
    const customer = await registerUser(t.app);
    const menus = await Promise.all(
      [OLIVERA, TAULA].map(
        async (place) => (await call(customer, 'GET', `/providers/${place}/products`)).json().data,
      ),
    );
    const onMenus = menus.flat().map((product: { productId: string }) => product.productId);
    const commands = t.app.features.catalog.commands;
    const created: string[] = [];
    for (let index = onMenus.length; index < 101; index++) {
      const product = await commands.createProduct({
        providerId: OLIVERA,
        categoryId: categoryId('cafe-olivera', 'coffee'),
        name: `Coffee no. ${index}`,
        description: 'A coffee',
        price: 200,
        pointsPrice: 20,
        loyaltyPoints: 2,
        imageUrl: '/uploads/products/cafe-olivera-cortado.svg',
        nutrition: { calories: 5, proteins: 0, fats: 0, carbs: 0 },
        allergens: [],
        maxExtraOptions: 0,
        extraGroupIds: [],
      });
      created.push(product.id);
    }
    const products = [...onMenus, ...created].slice(0, 101);
    const stars = await Promise.all(
      products.map((productId) => call(customer, 'PUT', `/favourites/products/${productId}`)),
    );
    assert.deepEqual(
      stars.map((response) => response.statusCode).sort(),
      [...Array(100).fill(200), 422],
      'one star too many of 101 at once',
    );
    const full = stars.find((response) => response.statusCode === 422);
    assert.equal(full && errorOf(full).code, 'FAVOURITES_FULL');
    assert.equal((await favourites(customer)).products.length, 100);
    const kept = (await favourites(customer)).products[0]?.productId ?? '';
    assert.equal(
      (await call(customer, 'PUT', `/favourites/products/${kept}`)).statusCode,
      200,
      'starring one again at the limit',
    );
    for (const productId of created) await commands.retireProduct({ productId });

    const orders = [];
    for (let index = 0; index < 21; index++) orders.push(await placeOrder(t.app, customer));
    const orderStars = await Promise.all(
      orders.map((order) => call(customer, 'PUT', `/favourites/orders/${order.orderId}`)),
    );
    assert.deepEqual(orderStars.map((response) => response.statusCode).sort(), [...Array(20).fill(200), 422]);
    assert.equal((await favourites(customer)).orders.length, 20);
  });

  test('deleting the account deletes what it starred', async () => {
    const customer = await registerUser(t.app);
    const order = await placeOrder(t.app, customer);
    assert.equal((await call(customer, 'PUT', `/favourites/products/${CROISSANT}`)).statusCode, 200);
    assert.equal((await call(customer, 'PUT', `/favourites/orders/${order.orderId}`)).statusCode, 200);

    assert.equal((await call(customer, 'DELETE', '/user')).statusCode, 200);
    const rows = await Promise.all(
      (['favourite_products', 'favourite_orders'] as const).map((table) =>
        t.app.db.selectFrom(table).select('user_id').where('user_id', '=', customer.userId).execute(),
      ),
    );
    assert.deepEqual(rows, [[], []]);
  });
});
