import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type {
  CatalogCategoriesTable,
  CatalogExtraGroupsTable,
  CatalogExtraOptionsTable,
  Db,
  ProductsTable,
  ProvidersTable,
  StoredExtraGroup,
  StoredTranslations,
  Trx,
} from '../../db/schema';
import { badRequest, type FieldError, notFound } from '../../lib/errors';
import type { EventAudience, LiveEventData } from '../events';
import type { Language } from './language';
import { createSoldOutRepository } from './sold-out';

// The catalogue's write commands: the service API the back office is built on. Each command checks
// its input (400 VALIDATION_ERROR naming the fields, 404 for an unknown or retired target), runs in one
// transaction that first bumps the place's catalogue version (which also serialises the place's
// writes), writes its event to the outbox in that transaction, and returns what it wrote. What the
// reads use (a product's `category_order` and `extra_groups`) is kept in step in the same transaction.

/** Where a command's event goes, written in the command's transaction (the transactional outbox). */
export interface CatalogOutbox {
  append(trx: Trx, audience: EventAudience, data: LiveEventData): Promise<string>;
  /** Told once the transaction committed (what publishes without a stored outbox needs). */
  committed?(trx: Trx): void;
}

type OtherLanguage = Exclude<Language, 'en'>;
type OpeningHours = Schema<'OpeningHours'>;

export type PlaceRecord = Selectable<ProvidersTable>;
export type CategoryRecord = Selectable<CatalogCategoriesTable>;
export type ExtraGroupRecord = Selectable<CatalogExtraGroupsTable>;
export type ExtraOptionRecord = Selectable<CatalogExtraOptionsTable>;
export type ProductRow = Selectable<ProductsTable>;

export interface NewPlace {
  /** Given by the demo seed (ids derived from slugs); a new UUID otherwise. */
  id?: string;
  slug: string;
  code: string;
  name: string;
  kind: Schema<'ProviderKind'>;
  address: string;
  country: string;
  language: Language;
  timezone: string;
  currency: string;
  logoUrl: string;
  sortOrder?: number;
  openingHours?: OpeningHours[];
}

export interface NewCategory {
  id?: string;
  providerId: string;
  /** What the API's `category` says (e.g. 'coffee'): lower case, digits and dashes. */
  key: string;
  /** Defaults to the key. */
  name?: string;
}

export interface NewExtraGroup {
  id?: string;
  providerId: string;
  name: string;
  maxSelectable: number;
}

export interface NewExtraOption {
  id?: string;
  groupId: string;
  name: string;
  /** Minor units of the place's currency. */
  price: number;
  allergens?: string[];
}

export interface ProductFields {
  categoryId: string;
  name: string;
  description: string;
  composition: string;
  /** Minor units of the place's currency. */
  price: number;
  pointsPrice: number;
  loyaltyPoints: number;
  imageUrl: string;
  nutrition: { calories: number; proteins: number; fats: number; carbs: number };
  allergens: string[];
  maxExtraOptions: number;
  /** The place's extra groups the product offers, in order. */
  extraGroupIds: string[];
  available: boolean;
}

export type NewProduct = {
  id?: string;
  providerId: string;
  /** Unique in the place (the demo seed's, which ids derive from); the id otherwise. */
  slug?: string;
} & Pick<
  ProductFields,
  'categoryId' | 'name' | 'price' | 'pointsPrice' | 'loyaltyPoints' | 'imageUrl' | 'nutrition'
> &
  Partial<ProductFields>;

/** What a translation is set on; `texts: null` removes the language. */
export type TranslationTarget =
  | {
      kind: 'product';
      id: string;
      texts: { name?: string; description?: string; composition?: string } | null;
    }
  | { kind: 'category' | 'extraGroup' | 'extraOption'; id: string; texts: { name: string } | null };

export interface SoldOutCommand {
  providerId: string;
  kind: Schema<'SoldOutKind'>;
  itemId: string;
  soldOut: boolean;
  staffUserId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'pl', 'uk', 'ca', 'ru', 'sr'];
const ALLERGENS = new Set([
  'gluten',
  'milk',
  'eggs',
  'nuts',
  'peanuts',
  'soy',
  'fish',
  'crustaceans',
  'molluscs',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
]);
const MAX_TEXT = 2000;
const MAX_PRICE = 10_000_000;

/** Collects the problems of an input; `done()` throws them all at once as 400 VALIDATION_ERROR. */
function checker() {
  const fields: FieldError[] = [];
  const fail = (field: string, message: string) => {
    fields.push({ field, message });
  };
  return {
    fail,
    text(field: string, value: unknown, { required = true, max = MAX_TEXT } = {}) {
      if (typeof value !== 'string') return fail(field, 'must be text');
      if (required && value.trim() === '') return fail(field, 'must not be empty');
      if (value.length > max) fail(field, `must be at most ${max} characters`);
    },
    integer(field: string, value: unknown, min: number, max: number) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        fail(field, `must be a whole number from ${min} to ${max}`);
    },
    number(field: string, value: unknown) {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        fail(field, 'must be a number of at least 0');
    },
    id(field: string, value: unknown) {
      if (typeof value !== 'string' || !UUID.test(value)) fail(field, 'must be a UUID');
    },
    optionalId(field: string, value: unknown) {
      if (value !== undefined) this.id(field, value);
    },
    allergens(field: string, value: unknown) {
      if (!Array.isArray(value) || value.some((item) => !ALLERGENS.has(item)))
        return fail(field, `must list allergens among ${[...ALLERGENS].join(', ')}`);
      if (new Set(value).size !== value.length) fail(field, 'must not repeat an allergen');
    },
    ids(field: string, value: unknown) {
      if (!Array.isArray(value)) return fail(field, 'must be a list of UUIDs');
      value.forEach((item, index) => {
        this.id(`${field}.${index}`, item);
      });
      if (new Set(value).size !== value.length) fail(field, 'must not repeat an id');
    },
    done(message = 'The catalogue change is not valid') {
      if (fields.length > 0) throw badRequest(message, fields);
    },
  };
}

function checkOpeningHours(check: ReturnType<typeof checker>, field: string, hours: unknown) {
  if (!Array.isArray(hours) || hours.length > 50)
    return check.fail(field, 'must be a list of at most 50 windows');
  hours.forEach((window: Partial<OpeningHours> | null, index) => {
    check.integer(`${field}.${index}.day`, window?.day, 0, 6);
    for (const end of ['opens', 'closes'] as const) {
      if (typeof window?.[end] !== 'string' || !TIME.test(window[end]))
        check.fail(`${field}.${index}.${end}`, 'must be a time HH:MM from 00:00 to 23:59');
    }
  });
}

/** Every field a product has, checked; `partial` checks only those given (an update). */
function checkProductFields(
  check: ReturnType<typeof checker>,
  input: Partial<ProductFields>,
  partial: boolean,
) {
  const has = (field: keyof ProductFields) => !partial || input[field] !== undefined;
  if (has('categoryId')) check.id('categoryId', input.categoryId);
  if (has('name')) check.text('name', input.name, { max: 200 });
  if (input.description !== undefined) check.text('description', input.description, { required: false });
  if (input.composition !== undefined) check.text('composition', input.composition, { required: false });
  if (has('price')) check.integer('price', input.price, 0, MAX_PRICE);
  if (has('pointsPrice')) check.integer('pointsPrice', input.pointsPrice, 0, MAX_PRICE);
  if (has('loyaltyPoints')) check.integer('loyaltyPoints', input.loyaltyPoints, 0, MAX_PRICE);
  if (has('imageUrl')) check.text('imageUrl', input.imageUrl, { max: 500 });
  if (has('nutrition')) {
    if (typeof input.nutrition !== 'object' || input.nutrition === null)
      check.fail('nutrition', 'is required');
    else for (const [key, value] of Object.entries(input.nutrition)) check.number(`nutrition.${key}`, value);
  }
  if (input.allergens !== undefined) check.allergens('allergens', input.allergens);
  if (input.maxExtraOptions !== undefined) check.integer('maxExtraOptions', input.maxExtraOptions, 0, 50);
  if (input.extraGroupIds !== undefined) check.ids('extraGroupIds', input.extraGroupIds);
  if (input.available !== undefined && typeof input.available !== 'boolean')
    check.fail('available', 'must be true or false');
}

function checkLanguage(check: ReturnType<typeof checker>, language: unknown) {
  if (!LANGUAGES.includes(language as Language) || language === 'en')
    check.fail(
      'language',
      `must be one of ${LANGUAGES.filter((l) => l !== 'en').join(', ')} (English is the original)`,
    );
}

/** The ids of `wanted` are exactly those of `current` (a reorder names every item once). */
function checkSameSet(check: ReturnType<typeof checker>, field: string, wanted: string[], current: string[]) {
  const have = new Set(current);
  if (wanted.length !== current.length || wanted.some((id) => !have.has(id)))
    check.fail(field, 'must name every current item exactly once');
}

const json = (value: unknown) => JSON.stringify(value);

/** The commands, each run by `run` (its own transaction, or one the caller opened). */
function commandsRunBy(run: <T>(work: (trx: Trx) => Promise<T>) => Promise<T>, outbox: CatalogOutbox) {
  /** Bumps the place's version (locking its row until the transaction ends); 404 when it is not there. */
  async function bump(trx: Trx, providerId: string): Promise<number> {
    const row = await trx
      .updateTable('providers')
      .set({ catalog_version: sql`catalog_version + 1`, updated_at: sql`now()` })
      .where('id', '=', providerId)
      .returning('catalog_version')
      .executeTakeFirst();
    if (!row) throw notFound('Provider not found');
    return Number(row.catalog_version);
  }

  const changed = (trx: Trx, providerId: string, version: number) =>
    outbox.append(trx, { topic: 'catalog' }, { type: 'catalog.changed', providerId, version });

  /** The place of an entity (any, retired or not), or 404. */
  async function placeOf(
    trx: Trx,
    table: 'catalog_categories' | 'catalog_extra_groups' | 'products',
    id: string,
    what: string,
  ): Promise<string> {
    const row = await trx.selectFrom(table).select('provider_id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`${what} not found`);
    return row.provider_id;
  }

  async function activeCategory(trx: Trx, id: string): Promise<CategoryRecord> {
    const row = await trx
      .selectFrom('catalog_categories')
      .selectAll()
      .where('id', '=', id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Category not found');
    return row;
  }

  async function activeGroup(trx: Trx, id: string): Promise<ExtraGroupRecord> {
    const row = await trx
      .selectFrom('catalog_extra_groups')
      .selectAll()
      .where('id', '=', id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Extra group not found');
    return row;
  }

  async function activeOption(trx: Trx, id: string): Promise<ExtraOptionRecord & { provider_id: string }> {
    const row = await trx
      .selectFrom('catalog_extra_options as o')
      .innerJoin('catalog_extra_groups as g', 'g.id', 'o.group_id')
      .selectAll('o')
      .select('g.provider_id')
      .where('o.id', '=', id)
      .where('o.retired_at', 'is', null)
      .where('g.retired_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Extra option not found');
    return row;
  }

  async function activeProduct(trx: Trx, id: string): Promise<ProductRow> {
    const row = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Product not found');
    return row;
  }

  /** The next sort order after every row of `table` matching `where` (0 for the first). */
  async function nextOrder(
    trx: Trx,
    table: 'catalog_categories' | 'catalog_extra_groups' | 'catalog_extra_options' | 'products',
    column: 'provider_id' | 'group_id',
    value: string,
  ): Promise<number> {
    const row = await trx
      .selectFrom(table)
      .select(sql<number>`coalesce(max(sort_order), -1) + 1`.as('next'))
      // One query over four tables that all have the column.
      .where(sql.ref(column), '=', value)
      .executeTakeFirstOrThrow();
    return Number(row.next);
  }

  /**
   * Rewrites what the reads use of the place's products (category order, extra groups with their
   * options and names) from the rows, for the products whose copy differs: every product, or those
   * among `productIds`.
   */
  async function refreshProducts(trx: Trx, providerId: string, productIds?: string[]): Promise<void> {
    if (productIds?.length === 0) return;
    const [categories, groups, options] = await Promise.all([
      trx
        .selectFrom('catalog_categories')
        .select(['key', 'sort_order'])
        .where('provider_id', '=', providerId)
        .where('retired_at', 'is', null)
        .execute(),
      trx
        .selectFrom('catalog_extra_groups')
        .selectAll()
        .where('provider_id', '=', providerId)
        .where('retired_at', 'is', null)
        .execute(),
      trx
        .selectFrom('catalog_extra_options as o')
        .innerJoin('catalog_extra_groups as g', 'g.id', 'o.group_id')
        .selectAll('o')
        .where('g.provider_id', '=', providerId)
        .where('o.retired_at', 'is', null)
        .orderBy('o.sort_order')
        .orderBy('o.created_at')
        .execute(),
    ]);
    let query = trx
      .selectFrom('products')
      .select(['id', 'category', 'category_order', 'extra_group_ids', 'extra_groups'])
      .where('provider_id', '=', providerId)
      .where('retired_at', 'is', null);
    if (productIds) query = query.where('id', 'in', productIds);
    const products = await query.execute();
    const orderOf = new Map(categories.map((category) => [category.key, category.sort_order]));
    const stored = new Map<string, StoredExtraGroup>(
      groups.map((group) => [
        group.id,
        {
          groupId: group.id,
          name: group.name,
          translations: group.translations,
          maxSelectable: group.max_selectable,
          options: options
            .filter((option) => option.group_id === group.id)
            .map((option) => ({
              optionId: option.id,
              name: option.name,
              translations: option.translations,
              price: option.price,
              allergens: option.allergens as Schema<'ExtraOption'>['allergens'],
            })),
        },
      ]),
    );
    for (const product of products) {
      const extraGroups = product.extra_group_ids.flatMap((id) => stored.get(id) ?? []);
      const categoryOrder = orderOf.get(product.category) ?? product.category_order;
      if (categoryOrder === product.category_order && json(extraGroups) === json(product.extra_groups))
        continue;
      await trx
        .updateTable('products')
        .set({ category_order: categoryOrder, extra_groups: json(extraGroups), updated_at: sql`now()` })
        .where('id', '=', product.id)
        .execute();
    }
  }

  /** Products of the place offering the group (to refresh after a change to it or its options). */
  async function productsOffering(trx: Trx, providerId: string, groupId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('products')
      .select('id')
      .where('provider_id', '=', providerId)
      .where('retired_at', 'is', null)
      .where(sql<boolean>`extra_group_ids @> ${json([groupId])}::jsonb`)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The category and extra groups a product names are active ones of its place. */
  async function checkProductLinks(trx: Trx, providerId: string, fields: Partial<ProductFields>) {
    const check = checker();
    let categoryKey: string | undefined;
    if (fields.categoryId !== undefined) {
      const category = await trx
        .selectFrom('catalog_categories')
        .select('key')
        .where('id', '=', fields.categoryId)
        .where('provider_id', '=', providerId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (!category) check.fail('categoryId', 'is not a category of this place');
      categoryKey = category?.key;
    }
    if (fields.extraGroupIds !== undefined && fields.extraGroupIds.length > 0) {
      const found = await trx
        .selectFrom('catalog_extra_groups')
        .select('id')
        .where('id', 'in', fields.extraGroupIds)
        .where('provider_id', '=', providerId)
        .where('retired_at', 'is', null)
        .execute();
      if (found.length !== fields.extraGroupIds.length)
        check.fail('extraGroupIds', 'must name extra groups of this place');
    }
    check.done();
    return categoryKey;
  }

  return {
    /** A new place with an empty menu (the demo seed's places; the back office's later). */
    async createPlace(input: NewPlace): Promise<PlaceRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      if (typeof input.slug !== 'string' || !KEY.test(input.slug))
        check.fail('slug', 'must be lower case words and dashes');
      if (typeof input.code !== 'string' || !/^[A-Z]{2,8}-[0-9]{2,4}$/.test(input.code))
        check.fail('code', 'must be like OLIV-42');
      check.text('name', input.name, { max: 200 });
      if (input.kind !== 'coffee_shop' && input.kind !== 'restaurant')
        check.fail('kind', 'must be coffee_shop or restaurant');
      check.text('address', input.address, { max: 500 });
      if (typeof input.country !== 'string' || !/^[A-Z]{2}$/.test(input.country))
        check.fail('country', 'must be an ISO 3166 alpha-2 code');
      if (!LANGUAGES.includes(input.language)) check.fail('language', 'must be a language of the app');
      try {
        new Intl.DateTimeFormat('en', { timeZone: input.timezone });
      } catch {
        check.fail('timezone', 'must be an IANA time zone');
      }
      if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency))
        check.fail('currency', 'must be an ISO 4217 code');
      check.text('logoUrl', input.logoUrl, { max: 500 });
      if (input.sortOrder !== undefined) check.integer('sortOrder', input.sortOrder, 0, 1_000_000);
      if (input.openingHours !== undefined) checkOpeningHours(check, 'openingHours', input.openingHours);
      check.done();
      return run(async (trx) => {
        const taken = await trx
          .selectFrom('providers')
          .select(['slug', 'code'])
          .where((eb) => eb.or([eb('slug', '=', input.slug), eb('code', '=', input.code)]))
          .execute();
        if (taken.length > 0) {
          const conflict = checker();
          if (taken.some((row) => row.slug === input.slug)) conflict.fail('slug', 'is taken');
          if (taken.some((row) => row.code === input.code)) conflict.fail('code', 'is taken');
          conflict.done();
        }
        const place = await trx
          .insertInto('providers')
          .values({
            id: input.id ?? randomUUID(),
            slug: input.slug,
            code: input.code,
            name: input.name,
            kind: input.kind,
            address: input.address,
            country: input.country,
            language: input.language,
            timezone: input.timezone,
            currency: input.currency,
            logo_url: input.logoUrl,
            sort_order: input.sortOrder ?? 0,
            opening_hours: json(input.openingHours ?? []),
            catalog_version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, place.id, 1);
        return place;
      });
    },

    /** Replaces the place's opening hours (a window closing at or before it opens runs past midnight). */
    async setOpeningHours(input: { providerId: string; openingHours: OpeningHours[] }): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      checkOpeningHours(check, 'openingHours', input.openingHours);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const place = await trx
          .updateTable('providers')
          .set({
            opening_hours: json(input.openingHours.map(({ day, opens, closes }) => ({ day, opens, closes }))),
          })
          .where('id', '=', input.providerId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return place;
      });
    },

    async createCategory(input: NewCategory): Promise<CategoryRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('providerId', input.providerId);
      if (typeof input.key !== 'string' || !KEY.test(input.key) || input.key.length > 60)
        check.fail('key', 'must be lower case words and dashes, at most 60 characters');
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const taken = await trx
          .selectFrom('catalog_categories')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where('key', '=', input.key)
          .executeTakeFirst();
        if (taken)
          throw badRequest('The place has this category already', [{ field: 'key', message: 'is taken' }]);
        const category = await trx
          .insertInto('catalog_categories')
          .values({
            id: input.id ?? randomUUID(),
            provider_id: input.providerId,
            key: input.key,
            name: input.name ?? input.key,
            sort_order: await nextOrder(trx, 'catalog_categories', 'provider_id', input.providerId),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return category;
      });
    },

    /** Renames a category (its key, which its products' `category` follows, or its name). */
    async updateCategory(input: {
      categoryId: string;
      key?: string;
      name?: string;
    }): Promise<CategoryRecord> {
      const check = checker();
      check.id('categoryId', input.categoryId);
      if (input.key !== undefined && (!KEY.test(input.key) || input.key.length > 60))
        check.fail('key', 'must be lower case words and dashes, at most 60 characters');
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_categories', input.categoryId, 'Category');
        const version = await bump(trx, providerId);
        const before = await activeCategory(trx, input.categoryId);
        if (input.key !== undefined && input.key !== before.key) {
          const taken = await trx
            .selectFrom('catalog_categories')
            .select('id')
            .where('provider_id', '=', providerId)
            .where('key', '=', input.key)
            .executeTakeFirst();
          if (taken)
            throw badRequest('The place has this category already', [{ field: 'key', message: 'is taken' }]);
          await trx
            .updateTable('products')
            .set({ category: input.key, updated_at: sql`now()` })
            .where('provider_id', '=', providerId)
            .where('category', '=', before.key)
            .execute();
        }
        const category = await trx
          .updateTable('catalog_categories')
          .set({ key: input.key ?? before.key, name: input.name ?? before.name, updated_at: sql`now()` })
          .where('id', '=', input.categoryId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, providerId, version);
        return category;
      });
    },

    /** Puts the place's categories in this order: every active one, each once. */
    async reorderCategories(input: { providerId: string; categoryIds: string[] }): Promise<CategoryRecord[]> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.ids('categoryIds', input.categoryIds);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const current = await trx
          .selectFrom('catalog_categories')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where('retired_at', 'is', null)
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'categoryIds',
          input.categoryIds,
          current.map((row) => row.id),
        );
        order.done();
        const categories: CategoryRecord[] = [];
        for (const [position, id] of input.categoryIds.entries()) {
          categories.push(
            await trx
              .updateTable('catalog_categories')
              .set({ sort_order: position, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await refreshProducts(trx, input.providerId);
        await changed(trx, input.providerId, version);
        return categories;
      });
    },

    /** Retires an empty category (move or retire its products first). */
    async retireCategory(input: { categoryId: string }): Promise<CategoryRecord> {
      const check = checker();
      check.id('categoryId', input.categoryId);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_categories', input.categoryId, 'Category');
        const version = await bump(trx, providerId);
        const category = await activeCategory(trx, input.categoryId);
        const inUse = await trx
          .selectFrom('products')
          .select('id')
          .where('provider_id', '=', providerId)
          .where('category', '=', category.key)
          .where('retired_at', 'is', null)
          .executeTakeFirst();
        if (inUse)
          throw badRequest('The category still has products: move or retire them first', [
            { field: 'categoryId', message: 'has products' },
          ]);
        const retired = await trx
          .updateTable('catalog_categories')
          .set({ retired_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', input.categoryId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, providerId, version);
        return retired;
      });
    },

    async createExtraGroup(input: NewExtraGroup): Promise<ExtraGroupRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('providerId', input.providerId);
      check.text('name', input.name, { max: 200 });
      check.integer('maxSelectable', input.maxSelectable, 1, 50);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const group = await trx
          .insertInto('catalog_extra_groups')
          .values({
            id: input.id ?? randomUUID(),
            provider_id: input.providerId,
            name: input.name,
            max_selectable: input.maxSelectable,
            sort_order: await nextOrder(trx, 'catalog_extra_groups', 'provider_id', input.providerId),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return group;
      });
    },

    async updateExtraGroup(input: {
      groupId: string;
      name?: string;
      maxSelectable?: number;
    }): Promise<ExtraGroupRecord> {
      const check = checker();
      check.id('groupId', input.groupId);
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      if (input.maxSelectable !== undefined) check.integer('maxSelectable', input.maxSelectable, 1, 50);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        const before = await activeGroup(trx, input.groupId);
        const group = await trx
          .updateTable('catalog_extra_groups')
          .set({
            name: input.name ?? before.name,
            max_selectable: input.maxSelectable ?? before.max_selectable,
            updated_at: sql`now()`,
          })
          .where('id', '=', input.groupId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return group;
      });
    },

    /** The order the back office lists the place's groups in (a product offers its own in its order). */
    async reorderExtraGroups(input: { providerId: string; groupIds: string[] }): Promise<ExtraGroupRecord[]> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.ids('groupIds', input.groupIds);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const current = await trx
          .selectFrom('catalog_extra_groups')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where('retired_at', 'is', null)
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'groupIds',
          input.groupIds,
          current.map((row) => row.id),
        );
        order.done();
        const groups: ExtraGroupRecord[] = [];
        for (const [position, id] of input.groupIds.entries()) {
          groups.push(
            await trx
              .updateTable('catalog_extra_groups')
              .set({ sort_order: position, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await changed(trx, input.providerId, version);
        return groups;
      });
    },

    /** Retires a group: no product offers it any more (orders keep the extras they were sold with). */
    async retireExtraGroup(input: { groupId: string }): Promise<ExtraGroupRecord> {
      const check = checker();
      check.id('groupId', input.groupId);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        await activeGroup(trx, input.groupId);
        const group = await trx
          .updateTable('catalog_extra_groups')
          .set({ retired_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', input.groupId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return group;
      });
    },

    async createExtraOption(input: NewExtraOption): Promise<ExtraOptionRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('groupId', input.groupId);
      check.text('name', input.name, { max: 200 });
      check.integer('price', input.price, 0, MAX_PRICE);
      if (input.allergens !== undefined) check.allergens('allergens', input.allergens);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        await activeGroup(trx, input.groupId);
        const option = await trx
          .insertInto('catalog_extra_options')
          .values({
            id: input.id ?? randomUUID(),
            group_id: input.groupId,
            name: input.name,
            price: input.price,
            allergens: input.allergens ?? [],
            sort_order: await nextOrder(trx, 'catalog_extra_options', 'group_id', input.groupId),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return option;
      });
    },

    async updateExtraOption(input: {
      optionId: string;
      name?: string;
      price?: number;
      allergens?: string[];
    }): Promise<ExtraOptionRecord> {
      const check = checker();
      check.id('optionId', input.optionId);
      if (input.name !== undefined) check.text('name', input.name, { max: 200 });
      if (input.price !== undefined) check.integer('price', input.price, 0, MAX_PRICE);
      if (input.allergens !== undefined) check.allergens('allergens', input.allergens);
      check.done();
      return run(async (trx) => {
        const { provider_id: providerId } = await activeOption(trx, input.optionId);
        const version = await bump(trx, providerId);
        const before = await activeOption(trx, input.optionId);
        const option = await trx
          .updateTable('catalog_extra_options')
          .set({
            name: input.name ?? before.name,
            price: input.price ?? before.price,
            allergens: input.allergens ?? before.allergens,
            updated_at: sql`now()`,
          })
          .where('id', '=', input.optionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, before.group_id));
        await changed(trx, providerId, version);
        return option;
      });
    },

    /** Puts a group's options in this order: every active one, each once. */
    async reorderExtraOptions(input: { groupId: string; optionIds: string[] }): Promise<ExtraOptionRecord[]> {
      const check = checker();
      check.id('groupId', input.groupId);
      check.ids('optionIds', input.optionIds);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_extra_groups', input.groupId, 'Extra group');
        const version = await bump(trx, providerId);
        await activeGroup(trx, input.groupId);
        const current = await trx
          .selectFrom('catalog_extra_options')
          .select('id')
          .where('group_id', '=', input.groupId)
          .where('retired_at', 'is', null)
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'optionIds',
          input.optionIds,
          current.map((row) => row.id),
        );
        order.done();
        const options: ExtraOptionRecord[] = [];
        for (const [position, id] of input.optionIds.entries()) {
          options.push(
            await trx
              .updateTable('catalog_extra_options')
              .set({ sort_order: position, updated_at: sql`now()` })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.groupId));
        await changed(trx, providerId, version);
        return options;
      });
    },

    async retireExtraOption(input: { optionId: string }): Promise<ExtraOptionRecord> {
      const check = checker();
      check.id('optionId', input.optionId);
      check.done();
      return run(async (trx) => {
        const { provider_id: providerId } = await activeOption(trx, input.optionId);
        const version = await bump(trx, providerId);
        const before = await activeOption(trx, input.optionId);
        const option = await trx
          .updateTable('catalog_extra_options')
          .set({ retired_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', input.optionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, before.group_id));
        await changed(trx, providerId, version);
        return option;
      });
    },

    /** A new product, last of the place's menu in its category. */
    async createProduct(input: NewProduct): Promise<ProductRow> {
      const check = checker();
      check.optionalId('id', input.id);
      check.id('providerId', input.providerId);
      if (input.slug !== undefined && (!KEY.test(input.slug) || input.slug.length > 100))
        check.fail('slug', 'must be lower case words and dashes');
      checkProductFields(check, input, false);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const categoryKey = await checkProductLinks(trx, input.providerId, input);
        const place = await trx
          .selectFrom('providers')
          .select('currency')
          .where('id', '=', input.providerId)
          .executeTakeFirstOrThrow();
        const id = input.id ?? randomUUID();
        const taken = await trx
          .selectFrom('products')
          .select('id')
          .where('provider_id', '=', input.providerId)
          .where((eb) => eb.or([eb('slug', '=', input.slug ?? id), eb('id', '=', id)]))
          .executeTakeFirst();
        if (taken)
          throw badRequest('The place has this product already', [{ field: 'slug', message: 'is taken' }]);
        await trx
          .insertInto('products')
          .values({
            id,
            provider_id: input.providerId,
            slug: input.slug ?? id,
            category: categoryKey ?? '',
            name: input.name,
            description: input.description ?? '',
            price: input.price,
            currency: place.currency,
            points_price: input.pointsPrice,
            loyalty_points: input.loyaltyPoints,
            image_url: input.imageUrl,
            available: input.available ?? true,
            calories: input.nutrition.calories,
            proteins: input.nutrition.proteins,
            fats: input.nutrition.fats,
            carbs: input.nutrition.carbs,
            composition: input.composition ?? '',
            allergens: input.allergens ?? [],
            max_extra_options: input.maxExtraOptions ?? 0,
            extra_group_ids: json(input.extraGroupIds ?? []),
            extra_groups: '[]',
            sort_order: await nextOrder(trx, 'products', 'provider_id', input.providerId),
          })
          .execute();
        await refreshProducts(trx, input.providerId, [id]);
        await changed(trx, input.providerId, version);
        return activeProduct(trx, id);
      });
    },

    /** Changes the fields given; orders already placed keep what they were sold with. */
    async updateProduct(input: { productId: string } & Partial<ProductFields>): Promise<ProductRow> {
      const check = checker();
      check.id('productId', input.productId);
      checkProductFields(check, input, true);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'products', input.productId, 'Product');
        const version = await bump(trx, providerId);
        const before = await activeProduct(trx, input.productId);
        const categoryKey = await checkProductLinks(trx, providerId, input);
        await trx
          .updateTable('products')
          .set({
            category: categoryKey ?? before.category,
            name: input.name ?? before.name,
            description: input.description ?? before.description,
            composition: input.composition ?? before.composition,
            price: input.price ?? before.price,
            points_price: input.pointsPrice ?? before.points_price,
            loyalty_points: input.loyaltyPoints ?? before.loyalty_points,
            image_url: input.imageUrl ?? before.image_url,
            available: input.available ?? before.available,
            calories: input.nutrition?.calories ?? before.calories,
            proteins: input.nutrition?.proteins ?? before.proteins,
            fats: input.nutrition?.fats ?? before.fats,
            carbs: input.nutrition?.carbs ?? before.carbs,
            allergens: input.allergens ?? before.allergens,
            max_extra_options: input.maxExtraOptions ?? before.max_extra_options,
            extra_group_ids: json(input.extraGroupIds ?? before.extra_group_ids),
            updated_at: sql`now()`,
          })
          .where('id', '=', input.productId)
          .execute();
        await refreshProducts(trx, providerId, [input.productId]);
        await changed(trx, providerId, version);
        return activeProduct(trx, input.productId);
      });
    },

    /** Puts a category's products in this order: every active one of the category, each once. */
    async reorderProducts(input: { categoryId: string; productIds: string[] }): Promise<ProductRow[]> {
      const check = checker();
      check.id('categoryId', input.categoryId);
      check.ids('productIds', input.productIds);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'catalog_categories', input.categoryId, 'Category');
        const version = await bump(trx, providerId);
        const category = await activeCategory(trx, input.categoryId);
        const current = await trx
          .selectFrom('products')
          .select(['id', 'sort_order'])
          .where('provider_id', '=', providerId)
          .where('category', '=', category.key)
          .where('retired_at', 'is', null)
          .orderBy('sort_order')
          .execute();
        const order = checker();
        checkSameSet(
          order,
          'productIds',
          input.productIds,
          current.map((row) => row.id),
        );
        order.done();
        // The category's products take the places they held, in the new order.
        const slots = current.map((row) => row.sort_order);
        for (const [position, id] of input.productIds.entries()) {
          await trx
            .updateTable('products')
            .set({ sort_order: slots[position] ?? position, updated_at: sql`now()` })
            .where('id', '=', id)
            .execute();
        }
        await changed(trx, providerId, version);
        return trx
          .selectFrom('products')
          .selectAll()
          .where('id', 'in', input.productIds.length > 0 ? input.productIds : [input.categoryId])
          .orderBy('sort_order')
          .execute();
      });
    },

    /** Takes a product off the menu for good; orders that name it keep their lines. */
    async retireProduct(input: { productId: string }): Promise<ProductRow> {
      const check = checker();
      check.id('productId', input.productId);
      check.done();
      return run(async (trx) => {
        const providerId = await placeOf(trx, 'products', input.productId, 'Product');
        const version = await bump(trx, providerId);
        await activeProduct(trx, input.productId);
        const product = await trx
          .updateTable('products')
          .set({ retired_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', input.productId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, providerId, version);
        return product;
      });
    },

    /**
     * Sets (or, with `texts: null`, removes) the texts of a product, category, extra group or option in
     * one language other than English (English is the original, changed by the update commands).
     */
    setTranslation(
      input: { language: OtherLanguage } & TranslationTarget,
    ): Promise<StoredTranslations | ProductRow['translations']> {
      const check = checker();
      checkLanguage(check, input.language);
      check.id('id', input.id);
      if (!['product', 'category', 'extraGroup', 'extraOption'].includes(input.kind))
        check.fail('kind', 'must be product, category, extraGroup or extraOption');
      if (input.texts !== null) {
        if (typeof input.texts !== 'object') check.fail('texts', 'must be the texts, or null');
        else {
          const given = Object.entries(input.texts).filter(([, value]) => value !== undefined);
          const allowed = input.kind === 'product' ? ['name', 'description', 'composition'] : ['name'];
          for (const [field, value] of given) {
            if (!allowed.includes(field)) check.fail(`texts.${field}`, 'is not a text of this item');
            else
              check.text(`texts.${field}`, value, {
                required: field === 'name',
                max: field === 'name' ? 200 : MAX_TEXT,
              });
          }
          if (given.length === 0) check.fail('texts', 'must give at least one text');
          if (input.kind !== 'product' && !('name' in input.texts)) check.fail('texts.name', 'is required');
        }
      }
      check.done();
      const { language } = input;
      return run(async (trx) => {
        if (input.kind === 'product') {
          const providerId = await placeOf(trx, 'products', input.id, 'Product');
          const version = await bump(trx, providerId);
          const product = await activeProduct(trx, input.id);
          const translations = { ...product.translations };
          if (input.texts === null) delete translations[language];
          else
            translations[language] = Object.fromEntries(
              Object.entries(input.texts).filter(([, v]) => v !== undefined),
            );
          await trx
            .updateTable('products')
            .set({ translations: json(translations), updated_at: sql`now()` })
            .where('id', '=', input.id)
            .execute();
          await changed(trx, providerId, version);
          return translations;
        }
        const setName = <T extends { translations: StoredTranslations }>(row: T) => {
          const translations = { ...row.translations };
          if (input.texts === null) delete translations[language];
          else translations[language] = input.texts.name;
          return translations;
        };
        if (input.kind === 'category') {
          const providerId = await placeOf(trx, 'catalog_categories', input.id, 'Category');
          const version = await bump(trx, providerId);
          const translations = setName(await activeCategory(trx, input.id));
          await trx
            .updateTable('catalog_categories')
            .set({ translations: json(translations), updated_at: sql`now()` })
            .where('id', '=', input.id)
            .execute();
          await changed(trx, providerId, version);
          return translations;
        }
        if (input.kind === 'extraGroup') {
          const providerId = await placeOf(trx, 'catalog_extra_groups', input.id, 'Extra group');
          const version = await bump(trx, providerId);
          const translations = setName(await activeGroup(trx, input.id));
          await trx
            .updateTable('catalog_extra_groups')
            .set({ translations: json(translations), updated_at: sql`now()` })
            .where('id', '=', input.id)
            .execute();
          await refreshProducts(trx, providerId, await productsOffering(trx, providerId, input.id));
          await changed(trx, providerId, version);
          return translations;
        }
        const { provider_id: providerId } = await activeOption(trx, input.id);
        const version = await bump(trx, providerId);
        const option = await activeOption(trx, input.id);
        const translations = setName(option);
        await trx
          .updateTable('catalog_extra_options')
          .set({ translations: json(translations), updated_at: sql`now()` })
          .where('id', '=', input.id)
          .execute();
        await refreshProducts(trx, providerId, await productsOffering(trx, providerId, option.group_id));
        await changed(trx, providerId, version);
        return translations;
      });
    },

    /**
     * Marks a product, or an extra option for every product offering it, sold out for the place's current
     * day, or takes the mark back (idempotent). Tells the catalogue's followers and the place's staff.
     */
    async setSoldOut(input: SoldOutCommand): Promise<Schema<'SoldOutState'>> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.id('itemId', input.itemId);
      if (input.kind !== 'product' && input.kind !== 'extra') check.fail('kind', 'must be product or extra');
      if (typeof input.soldOut !== 'boolean') check.fail('soldOut', 'must be true or false');
      check.done();
      return run(async (trx) => {
        await bump(trx, input.providerId);
        const soldOut = createSoldOutRepository(trx);
        if (!(await soldOut.isItemOf(input.providerId, input.kind, input.itemId)))
          throw notFound('No such product or extra at this place');
        const businessDate = await soldOut.set(input);
        const change = { kind: input.kind, itemId: input.itemId, soldOut: input.soldOut, businessDate };
        const event = { type: 'soldout.changed', providerId: input.providerId, change } as const;
        // Every instance refreshes its in-memory catalogue, then tells its customers' streams (menus and
        // baskets refetch); the place's staff streams hear of it too.
        await outbox.append(trx, { topic: 'catalog' }, event);
        await outbox.append(trx, { providerId: input.providerId }, event);
        return change;
      });
    },
  };
}

/** The catalogue's write commands, each in a transaction of its own. */
export function createCatalogCommands(deps: { db: Db; outbox: CatalogOutbox }) {
  return commandsRunBy(async (work) => {
    let used: Trx | undefined;
    const result = await deps.db.transaction().execute((trx) => {
      used = trx;
      return work(trx);
    });
    if (used) deps.outbox.committed?.(used);
    return result;
  }, deps.outbox);
}

/** The same commands inside a transaction the caller opened (the demo seed writes a place at once). */
export function catalogCommandsIn(trx: Trx, outbox: CatalogOutbox) {
  return commandsRunBy((work) => work(trx), outbox);
}

export type CatalogCommands = ReturnType<typeof createCatalogCommands>;
