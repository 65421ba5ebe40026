import { sql } from 'kysely';
import type { Schema } from '../../../api/handler';
import type { StoredExtraGroup, Trx } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import type { CategoryRecord, ExtraGroupRecord, ExtraOptionRecord, ProductFields, ProductRow } from './types';
import { checker } from './validation';

// The SQL the commands share: the place's version, the active rows a command targets, the next sort
// order, and the copies the reads use of a product's category order and extra groups.

export const json = (value: unknown) => JSON.stringify(value);

/** Bumps the place's version (locking its row until the transaction ends); 404 when it is not there. */
export async function bump(trx: Trx, providerId: string): Promise<number> {
  const row = await trx
    .updateTable('providers')
    .set({ catalog_version: sql`catalog_version + 1`, updated_at: sql`now()` })
    .where('id', '=', providerId)
    .returning('catalog_version')
    .executeTakeFirst();
  if (!row) throw notFound('Provider not found');
  return Number(row.catalog_version);
}

/** The place of an entity (any, retired or not), or 404. */
export async function placeOf(
  trx: Trx,
  table: 'catalog_categories' | 'catalog_extra_groups' | 'products',
  id: string,
  what: string,
): Promise<string> {
  const row = await trx.selectFrom(table).select('provider_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`${what} not found`);
  return row.provider_id;
}

export async function activeCategory(trx: Trx, id: string): Promise<CategoryRecord> {
  const row = await trx
    .selectFrom('catalog_categories')
    .selectAll()
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Category not found');
  return row;
}

export async function activeGroup(trx: Trx, id: string): Promise<ExtraGroupRecord> {
  const row = await trx
    .selectFrom('catalog_extra_groups')
    .selectAll()
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Extra group not found');
  return row;
}

export async function activeOption(
  trx: Trx,
  id: string,
): Promise<ExtraOptionRecord & { provider_id: string }> {
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

export async function activeProduct(trx: Trx, id: string): Promise<ProductRow> {
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
export async function nextOrder(
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
export async function refreshProducts(trx: Trx, providerId: string, productIds?: string[]): Promise<void> {
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
            isDefault: option.is_default,
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
export async function productsOffering(trx: Trx, providerId: string, groupId: string): Promise<string[]> {
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
export async function checkProductLinks(trx: Trx, providerId: string, fields: Partial<ProductFields>) {
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

/** The entity an edit was based on changed since: the edit is refused, the caller shows the current one. */
export class VersionConflictError extends Error {
  constructor(
    readonly kind: 'product' | 'category' | 'extraGroup',
    readonly id: string,
    readonly current: number,
  ) {
    super(`The ${kind} was changed by someone else (now version ${current})`);
    this.name = 'VersionConflictError';
  }
}

/** Refuses an edit based on another version than the entity's (no version named: no check). */
export function expectVersion(
  kind: VersionConflictError['kind'],
  row: { id: string; version: number },
  basedOn: number | undefined,
): void {
  if (basedOn !== undefined && basedOn !== row.version)
    throw new VersionConflictError(kind, row.id, row.version);
}

/** Texts stored without the empty ones (an empty text is a missing one, which the fallback fills). */
export function withoutEmptyTexts<T extends Record<string, unknown>>(translations: T): T {
  const kept: Record<string, unknown> = {};
  for (const [language, texts] of Object.entries(translations)) {
    if (typeof texts === 'string') {
      if (texts.trim() !== '') kept[language] = texts;
      continue;
    }
    const nonEmpty = Object.fromEntries(
      Object.entries((texts ?? {}) as Record<string, string>).filter(([, text]) => text.trim() !== ''),
    );
    if (Object.keys(nonEmpty).length > 0) kept[language] = nonEmpty;
  }
  return kept as T;
}

/**
 * A group serves at most `max_selectable` of its active options by default (what a customer may choose of
 * it): 400 VALIDATION_ERROR on `field` otherwise. Run after a write that adds a default or lowers the
 * maximum, in its transaction, so a refused change rolls back.
 */
export async function checkGroupDefaults(trx: Trx, groupId: string, field: string): Promise<void> {
  const group = await trx
    .selectFrom('catalog_extra_groups as g')
    .select('g.max_selectable')
    .select((eb) =>
      eb
        .selectFrom('catalog_extra_options as o')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('o.group_id', '=', 'g.id')
        .where('o.retired_at', 'is', null)
        .where('o.is_default', '=', true)
        .as('defaults'),
    )
    .where('g.id', '=', groupId)
    .executeTakeFirstOrThrow();
  const defaults = Number(group.defaults ?? 0);
  if (defaults > group.max_selectable)
    throw badRequest(TOO_MANY_DEFAULTS, [
      {
        field,
        message: `would make ${defaults} options served by default; the group allows ${group.max_selectable}`,
      },
    ]);
}

/** The message of a group with more defaults than it allows (the menu editor's too). */
export const TOO_MANY_DEFAULTS = 'A group serves at most as many options by default as a customer may choose';

/** An option changed: its group's version moves (the editor edits a group with its options). */
export async function bumpGroup(trx: Trx, groupId: string): Promise<void> {
  await trx
    .updateTable('catalog_extra_groups')
    .set({ version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', groupId)
    .execute();
}
