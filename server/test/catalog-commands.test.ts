import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Schema } from '../src/api/handler';
import { categoryId, extraGroupId, extraOptionId, productId } from '../src/features/catalog/ids';
import type { PublishedEvent } from '../src/features/events/publisher';
import { AppError } from '../src/lib/errors';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import {
  ESPRESSO,
  espressoBasket,
  FLAT_WHITE,
  movableClock,
  OAT_MILK,
  OLIVERA,
  OLIVERA_OPEN,
  placeOrder,
} from './support/checkout';
import { eventsSettled } from './support/live-events';

type Product = Schema<'Product'>;

describe('catalogue write commands', () => {
  let t: TestApp;
  let user: TestUser;
  const events: PublishedEvent[] = [];

  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
    user = await registerUser(t.app);
    t.app.features.events.subscriptions.subscribe({ topic: 'catalog' }, (event) => events.push(event));
  });
  after(() => t.close());

  const commands = () => t.app.features.catalog.commands;
  const get = (url: string, language = 'en') =>
    t.app.inject({ url, headers: { ...authHeaders(user.accessToken), 'accept-language': language } });
  const menu = async (language = 'en'): Promise<Product[]> =>
    (await get(`/api/providers/${OLIVERA}/products`, language)).json().data;
  const version = async (providerId = OLIVERA) =>
    Number(
      (
        await t.app.db
          .selectFrom('providers')
          .select('catalog_version')
          .where('id', '=', providerId)
          .executeTakeFirstOrThrow()
      ).catalog_version,
    );

  /** The command's error: a 400 VALIDATION_ERROR (its fields) or a 404 NOT_FOUND. */
  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    try {
      await promise;
    } catch (error) {
      assert.ok(error instanceof AppError, String(error));
      return error;
    }
    assert.fail('the command was accepted');
  }

  it('creates a product: on the menu at once, the version bumped and catalog.changed told', async () => {
    await menu(); // the menu is held in memory now
    const versionBefore = await version();
    await eventsSettled(t.app); // what came before is heard before this listens
    events.length = 0;
    const created = await commands().createProduct({
      providerId: OLIVERA,
      categoryId: categoryId('cafe-olivera', 'coffee'),
      name: 'Cortado doble',
      description: 'Two shots, a little milk',
      price: 260,
      pointsPrice: 26,
      loyaltyPoints: 3,
      imageUrl: '/uploads/products/cafe-olivera-cortado.svg',
      nutrition: { calories: 40, proteins: 2, fats: 2, carbs: 3 },
      allergens: ['milk'],
      maxExtraOptions: 1,
      extraGroupIds: [extraGroupId('cafe-olivera', 'milk')],
    });
    assert.equal(await version(), versionBefore + 1);
    await eventsSettled(t.app);
    assert.deepEqual(
      events.map((event) => event.data),
      [{ type: 'catalog.changed', providerId: OLIVERA, version: versionBefore + 1 }],
    );
    const listed = (await menu()).find((product) => product.productId === created.id);
    assert.ok(listed, 'on the menu');
    assert.equal(listed.price, 260);
    assert.deepEqual(
      listed.extraGroups.map((group) => group.groupId),
      [extraGroupId('cafe-olivera', 'milk')],
    );
    // Last of the coffees: before the first tea.
    const categories = (await menu()).map((product) => product.category);
    assert.equal(categories.lastIndexOf('coffee'), categories.indexOf('tea') - 1);
    assert.equal(categories[categories.indexOf('tea') - 1], 'coffee');
  });

  it('refuses bad input with the fields named, and changes nothing', async () => {
    const versionBefore = await version();
    const menuBefore = await menu();
    await eventsSettled(t.app); // what came before is heard before this listens
    events.length = 0;
    const invalid = await refusal(
      commands().createProduct({
        providerId: OLIVERA,
        categoryId: categoryId('cafe-olivera', 'coffee'),
        name: ' ',
        price: -1,
        pointsPrice: 1.5,
        loyaltyPoints: 1,
        imageUrl: '/x.svg',
        nutrition: { calories: 1, proteins: 1, fats: 1, carbs: Number.NaN },
        allergens: ['chocolate'],
      }),
    );
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.code, 'VALIDATION_ERROR');
    assert.deepEqual(invalid.fields?.map((field) => field.field).sort(), [
      'allergens',
      'name',
      'nutrition.carbs',
      'pointsPrice',
      'price',
    ]);
    // Checked against the database, in the transaction that is then rolled back.
    const otherPlace = await refusal(
      commands().updateProduct({
        productId: ESPRESSO,
        categoryId: categoryId('kawiarnia-pod-lipa', 'coffee'),
      }),
    );
    assert.deepEqual(otherPlace.fields, [
      { field: 'categoryId', message: 'is not a category of this place' },
    ]);
    const reorder = await refusal(
      commands().reorderCategories({ providerId: OLIVERA, categoryIds: [categoryId('cafe-olivera', 'tea')] }),
    );
    assert.deepEqual(reorder.fields?.[0]?.field, 'categoryIds');
    const hours = await refusal(
      commands().setOpeningHours({
        providerId: OLIVERA,
        openingHours: [{ day: 7, opens: '25:00', closes: '10:00' }],
      }),
    );
    assert.deepEqual(
      hours.fields?.map((field) => field.field),
      ['openingHours.0.day', 'openingHours.0.opens'],
    );
    const unknown = await refusal(commands().retireProduct({ productId: OLIVERA }));
    assert.equal(unknown.statusCode, 404);
    const inUse = await refusal(commands().retireCategory({ categoryId: categoryId('cafe-olivera', 'tea') }));
    assert.equal(inUse.statusCode, 400);

    assert.equal(await version(), versionBefore);
    await eventsSettled(t.app);
    assert.deepEqual(events, []);
    assert.deepEqual(await menu(), menuBefore);
  });

  it('keeps the extras of every product offering a group in step with the group and its options', async () => {
    const oat = OAT_MILK;
    await commands().updateExtraOption({ optionId: oat, name: 'Oat drink', price: 70 });
    await commands().setTranslation({
      kind: 'extraOption',
      id: oat,
      language: 'es',
      texts: { name: 'Bebida de avena' },
    });
    const option = (products: Product[]) =>
      products
        .find((product) => product.productId === FLAT_WHITE)
        ?.extraGroups.flatMap((group) => group.options)
        .find((candidate) => candidate.optionId === oat);
    assert.deepEqual([option(await menu())?.name, option(await menu())?.price], ['Oat drink', 70]);
    assert.equal(option(await menu('es'))?.name, 'Bebida de avena');

    await commands().retireExtraOption({ optionId: oat });
    assert.equal(option(await menu()), undefined);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers: authHeaders(user.accessToken),
      payload: {
        providerId: OLIVERA,
        items: [{ productId: FLAT_WHITE, quantity: 1, selectedExtraOptions: [oat] }],
      },
    });
    assert.equal(quote.json().data.lines[0].problem, 'invalid_extra');

    await commands().retireExtraGroup({ groupId: extraGroupId('cafe-olivera', 'syrup') });
    const flatWhite = (await menu()).find((product) => product.productId === FLAT_WHITE);
    assert.ok(flatWhite);
    assert.ok(
      !flatWhite.extraGroups.some((group) => group.groupId === extraGroupId('cafe-olivera', 'syrup')),
    );
  });

  it('reorders categories and products, and sets opening hours', async () => {
    const ids = ['drinks', 'coffee', 'tea', 'pastries', 'breakfast'].map((key) =>
      categoryId('cafe-olivera', key),
    );
    await commands().reorderCategories({ providerId: OLIVERA, categoryIds: ids });
    const categories = [...new Set((await menu()).map((product) => product.category))];
    assert.deepEqual(categories, ['drinks', 'coffee', 'tea', 'pastries', 'breakfast']);

    const coffees = (await menu()).filter((product) => product.category === 'coffee').map((p) => p.productId);
    await commands().reorderProducts({ categoryId: ids[1] ?? '', productIds: [...coffees].reverse() });
    assert.deepEqual(
      (await menu()).filter((product) => product.category === 'coffee').map((p) => p.productId),
      [...coffees].reverse(),
    );

    await commands().setOpeningHours({
      providerId: OLIVERA,
      openingHours: [{ day: 3, opens: '06:00', closes: '23:00' }],
    });
    const place = (await get(`/api/providers/${OLIVERA}`)).json().data;
    assert.deepEqual(place.openingHours, [{ day: 3, opens: '06:00', closes: '23:00' }]);
  });

  it('an order keeps what was sold, in every language, when the product is edited and retired', async () => {
    const basket = espressoBasket('cash');
    basket.items = [{ productId: FLAT_WHITE, quantity: 2, selectedExtraOptions: [] }];
    const order = await placeOrder(t.app, user.accessToken, basket);
    const read = async (language: string) =>
      (await get(`/api/orders/${order.orderId}`, language)).json().data as Schema<'Order'>;
    const before = { en: await read('en'), ca: await read('ca'), de: await read('de') };
    assert.notEqual(before.ca.lines[0]?.name, before.en.lines[0]?.name, 'sold with its Catalan name');
    // German: not on the menu, so English (before the place's Catalan).
    assert.equal(before.de.lines[0]?.name, before.en.lines[0]?.name);

    await commands().updateProduct({ productId: FLAT_WHITE, name: 'Flat white (new)', price: 999 });
    await commands().setTranslation({ kind: 'product', id: FLAT_WHITE, language: 'ca', texts: null });
    await commands().retireProduct({ productId: FLAT_WHITE });

    assert.deepEqual(await read('en'), before.en);
    assert.deepEqual(await read('ca'), before.ca);
    assert.equal((await get(`/api/providers/${OLIVERA}/products/${FLAT_WHITE}`)).statusCode, 404);
    assert.ok(!(await menu()).some((product) => product.productId === FLAT_WHITE));
  });

  it('marks sold out through the command: the staff console is told, and a wrong item changes nothing', async () => {
    const versionBefore = await version();
    // The earlier tests' events are all heard before this one listens.
    await eventsSettled(t.app);
    events.length = 0;
    const state = await commands().setSoldOut({
      providerId: OLIVERA,
      kind: 'product',
      itemId: ESPRESSO,
      soldOut: true,
      staffUserId: user.userId,
    });
    assert.equal(state.soldOut, true);
    assert.equal(await version(), versionBefore + 1);
    await eventsSettled(t.app);
    assert.deepEqual(
      events.map((event) => event.data.type),
      ['soldout.changed'],
    );
    assert.equal((await menu()).find((product) => product.productId === ESPRESSO)?.available, false);
    const elsewhere = await refusal(
      commands().setSoldOut({
        providerId: OLIVERA,
        kind: 'product',
        itemId: productId('kawiarnia-pod-lipa', 'kompot'),
        soldOut: true,
        staffUserId: user.userId,
      }),
    );
    assert.equal(elsewhere.statusCode, 404);
    assert.equal(await version(), versionBefore + 1);
    assert.equal(extraOptionId('cafe-olivera', 'milk', 'oat'), OAT_MILK);
  });
});
