import type { Product } from '../api';

/** Lower case without accents, so "cafe" finds "Café" and "CAPUTXINO" finds "Caputxino". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The products whose name, description or category name hold every word of `query` (in any order,
 * accents and case aside); all of them for an empty query. The menu's order is kept.
 */
export function searchMenu<T extends Pick<Product, 'name' | 'description' | 'categoryName'>>(
  products: readonly T[],
  query: string,
): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const text = foldText(`${product.name} ${product.description} ${product.categoryName}`);
    return words.every((word) => text.includes(word));
  });
}
