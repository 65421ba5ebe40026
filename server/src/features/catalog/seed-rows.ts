import type { Schema } from '../../api/handler';
import type { StoredExtraGroup } from '../../db/schema';
import { extraGroupId, extraOptionId, productId, providerId } from './ids';
import type { ProductRow, ProviderRow } from './repository';
import type { SeedMenuTranslation, SeedProduct, SeedProvider } from './seed-types';

// How many minor units make about one euro, for the loyalty rules
// "about 1 point earned per euro" and "about 10 points to pay one euro".
const MINOR_UNITS_PER_EURO: Record<SeedProvider['currency'], number> = { EUR: 100, PLN: 430 };

export const providerLogoPath = (providerSlug: string) => `providers/${providerSlug}.svg`;
export const productImagePath = (providerSlug: string, productSlug: string) =>
  `products/${providerSlug}-${productSlug}.svg`;

type Language = Schema<'Language'>;

/** `pick(translation)` in each language of the provider's translations that has it. */
function translated<T>(
  provider: SeedProvider,
  pick: (translation: SeedMenuTranslation) => T | undefined,
): Partial<Record<Language, T>> {
  const result: Partial<Record<Language, T>> = {};
  for (const [language, translation] of Object.entries(provider.translations)) {
    const value = translation && pick(translation);
    if (value !== undefined) result[language as Language] = value;
  }
  return result;
}

function extraGroupsOf(provider: SeedProvider, product: SeedProduct): StoredExtraGroup[] {
  return (product.extras ?? []).map((groupKey) => {
    const group = provider.extraGroups.find((candidate) => candidate.key === groupKey);
    if (!group)
      throw new Error(`Seed data: ${provider.slug}/${product.slug} uses unknown extra group ${groupKey}`);
    return {
      groupId: extraGroupId(provider.slug, group.key),
      name: group.name,
      translations: translated(provider, (translation) => translation.extraGroups[group.key]?.name),
      maxSelectable: group.maxSelectable,
      options: group.options.map((option) => ({
        optionId: extraOptionId(provider.slug, group.key, option.key),
        name: option.name,
        translations: translated(
          provider,
          (translation) => translation.extraGroups[group.key]?.options[option.key],
        ),
        price: option.price,
        allergens: option.allergens ?? [],
      })),
    };
  });
}

function productRow(provider: SeedProvider, product: SeedProduct, sortOrder: number): ProductRow {
  const categoryOrder = provider.categories.indexOf(product.category);
  if (categoryOrder < 0) throw new Error(`Seed data: ${provider.slug}/${product.slug} has unknown category`);
  const perEuro = MINOR_UNITS_PER_EURO[provider.currency];
  const [calories, proteins, fats, carbs] = product.nutrition;
  return {
    id: productId(provider.slug, product.slug),
    provider_id: providerId(provider.slug),
    slug: product.slug,
    category: product.category,
    category_order: categoryOrder,
    name: product.name,
    description: product.description,
    price: product.price,
    currency: provider.currency,
    points_price: Math.round((product.price * 10) / perEuro),
    loyalty_points: Math.max(1, Math.round(product.price / perEuro)),
    image_url: `/uploads/${productImagePath(provider.slug, product.slug)}`,
    available: product.available ?? true,
    calories,
    proteins,
    fats,
    carbs,
    composition: product.composition,
    allergens: product.allergens,
    max_extra_options: product.maxExtraOptions ?? 0,
    extra_groups: JSON.stringify(extraGroupsOf(provider, product)),
    sort_order: sortOrder,
    translations: JSON.stringify(translated(provider, (translation) => translation.products[product.slug])),
  };
}

/** The rows the seed writes, derived from the hand-written seed data. */
export function catalogRows(providers: SeedProvider[]): { providers: ProviderRow[]; products: ProductRow[] } {
  return {
    providers: providers.map((provider, index) => ({
      id: providerId(provider.slug),
      slug: provider.slug,
      code: provider.code,
      language: provider.language,
      country: provider.country,
      name: provider.name,
      kind: provider.kind,
      address: provider.address,
      timezone: provider.timezone,
      currency: provider.currency,
      opening_hours: JSON.stringify(provider.openingHours),
      logo_url: `/uploads/${providerLogoPath(provider.slug)}`,
      sort_order: index,
    })),
    products: providers.flatMap((provider) =>
      provider.products.map((product, index) => productRow(provider, product, index)),
    ),
  };
}
