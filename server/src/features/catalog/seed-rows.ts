import type { SeedProvider } from './seed-types';

// How many minor units make about one euro, for the loyalty rules
// "about 1 point earned per euro" and "about 10 points to pay one euro".
const MINOR_UNITS_PER_EURO: Record<SeedProvider['currency'], number> = { EUR: 100, PLN: 430 };

export const providerLogoPath = (providerSlug: string) => `providers/${providerSlug}.svg`;
export const productImagePath = (providerSlug: string, productSlug: string) =>
  `products/${providerSlug}-${productSlug}.svg`;

/** Points a demo product costs (about 10 per euro) and earns (about 1 per euro, at least 1). */
export function demoPoints(currency: SeedProvider['currency'], price: number) {
  const perEuro = MINOR_UNITS_PER_EURO[currency];
  return {
    pointsPrice: Math.round((price * 10) / perEuro),
    loyaltyPoints: Math.max(1, Math.round(price / perEuro)),
  };
}
