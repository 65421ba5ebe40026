import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Schema } from '../src/api/handler';
import { categoryId, extraGroupId } from '../src/features/catalog/ids';
import type { PublishedEvent } from '../src/features/events/publisher';
import { authHeaders, buildTestApp, errorOf, type TestApp, type TestUser } from './helper';
import { createBackOfficeActors } from './support/back-office';
import {
  ESPRESSO,
  espressoBasket,
  movableClock,
  OLIVERA,
  OLIVERA_OPEN,
  placeOrder,
} from './support/checkout';
import { eventsSettled } from './support/live-events';

// The menu editor (openapi/manage-menu.yaml) on the real app: every change through the catalogue's
// commands, seen by customers, checked against the version it was based on, audited.

type Menu = Schema<'EditableMenu'>;
type MenuProduct = Schema<'MenuProduct'>;

const COFFEE = categoryId('cafe-olivera', 'coffee');
const MILK = extraGroupId('cafe-olivera', 'milk');

describe('the menu editor', () => {
  let t: TestApp;
  let manager: TestUser;
  let customer: TestUser;
  const events: PublishedEvent[] = [];

  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
    ({ manager, customer } = await createBackOfficeActors(t.app));
    t.app.features.events.subscriptions.subscribe({ topic: 'catalog' }, (event) => events.push(event));
  });
  after(() => t.close());

  const base = `/api/manage/places/${OLIVERA}/menu`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authHeaders(manager.accessToken), ...(payload && { payload }) });
  const menu = async (): Promise<Menu> => {
    const response = await call('GET', base);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };
  const customerMenu = async (language = 'en'): Promise<Schema<'Product'>[]> =>
    (
      await t.app.inject({
        url: `/api/providers/${OLIVERA}/products`,
        headers: { ...authHeaders(customer.accessToken), 'accept-language': language },
      })
    ).json().data;
  const newProduct = (overrides: Partial<Schema<'MenuProductInput'>> = {}): Schema<'MenuProductInput'> => ({
    categoryId: COFFEE,
    name: 'Cortado',
    description: 'Espresso cut with warm milk',
    composition: 'Espresso, milk',
    price: 240,
    pointsPrice: 24,
    loyaltyPoints: 2,
    nutrition: { calories: 40, proteins: 2, fats: 2, carbs: 3 },
    allergens: ['milk'],
    maxExtraOptions: 1,
    extraGroupIds: [MILK],
    translations: { de: { name: 'Cortado (de)', description: 'Espresso mit warmer Milch' } },
    ...overrides,
  });
  const create = async (overrides: Partial<Schema<'MenuProductInput'>> = {}): Promise<MenuProduct> => {
    const response = await call('POST', `${base}/products`, newProduct(overrides));
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data;
  };
  const audit = () => t.app.db.selectFrom('products').select('id').execute();

  it('reads the whole menu with versions, sold-out marks and what each language lacks', async () => {
    const read = await menu();
    assert.equal(read.providerId, OLIVERA);
    assert.ok(read.categories.some((category) => category.id === COFFEE));
    assert.ok(read.products.length > 0);
    assert.ok(read.products.every((product) => product.version >= 1 && typeof product.soldOut === 'boolean'));
    assert.ok(read.extraGroups.some((group) => group.id === MILK && group.options.length > 0));
    assert.equal(Object.keys(read.missingTranslations).sort().join(), 'ca,de,es,fr,pl,ru,sr,uk');
  });

  it('creates a product customers see at once, in their language, and tells open apps', async () => {
    await customerMenu('de'); // held in memory now
    await eventsSettled(t.app); // what came before is heard before this listens
    events.length = 0;
    const created = await create();
    assert.equal(created.version, 1);
    assert.deepEqual(created.translations.de, {
      name: 'Cortado (de)',
      description: 'Espresso mit warmer Milch',
    });
    const german = (await customerMenu('de')).find((product) => product.productId === created.id);
    assert.equal(german?.name, 'Cortado (de)');
    assert.equal(german?.composition, 'Espresso, milk', 'a missing text falls back to English');
    assert.deepEqual(
      german?.extraGroups.map((group) => group.groupId),
      [MILK],
    );
    await eventsSettled(t.app);
    assert.ok(events.some((event) => event.data.type === 'catalog.changed'));
    // What is missing in German now lists the product's composition, not its name.
    const missing = (await menu()).missingTranslations.de.filter((item) => item.id === created.id);
    assert.deepEqual(missing, [{ kind: 'product', id: created.id, field: 'composition' }]);
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const before = await audit();
    for (const [body, field] of [
      [newProduct({ name: '' }), 'name'],
      [newProduct({ price: -1 }), 'price'],
      [{ ...newProduct(), allergens: ['gluten', 'chocolate'] }, 'allergens.1'],
      [newProduct({ categoryId: categoryId('la-taula-de-gracia', 'mains') }), 'categoryId'],
      [newProduct({ extraGroupIds: [extraGroupId('la-taula-de-gracia', 'sides')] }), 'extraGroupIds'],
    ] as const) {
      const response = await call('POST', `${base}/products`, body);
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      const fields = (errorOf(response).fields ?? []) as { field: string }[];
      assert.ok(
        fields.some(
          (problem) =>
            problem.field === field ||
            problem.field.startsWith(`${field}`) ||
            problem.field === `/${field.replace('.', '/')}`,
        ),
        `${field} in ${JSON.stringify(fields)}`,
      );
    }
    assert.equal((await audit()).length, before.length);
  });

  it('refuses a stale edit with 409 and the other change, never overwriting it', async () => {
    const product = await create({ name: 'Macchiato' });
    const first = await call('PUT', `${base}/products/${product.id}`, {
      ...newProduct({ name: 'Macchiato doppio' }),
      version: product.version,
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.version, product.version + 1);
    const stale = await call('PUT', `${base}/products/${product.id}`, {
      ...newProduct({ name: 'Macchiato grande', price: 999 }),
      version: product.version,
    });
    assert.equal(stale.statusCode, 409, stale.body);
    const { error } = stale.json();
    assert.equal(error.code, 'VERSION_CONFLICT');
    assert.equal(error.details.current.name, 'Macchiato doppio');
    assert.equal(error.details.current.version, product.version + 1);
    const saved = (await menu()).products.find((item) => item.id === product.id);
    assert.equal(saved?.name, 'Macchiato doppio');
    assert.equal(saved?.price, 240);
  });

  it("never touches another place's product, whatever the path says (404)", async () => {
    const product = await create({ name: 'Lungo' });
    const other = await call(
      'PUT',
      `/api/manage/places/${t.app.features.catalog ? '7b3c0a9e-45a2-5d0a-9b53-4b8e86c1b1c2' : ''}/menu/products/${product.id}`,
      {
        ...newProduct(),
        version: product.version,
      },
    );
    assert.ok([404, 403].includes(other.statusCode), other.body);
    assert.equal((await menu()).products.find((item) => item.id === product.id)?.name, 'Lungo');
  });

  it('duplicates a product (not available until edited) and retires one without breaking orders', async () => {
    const product = await create({ name: 'Ristretto', price: 200 });
    const copy = await call('POST', `${base}/products/${product.id}/duplicate`);
    assert.equal(copy.statusCode, 201, copy.body);
    assert.equal(copy.json().data.name, 'Ristretto (copy)');
    assert.equal(copy.json().data.available, false);
    assert.equal(copy.json().data.translations.de.name, 'Cortado (de) (copy)');

    const order = await placeOrder(t.app, customer.accessToken, {
      ...espressoBasket('cash'),
      items: [{ productId: product.id, quantity: 1, selectedExtraOptions: [] }],
    });
    const retired = await call('POST', `${base}/products/${product.id}/retire`, { version: product.version });
    assert.equal(retired.statusCode, 200, retired.body);
    assert.equal(
      (await menu()).products.some((item) => item.id === product.id),
      false,
    );
    assert.equal(
      (await customerMenu()).some((item) => item.productId === product.id),
      false,
    );
    const history = await t.app.inject({
      url: `/api/orders/${order.orderId}`,
      headers: authHeaders(customer.accessToken),
    });
    assert.equal(history.statusCode, 200);
    assert.equal(history.json().data.lines[0].name, 'Ristretto');
    assert.equal(history.json().data.lines[0].unitPrice, 200);
  });

  it('never charges the old price: a change between adding and checkout is charged at the new one', async () => {
    const product = await create({ name: 'Piccolo', price: 250, extraGroupIds: [] });
    const basket = {
      ...espressoBasket('cash'),
      items: [{ productId: product.id, quantity: 2, selectedExtraOptions: [] }],
    };
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers: authHeaders(customer.accessToken),
      payload: { providerId: OLIVERA, items: basket.items },
    });
    assert.equal(quoted.statusCode, 200, quoted.body);
    assert.equal(quoted.json().data.total, 500);
    const changed = await call('PUT', `${base}/products/${product.id}`, {
      ...newProduct({ name: 'Piccolo', price: 310, extraGroupIds: [] }),
      version: product.version,
    });
    assert.equal(changed.statusCode, 200);
    const order = await placeOrder(t.app, customer.accessToken, basket);
    assert.equal(order.total, 620);
    assert.equal(order.lines[0]?.unitPrice, 310);
  });

  it('writes categories and extra groups with their options and translations, and reorders', async () => {
    const category = await call('POST', `${base}/categories`, {
      name: 'Café & Té',
      translations: { de: 'Kaffee & Tee' },
    });
    assert.equal(category.statusCode, 201, category.body);
    assert.equal(category.json().data.key, 'cafe-te');
    const group = await call('POST', `${base}/extra-groups`, {
      name: 'Sweetener',
      maxSelectable: 2,
      translations: { de: 'Süße' },
      options: [
        { name: 'Honey', price: 30, translations: { de: 'Honig' } },
        { name: 'Agave', price: 30, allergens: [] },
      ],
    });
    assert.equal(group.statusCode, 201, group.body);
    const created = group.json().data as Schema<'MenuExtraGroup'>;
    assert.deepEqual(
      created.options.map((option) => option.name),
      ['Honey', 'Agave'],
    );

    // Agave goes first, honey leaves, cinnamon is added.
    const [honey, agave] = created.options;
    const updated = await call('PUT', `${base}/extra-groups/${created.id}`, {
      name: 'Sweeteners',
      maxSelectable: 1,
      version: created.version,
      options: [
        { id: agave?.id, name: 'Agave syrup', price: 35 },
        { name: 'Cinnamon', price: 0 },
      ],
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(
      updated.json().data.options.map((option: { name: string }) => option.name),
      ['Agave syrup', 'Cinnamon'],
    );
    assert.equal(
      (await menu()).extraGroups.find((g) => g.id === created.id)?.options.some((o) => o.id === honey?.id),
      false,
    );
    const staleGroup = await call('PUT', `${base}/extra-groups/${created.id}`, {
      name: 'X',
      maxSelectable: 1,
      version: created.version,
      options: [],
    });
    assert.equal(staleGroup.statusCode, 409);
    assert.equal(staleGroup.json().error.details.current.name, 'Sweeteners');

    const ids = (await menu()).categories.map((c) => c.id).reverse();
    const reordered = await call('PUT', `${base}/category-order`, { ids });
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.deepEqual(
      reordered.json().data.categories.map((c: { id: string }) => c.id),
      ids,
    );
    const incomplete = await call('PUT', `${base}/category-order`, { ids: ids.slice(1) });
    assert.equal(incomplete.statusCode, 400);

    const products = (await menu()).products.filter((p) => p.categoryId === COFFEE).map((p) => p.id);
    const reversed = [...products].reverse();
    const productOrder = await call('PUT', `${base}/categories/${COFFEE}/product-order`, { ids: reversed });
    assert.equal(productOrder.statusCode, 200, productOrder.body);
    assert.deepEqual(
      productOrder
        .json()
        .data.products.filter((p: MenuProduct) => p.categoryId === COFFEE)
        .map((p: MenuProduct) => p.id),
      reversed,
    );

    // A category with products is not retired; an empty one is.
    const full = (await menu()).categories.find((c) => c.id === COFFEE);
    assert.equal(
      (await call('POST', `${base}/categories/${COFFEE}/retire`, { version: full?.version })).statusCode,
      400,
    );
    const empty = category.json().data;
    assert.equal(
      (await call('POST', `${base}/categories/${empty.id}/retire`, { version: empty.version })).statusCode,
      200,
    );
  });

  it("serves options by default within the group's maximum, audited; refuses more and changes nothing", async () => {
    type Group = Schema<'MenuExtraGroup'>;
    const defaults = (group: Group | undefined) =>
      group?.options.filter((option) => option.isDefault).map((option) => option.name);
    const groupNow = async (id: string) => (await menu()).extraGroups.find((group) => group.id === id);
    const refused = async (response: Awaited<ReturnType<typeof call>>, fields: string[]) => {
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
      assert.deepEqual(
        ((errorOf(response).fields ?? []) as { field: string }[]).map((problem) => problem.field),
        fields,
      );
    };

    // A new group with two defaults where a customer may choose one: refused, nothing written.
    const groupsBefore = (await menu()).extraGroups.length;
    await refused(
      await call('POST', `${base}/extra-groups`, {
        name: 'Tea milk',
        maxSelectable: 1,
        options: [
          { name: 'Whole milk', price: 0, isDefault: true },
          { name: 'Oat milk', price: 40, isDefault: true },
        ],
      }),
      ['options.0.isDefault', 'options.1.isDefault'],
    );
    assert.equal((await menu()).extraGroups.length, groupsBefore);

    const createdResponse = await call('POST', `${base}/extra-groups`, {
      name: 'Tea milk',
      maxSelectable: 1,
      options: [
        { name: 'Whole milk', price: 0, isDefault: true },
        { name: 'Oat milk', price: 40 },
      ],
    });
    assert.equal(createdResponse.statusCode, 201, createdResponse.body);
    let group = createdResponse.json().data as Group;
    assert.deepEqual(defaults(group), ['Whole milk']);
    const product = await create({ name: 'Builder tea', extraGroupIds: [group.id], maxExtraOptions: 1 });
    const served = async () =>
      (await customerMenu())
        .find((item) => item.productId === product.id)
        ?.extraGroups[0]?.options.map((option) => [option.name, option.isDefault]);
    assert.deepEqual(await served(), [
      ['Whole milk', true],
      ['Oat milk', false],
    ]);

    // The default moves from whole to oat milk in one edit, in a group of one choice.
    const [whole, oat] = group.options;
    const put = (body: object) => call('PUT', `${base}/extra-groups/${group.id}`, body);
    const options = (wholeDefault?: boolean, oatDefault?: boolean) => [
      { id: whole?.id, name: 'Whole milk', price: 0, isDefault: wholeDefault },
      { id: oat?.id, name: 'Oat milk', price: 40, isDefault: oatDefault },
    ];
    let response = await put({
      name: 'Tea milk',
      maxSelectable: 1,
      version: group.version,
      options: options(false, true),
    });
    assert.equal(response.statusCode, 200, response.body);
    group = response.json().data;
    assert.deepEqual(defaults(group), ['Oat milk']);
    assert.deepEqual(await served(), [
      ['Whole milk', false],
      ['Oat milk', true],
    ]);
    const [record] = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', group.id)
      .orderBy('at', 'desc')
      .limit(1)
      .execute();
    assert.equal(record?.action, 'extraGroup.update');
    assert.deepEqual(defaults(record?.before as Group), ['Whole milk']);
    assert.deepEqual(defaults(record?.after as Group), ['Oat milk']);

    // Left out, an existing option keeps its setting; two defaults need a maximum of two.
    response = await put({
      name: 'Tea milk',
      maxSelectable: 2,
      version: group.version,
      options: options(true),
    });
    assert.equal(response.statusCode, 200, response.body);
    group = response.json().data;
    assert.deepEqual(defaults(group), ['Whole milk', 'Oat milk']);

    // Lowering the maximum below the defaults is refused and changes nothing, the audit log included.
    const audited = await t.app.db.selectFrom('audit_log').select('id').execute();
    await refused(
      await put({ name: 'Tea milk', maxSelectable: 1, version: group.version, options: options() }),
      ['options.0.isDefault', 'options.1.isDefault'],
    );
    assert.deepEqual(await groupNow(group.id), group);
    assert.equal((await t.app.db.selectFrom('audit_log').select('id').execute()).length, audited.length);

    // Lowered together with one default less, it is saved (the maximum is lowered last).
    response = await put({
      name: 'Tea milk',
      maxSelectable: 1,
      version: group.version,
      options: options(false),
    });
    assert.equal(response.statusCode, 200, response.body);
    group = response.json().data;
    assert.deepEqual([group.maxSelectable, defaults(group)], [1, ['Oat milk']]);

    // The commands hold the rule too, whoever calls them.
    const { commands } = t.app.features.catalog;
    await assert.rejects(
      commands.updateExtraOption({ optionId: whole?.id ?? '', isDefault: true }),
      (error: Error) => /at most as many options by default/.test(error.message),
    );
    assert.deepEqual(defaults(await groupNow(group.id)), ['Oat milk']);
  });

  it('gives an ESPRESSO the counter marked sold out its mark', async () => {
    await t.app.features.catalog.commands.setSoldOut({
      providerId: OLIVERA,
      kind: 'product',
      itemId: ESPRESSO,
      soldOut: true,
      staffUserId: manager.userId,
    });
    assert.equal((await menu()).products.find((p) => p.id === ESPRESSO)?.soldOut, true);
  });
});
