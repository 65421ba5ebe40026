// Shapes shared by the catalogue's tables, seed data, pricing and API answers.

export type ProviderKind = 'coffee_shop' | 'restaurant';

/** One opening window; day 0 is Sunday. A `closes` at or before `opens` runs past midnight. */
export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export interface ExtraOption {
  optionId: string;
  name: string;
  price: number;
  allergens: string[];
}

export interface ExtraGroup {
  groupId: string;
  name: string;
  maxSelectable: number;
  options: ExtraOption[];
}

export interface Nutrition {
  calories: number;
  proteins: number;
  fats: number;
  carbs: number;
}

export interface Provider {
  providerId: string;
  name: string;
  kind: ProviderKind;
  address: string;
  timezone: string;
  openingHours: OpeningHours[];
  isOpenNow: boolean;
  logoUrl: string;
}

export interface Product {
  productId: string;
  providerId: string;
  category: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  pointsPrice: number;
  loyaltyPoints: number;
  imageUrl: string;
  available: boolean;
  nutrition: Nutrition;
  composition: string;
  allergens: string[];
  maxExtraOptions: number;
  extraGroups: ExtraGroup[];
}

export type QuoteProblem =
  | 'unknown_product'
  | 'unavailable'
  | 'invalid_extra'
  | 'too_many_extras'
  | 'other_provider';

export interface BasketItemRequest {
  productId: string;
  quantity: number;
  selectedExtraOptions: string[];
}

export interface BasketQuoteLine {
  productId: string;
  name: string | null;
  imageUrl: string | null;
  quantity: number;
  selectedExtraOptions: string[];
  extras: { optionId: string; name: string; price: number }[];
  available: boolean;
  problem?: QuoteProblem;
  unitPrice: number;
  lineTotal: number;
  pointsPrice: number;
  loyaltyPoints: number;
}

export interface BasketQuote {
  providerId: string;
  currency: string;
  lines: BasketQuoteLine[];
  total: number;
  pointsTotal: number;
  loyaltyPointsEarned: number;
}
