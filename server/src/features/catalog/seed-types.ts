import type { Schema } from '../../api/handler';

type OpeningHours = Schema<'OpeningHours'>;

// The demo catalogue, written by hand so that it reads like a real menu. Ids are derived from
// the slugs (see ids.ts), so renaming a slug changes an id: never rename a provider slug.

export type Allergen =
  | 'gluten'
  | 'milk'
  | 'eggs'
  | 'nuts'
  | 'peanuts'
  | 'soy'
  | 'fish'
  | 'crustaceans'
  | 'molluscs'
  | 'celery'
  | 'mustard'
  | 'sesame'
  | 'sulphites'
  | 'lupin';

export interface SeedExtraOption {
  key: string;
  name: string;
  price: number;
  allergens?: Allergen[];
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

export interface SeedProvider {
  slug: string;
  name: string;
  kind: Schema<'ProviderKind'>;
  address: string;
  timezone: string;
  currency: 'EUR' | 'PLN';
  openingHours: OpeningHours[];
  /** Menu order of the categories. */
  categories: string[];
  extraGroups: SeedExtraGroup[];
  products: SeedProduct[];
}

/** Same hours on several days (0 = Sunday). */
export function hours(days: number[], opens: string, closes: string): OpeningHours[] {
  return days.map((day) => ({ day, opens, closes }));
}
