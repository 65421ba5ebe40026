import type { ExtraGroup, Product } from '../../api';

// Pure rules of a product's extras: which options may still be chosen, what they add
// to the price and to the allergens. The server enforces the same limits on checkout.

type ProductExtras = Pick<Product, 'extraGroups' | 'maxExtraOptions'>;

const allOptions = (product: Pick<Product, 'extraGroups'>) =>
  product.extraGroups.flatMap((group) => group.options);

export const selectedInGroup = (group: ExtraGroup, selected: readonly string[]) =>
  group.options.filter((option) => selected.includes(option.optionId)).length;

/** A chosen option can always be unchosen; a new one only while both limits leave room. */
export function canChooseOption(
  product: ProductExtras,
  group: ExtraGroup,
  optionId: string,
  selected: readonly string[],
): boolean {
  if (selected.includes(optionId)) return true;
  return selectedInGroup(group, selected) < group.maxSelectable && selected.length < product.maxExtraOptions;
}

export function toggleOption(
  product: ProductExtras,
  group: ExtraGroup,
  optionId: string,
  selected: readonly string[],
): string[] {
  if (selected.includes(optionId)) return selected.filter((id) => id !== optionId);
  return canChooseOption(product, group, optionId, selected) ? [...selected, optionId] : [...selected];
}

/** Unit price in minor units: the product's price plus every chosen option's price. */
export function unitPrice(product: Pick<Product, 'price' | 'extraGroups'>, selected: readonly string[]) {
  return allOptions(product)
    .filter((option) => selected.includes(option.optionId))
    .reduce((sum, option) => sum + option.price, product.price);
}

/** The product's allergens and those its chosen extras add, each once, in first-seen order. */
export function mergedAllergens(
  product: Pick<Product, 'allergens' | 'extraGroups'>,
  selected: readonly string[],
): string[] {
  const fromExtras = allOptions(product)
    .filter((option) => selected.includes(option.optionId))
    .flatMap((option) => option.allergens);
  return [...new Set([...product.allergens, ...fromExtras])];
}

/** Names of the chosen options, in menu order; ids the product no longer knows are skipped. */
export function optionNames(product: Pick<Product, 'extraGroups'>, selected: readonly string[]): string[] {
  return allOptions(product)
    .filter((option) => selected.includes(option.optionId))
    .map((option) => option.name);
}
