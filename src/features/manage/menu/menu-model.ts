import type { MenuCategory, MenuExtraGroup, MenuProduct } from '../../../api';
import { languageValues } from '../../../api';
import type { EditableMenu } from '../../../api/manage';

/** The languages a menu is translated into (English is the original, the entity's own fields). */
export const OTHER_LANGUAGES = languageValues.filter((language) => language !== 'en');
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** The 14 allergens EU Regulation 1169/2011 requires a menu to declare (the contract's Allergen). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

/** The decimals of a currency (2 for EUR and PLN). */
export function currencyDecimals(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** "2.40" or "2,4" -> 240 (minor units); undefined for anything that is not an amount. */
export function parseAmount(text: string, currency: string): number | undefined {
  const decimals = currencyDecimals(currency);
  const normalized = text.trim().replace(',', '.');
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(normalized)) return undefined;
  return Math.round(Number(normalized) * 10 ** decimals);
}

/** 240 -> "2.40" (what the amount field shows). */
export function amountText(minorUnits: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return (minorUnits / 10 ** decimals).toFixed(decimals);
}

export const productsOf = (menu: EditableMenu, category: MenuCategory): MenuProduct[] =>
  menu.products.filter((product) => product.categoryId === category.id);

/** Moves the item at `from` to `to` in a copy of `ids`. */
export function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export type { EditableMenu, MenuCategory, MenuExtraGroup, MenuProduct };
