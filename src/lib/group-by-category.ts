import type { Product } from '../api';

export interface CategoryGroup {
  /** The category's key: stable, for ids and React keys. */
  key: string;
  /** Its name in the customer's language, as the server gave it. */
  name: string;
  products: Product[];
}

/** Products by category, categories in the order the menu first lists them. */
export function groupByCategory(products: readonly Product[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const product of products) {
    const group = groups.get(product.category);
    if (group) group.products.push(product);
    else
      groups.set(product.category, {
        key: product.category,
        name: product.categoryName,
        products: [product],
      });
  }
  return [...groups.values()];
}
