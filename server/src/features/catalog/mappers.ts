import type { Schema } from '../../api/handler';
import { isOpenNow } from './opening-hours';
import type { ProductRecord, ProviderRecord } from './repository';

export function toProvider(row: ProviderRecord, now: Date): Schema<'Provider'> {
  return {
    providerId: row.id,
    name: row.name,
    kind: row.kind,
    address: row.address,
    timezone: row.timezone,
    openingHours: row.opening_hours,
    isOpenNow: isOpenNow(row.opening_hours, row.timezone, now),
    logoUrl: row.logo_url,
  };
}

export function toProduct(row: ProductRecord): Schema<'Product'> {
  return {
    productId: row.id,
    providerId: row.provider_id,
    category: row.category,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    pointsPrice: row.points_price,
    loyaltyPoints: row.loyalty_points,
    imageUrl: row.image_url,
    available: row.available,
    nutrition: { calories: row.calories, proteins: row.proteins, fats: row.fats, carbs: row.carbs },
    composition: row.composition,
    allergens: row.allergens,
    maxExtraOptions: row.max_extra_options,
    extraGroups: row.extra_groups,
  };
}
