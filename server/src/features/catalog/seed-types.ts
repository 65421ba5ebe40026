import type { Schema } from '../../api/handler';

type OpeningHours = Schema<'OpeningHours'>;

// The demo catalogue, written by hand so that it reads like a real menu. Ids are derived from
// the slugs (see ids.ts), so renaming a slug changes an id: never rename a provider slug.

/** One of the contract's allergens (openapi.yaml's Allergen). */
export type Allergen = Schema<'Allergen'>;

export interface SeedExtraOption {
  key: string;
  name: string;
  price: number;
  allergens?: Allergen[];
  /** What the place serves unless asked otherwise (a milk drink's whole milk); at most maxSelectable a group. */
  isDefault?: boolean;
}

export interface SeedExtraGroup {
  key: string;
  name: string;
  maxSelectable: number;
  options: SeedExtraOption[];
}

export interface SeedProduct {
  slug: string;
  category: string;
  name: string;
  description: string;
  /** Minor units of the provider's currency. */
  price: number;
  /** calories (kcal), proteins, fats, carbs (g) per serving */
  nutrition: [calories: number, proteins: number, fats: number, carbs: number];
  composition: string;
  allergens: Allergen[];
  /** Keys of the provider's extra groups offered with this product. */
  extras?: string[];
  maxExtraOptions?: number;
  available?: boolean;
}

type Language = Schema<'Language'>;

/** A product's texts in another language; what is left out falls back (place's language, then English). */
export interface SeedProductTexts {
  name: string;
  description: string;
  composition: string;
}

/** A menu's texts in one language other than English: products and extra groups by key. */
export interface SeedMenuTranslation {
  extraGroups: Record<string, { name: string; options: Record<string, string> }>;
  products: Record<string, SeedProductTexts>;
}

export interface SeedProvider {
  slug: string;
  /** The short human code of the QR sign, e.g. OLIV-42: never reuse one. */
  code: string;
  /** The place's own language, the menu's first fallback. */
  language: Language;
  /** ISO 3166 alpha-2: its name in the customer's language ends the address. */
  country: string;
  name: string;
  kind: Schema<'ProviderKind'>;
  /** Without the country (see `country`). */
  address: string;
  timezone: string;
  currency: 'EUR' | 'PLN';
  openingHours: OpeningHours[];
  /** Menu order of the categories. */
  categories: string[];
  extraGroups: SeedExtraGroup[];
  products: SeedProduct[];
  /** The menu in other languages (English is the text above). */
  translations: Partial<Record<Exclude<Language, 'en'>, SeedMenuTranslation>>;
}

/** Same hours on several days (0 = Sunday). */
export function hours(days: number[], opens: string, closes: string): OpeningHours[] {
  return days.map((day) => ({ day, opens, closes }));
}
