import { languageValues } from '../../api/contract.gen';
import type { Db, ProductTexts, StoredTranslations } from '../../db/schema';
import type { OtherLanguage } from './commands/types';
import { extrasSoldOutToday, productSoldOutToday } from './sold-out';

// The menu as the back office edits it: every active category, product, extra group and option of a place
// with its English texts, its translations and its version (retired ones are left out: orders keep what
// they sold). Read from the rows the commands write, never from the customers' in-memory snapshots.

export interface EditableCategory {
  id: string;
  key: string;
  name: string;
  translations: StoredTranslations;
  version: number;
}

export interface EditableOption {
  id: string;
  name: string;
  translations: StoredTranslations;
  price: number;
  allergens: string[];
  /** Served by default (the customers' copy says false while it is sold out; the editor shows both). */
  isDefault: boolean;
  soldOut: boolean;
}

export interface EditableExtraGroup {
  id: string;
  name: string;
  translations: StoredTranslations;
  maxSelectable: number;
  version: number;
  options: EditableOption[];
}

export interface EditableProduct {
  id: string;
  categoryId: string;
  version: number;
  name: string;
  description: string;
  composition: string;
  translations: Partial<Record<OtherLanguage, ProductTexts>>;
  price: number;
  pointsPrice: number;
  loyaltyPoints: number;
  imageUrl: string;
  nutrition: { calories: number; proteins: number; fats: number; carbs: number };
  allergens: string[];
  maxExtraOptions: number;
  extraGroupIds: string[];
  available: boolean;
  soldOut: boolean;
}

/** What is still missing in one language: the items whose texts fall back to another language. */
export interface MissingTranslation {
  kind: 'category' | 'product' | 'extraGroup' | 'extraOption';
  id: string;
  field: 'name' | 'description' | 'composition';
}

export interface EditableMenu {
  providerId: string;
  language: string;
  currency: string;
  catalogVersion: number;
  categories: EditableCategory[];
  products: EditableProduct[];
  extraGroups: EditableExtraGroup[];
  missingTranslations: Record<OtherLanguage, MissingTranslation[]>;
}

const OTHER_LANGUAGES = languageValues.filter((language) => language !== 'en') as OtherLanguage[];

/** What each language lacks: a name (or a product's description and composition, when the English has one). */
export function missingTranslations(
  menu: Pick<EditableMenu, 'categories' | 'products' | 'extraGroups'>,
): Record<OtherLanguage, MissingTranslation[]> {
  const result = Object.fromEntries(
    OTHER_LANGUAGES.map((language) => [language, [] as MissingTranslation[]]),
  ) as unknown as Record<OtherLanguage, MissingTranslation[]>;
  for (const language of OTHER_LANGUAGES) {
    const missing = result[language];
    for (const category of menu.categories)
      if (!category.translations[language])
        missing.push({ kind: 'category', id: category.id, field: 'name' });
    for (const product of menu.products) {
      const texts = product.translations[language] ?? {};
      for (const field of ['name', 'description', 'composition'] as const)
        if (product[field].trim() !== '' && !texts[field])
          missing.push({ kind: 'product', id: product.id, field });
    }
    for (const group of menu.extraGroups) {
      if (!group.translations[language]) missing.push({ kind: 'extraGroup', id: group.id, field: 'name' });
      for (const option of group.options)
        if (!option.translations[language])
          missing.push({ kind: 'extraOption', id: option.id, field: 'name' });
    }
  }
  return result;
}

/** The place's menu for the editor, or undefined for an unknown place. */
export async function readEditableMenu(db: Db, providerId: string): Promise<EditableMenu | undefined> {
  const place = await db
    .selectFrom('providers')
    .select(['id', 'language', 'currency', 'catalog_version'])
    .where('id', '=', providerId)
    .executeTakeFirst();
  if (!place) return undefined;
  const [categoryRows, productRows, groupRows, optionRows, soldOutExtras] = await Promise.all([
    db
      .selectFrom('catalog_categories')
      .selectAll()
      .where('provider_id', '=', providerId)
      .where('retired_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('products')
      .selectAll()
      .select(productSoldOutToday().as('sold_out'))
      .where('provider_id', '=', providerId)
      .where('retired_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('catalog_extra_groups')
      .selectAll()
      .where('provider_id', '=', providerId)
      .where('retired_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('catalog_extra_options as o')
      .innerJoin('catalog_extra_groups as g', 'g.id', 'o.group_id')
      .selectAll('o')
      .where('g.provider_id', '=', providerId)
      .where('o.retired_at', 'is', null)
      .orderBy('o.sort_order')
      .orderBy('o.created_at')
      .execute(),
    db
      .selectFrom('products')
      .select(extrasSoldOutToday().as('ids'))
      .where('provider_id', '=', providerId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const categoryIdOf = new Map(categoryRows.map((row) => [row.key, row.id]));
  const extrasSoldOut = new Set(soldOutExtras?.ids ?? []);
  const categories = categoryRows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    translations: row.translations,
    version: row.version,
  }));
  const products = productRows
    .filter((row) => categoryIdOf.has(row.category))
    .map(
      (row): EditableProduct => ({
        id: row.id,
        categoryId: categoryIdOf.get(row.category) as string,
        version: row.version,
        name: row.name,
        description: row.description,
        composition: row.composition,
        translations: row.translations as EditableProduct['translations'],
        price: row.price,
        pointsPrice: row.points_price,
        loyaltyPoints: row.loyalty_points,
        imageUrl: row.image_url,
        nutrition: { calories: row.calories, proteins: row.proteins, fats: row.fats, carbs: row.carbs },
        allergens: row.allergens,
        maxExtraOptions: row.max_extra_options,
        extraGroupIds: row.extra_group_ids,
        available: row.available,
        soldOut: Boolean(row.sold_out),
      }),
    );
  const extraGroups = groupRows.map((row) => ({
    id: row.id,
    name: row.name,
    translations: row.translations,
    maxSelectable: row.max_selectable,
    version: row.version,
    options: optionRows
      .filter((option) => option.group_id === row.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        translations: option.translations,
        price: option.price,
        allergens: option.allergens,
        isDefault: option.is_default,
        soldOut: extrasSoldOut.has(option.id),
      })),
  }));
  const menu = { categories, products, extraGroups };
  return {
    providerId: place.id,
    language: place.language,
    currency: place.currency,
    catalogVersion: Number(place.catalog_version),
    ...menu,
    missingTranslations: missingTranslations(menu),
  };
}
