import type { Product, Provider } from '../api';
import type { BasketItem } from '../stores/basket-slice';

// Menu data for the catalog's component tests.
export const CAFE_ID = '11111111-1111-4111-8111-111111111111';
export const BISTRO_ID = '22222222-2222-4222-8222-222222222222';
export const LATTE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const CROISSANT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const OAT_ID = 'cccccccc-0001-4ccc-8ccc-cccccccccccc';
export const SOY_ID = 'cccccccc-0002-4ccc-8ccc-cccccccccccc';
export const CREAM_ID = 'cccccccc-0003-4ccc-8ccc-cccccccccccc';
export const NUTS_ID = 'cccccccc-0004-4ccc-8ccc-cccccccccccc';
export const COCOA_ID = 'cccccccc-0005-4ccc-8ccc-cccccccccccc';

export const cafe: Provider = {
  providerId: CAFE_ID,
  code: 'AROM-12',
  name: 'Café Aroma',
  kind: 'coffee_shop',
  address: 'Carrer de Mallorca 1, Barcelona, Spain',
  country: 'ES',
  language: 'ca',
  timezone: 'Europe/Madrid',
  openingHours: [],
  isOpenNow: true,
  todayHours: [],
  nextOpening: null,
  logoUrl: '/uploads/cafe-aroma.png',
};

export const latte: Product = {
  productId: LATTE_ID,
  providerId: CAFE_ID,
  category: 'coffee',
  categoryName: 'Coffee',
  name: 'Latte',
  description: 'Espresso with steamed milk.',
  price: 350,
  currency: 'EUR',
  pointsPrice: 35,
  loyaltyPoints: 4,
  imageUrl: '/uploads/latte.jpg',
  available: true,
  nutrition: { calories: 190, proteins: 10, fats: 7, carbs: 19 },
  composition: 'Espresso, milk',
  allergens: ['milk'],
  maxExtraOptions: 3,
  extraGroups: [
    {
      groupId: 'dddddddd-0001-4ddd-8ddd-dddddddddddd',
      name: 'Milk',
      maxSelectable: 1,
      options: [
        { optionId: OAT_ID, name: 'Oat milk', price: 50, allergens: ['gluten'], isDefault: false },
        { optionId: SOY_ID, name: 'Soy milk', price: 40, allergens: ['soy'], isDefault: false },
      ],
    },
    {
      groupId: 'dddddddd-0002-4ddd-8ddd-dddddddddddd',
      name: 'Toppings',
      maxSelectable: 2,
      options: [
        { optionId: CREAM_ID, name: 'Whipped cream', price: 60, allergens: ['milk'], isDefault: false },
        { optionId: NUTS_ID, name: 'Hazelnuts', price: 70, allergens: ['nuts'], isDefault: false },
        { optionId: COCOA_ID, name: 'Cocoa', price: 20, allergens: [], isDefault: false },
      ],
    },
  ],
};

export const croissant: Product = {
  ...latte,
  productId: CROISSANT_ID,
  category: 'pastries',
  categoryName: 'Pastries',
  name: 'Croissant',
  description: 'Butter croissant.',
  price: 225,
  pointsPrice: 22,
  loyaltyPoints: 2,
  imageUrl: '/uploads/croissant.jpg',
  available: false,
  allergens: ['gluten', 'milk'],
  maxExtraOptions: 0,
  extraGroups: [],
};

/** Store state of a basket holding `items`, as read back from storage. */
export const preloadedBasket = (items: BasketItem[]) => ({ basket: { items } });
