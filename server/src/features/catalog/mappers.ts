import type { Schema } from '../../api/handler';
import type { StoredExtraGroup, StoredTranslations } from '../../db/schema';
import { countryName, type Language, pickText } from './language';
import type { ProductRecord, ProviderRecord } from './repository';

/** A provider in `language` (the country's name ends the address), but its opening state (per request). */
export function toProviderWithoutOpenState(
  row: ProviderRecord,
  language: Language,
): Omit<Schema<'Provider'>, 'isOpenNow' | 'todayHours' | 'nextOpening' | 'closedDates'> {
  return {
    providerId: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    address: row.country ? `${row.address}, ${countryName(row.country, language)}` : row.address,
    country: row.country || null,
    language: row.language,
    timezone: row.timezone,
    openingHours: row.opening_hours,
    logoUrl: row.logo_url,
    // Only while paused: a place taking orders answers as before.
    ...(row.ordering_paused_at
      ? {
          orderingPaused: {
            since: new Date(row.ordering_paused_at).toISOString(),
            reason: row.ordering_pause_reason ?? '',
          },
        }
      : {}),
  };
}

function toExtraGroup(
  group: StoredExtraGroup,
  language: Language,
  placeLanguage: Language,
  soldOutOptions: string[],
): Schema<'ExtraGroup'> {
  return {
    groupId: group.groupId,
    name: pickText(group.name, group.translations, language, placeLanguage),
    maxSelectable: group.maxSelectable,
    options: group.options.map((option) => {
      const soldOut = soldOutOptions.includes(option.optionId);
      return {
        optionId: option.optionId,
        name: pickText(option.name, option.translations, language, placeLanguage),
        price: option.price,
        allergens: option.allergens,
        // A default the place has sold out is not served today: the product page leaves it unchosen.
        isDefault: option.isDefault === true && !soldOut,
        ...(soldOut ? { available: false as const } : {}),
      };
    }),
  };
}

/** A product with its English texts. */
export const toProduct = (row: ProductRecord): Schema<'Product'> => toLocalizedProduct(row, 'en', 'en');

/**
 * A product in `language`: each text (its category's name too) in that language, else in English, else
 * in the place's own (`placeLanguage`): pickText's rule.
 */
export function toLocalizedProduct(
  row: ProductRecord,
  language: Language,
  placeLanguage: Language,
): Schema<'Product'> {
  const text = (field: 'name' | 'description' | 'composition') =>
    pickText(
      row[field],
      {
        [language]: row.translations[language]?.[field],
        [placeLanguage]: row.translations[placeLanguage]?.[field],
      },
      language,
      placeLanguage,
    );
  return {
    productId: row.id,
    providerId: row.provider_id,
    category: row.category,
    categoryName: pickText(
      row.category_name ?? row.category,
      row.category_translations ?? undefined,
      language,
      placeLanguage,
    ),
    name: text('name'),
    description: text('description'),
    price: row.price,
    currency: row.currency,
    pointsPrice: row.points_price,
    loyaltyPoints: row.loyalty_points,
    // Stored as '' when the product has no photo: the contract says null, so no app shows a broken image.
    imageUrl: row.image_url || null,
    available: row.available && !row.sold_out_today,
    nutrition: { calories: row.calories, proteins: row.proteins, fats: row.fats, carbs: row.carbs },
    composition: text('composition'),
    // Stored as text; the commands write only the contract's allergens.
    allergens: row.allergens as Schema<'Allergen'>[],
    maxExtraOptions: row.max_extra_options,
    // `available: false` on an option only while sold out today, so a menu's options stay as they were otherwise.
    extraGroups: row.extra_groups.map((group) =>
      toExtraGroup(group, language, placeLanguage, row.sold_out_extras),
    ),
  };
}

/**
 * The names of a product and of its extra options in every language it has (English always), for an
 * order line's snapshot: a later change to the menu never changes what an order says was sold.
 */
export function soldNames(row: ProductRecord): {
  product: StoredTranslations;
  options: Map<string, StoredTranslations>;
} {
  const product: StoredTranslations = { en: row.name };
  for (const [language, texts] of Object.entries(row.translations)) {
    if (texts?.name) product[language as Language] = texts.name;
  }
  const options = new Map<string, StoredTranslations>();
  for (const group of row.extra_groups) {
    for (const option of group.options)
      options.set(option.optionId, { ...option.translations, en: option.name });
  }
  return { product, options };
}

/** The staff console's settings of a place's row (the back office's `counter`, the staff's getStaffSettings). */
export function toCounterSettings(row: {
  age_amber_minutes: number;
  age_red_minutes: number;
  pending_flag_minutes: number;
  pending_cancel_minutes: number;
}): Schema<'CounterSettings'> {
  return {
    ageAmberMinutes: row.age_amber_minutes,
    ageRedMinutes: row.age_red_minutes,
    pendingFlagMinutes: row.pending_flag_minutes,
    pendingCancelMinutes: row.pending_cancel_minutes,
  };
}
