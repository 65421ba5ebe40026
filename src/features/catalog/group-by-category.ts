import type { Product } from '../../api';

/** Products by category, categories in the order the menu first lists them. */
export function groupByCategory(products: readonly Product[]): [category: string, products: Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.category);
    if (group) group.push(product);
    else groups.set(product.category, [product]);
  }
  return [...groups];
}
