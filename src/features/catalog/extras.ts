import type { ExtraGroup, Product } from '../../api';
import type { PriceLine } from '../../lib/pricing';

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

/**
 * A group of one choice (radio buttons): choosing an option replaces the group's current
 * one; `null` chooses none. Switching never needs room, a first choice needs the product's.
 */
export function chooseSingleOption(
  product: ProductExtras,
  group: ExtraGroup,
  optionId: string | null,
  selected: readonly string[],
): string[] {
  const inGroup = new Set(group.options.map((option) => option.optionId));
  const others = selected.filter((id) => !inGroup.has(id));
  if (optionId === null) return others;
  const hasChoice = others.length < selected.length;
  if (!hasChoice && others.length >= product.maxExtraOptions) return [...selected];
  return [...others, optionId];
}

/** Whether a group of one choice lets this option be chosen (switching within it always does). */
export function canChooseSingleOption(
  product: ProductExtras,
  group: ExtraGroup,
  optionId: string,
  selected: readonly string[],
): boolean {
  return selectedInGroup(group, selected) > 0 || canChooseOption(product, group, optionId, selected);
}

/**
 * Why a group's unchosen options are greyed out, if they are: the group holds its most
 * (`'group'`), or the product has all the extras it allows (`'product'`). A group of one choice
 * is never full by itself (another option replaces the chosen one).
 */
export function fullBecause(
  product: ProductExtras,
  group: ExtraGroup,
  selected: readonly string[],
): 'group' | 'product' | null {
  const blocked = group.options.some((option) =>
    group.maxSelectable === 1
      ? !canChooseSingleOption(product, group, option.optionId, selected)
      : !canChooseOption(product, group, option.optionId, selected),
  );
  if (!blocked) return null;
  return group.maxSelectable > 1 && selectedInGroup(group, selected) >= group.maxSelectable
    ? 'group'
    : 'product';
}

/**
 * What the place serves unless asked otherwise (a cappuccino's whole milk), in menu order: the options
 * marked `isDefault` that are not sold out, within each group's and the product's limits.
 */
export function defaultSelection(product: ProductExtras): string[] {
  const selected: string[] = [];
  for (const group of product.extraGroups) {
    for (const option of group.options) {
      if (!option.isDefault || option.available === false) continue;
      if (canChooseOption(product, group, option.optionId, selected)) selected.push(option.optionId);
    }
  }
  return selected;
}

/**
 * What the product page starts with: a basket line's own choice when it edits one (the ids the product
 * still offers), else the product's defaults.
 */
export function initialSelection(product: ProductExtras, lineSelection?: readonly string[]): string[] {
  if (!lineSelection) return defaultSelection(product);
  const offered = new Set(allOptions(product).map((option) => option.optionId));
  return lineSelection.filter((id) => offered.has(id));
}

/** The chosen options' names, in the order chosen (as the basket stores them). */
export function chosenOptionNames(product: Pick<Product, 'extraGroups'>, selected: readonly string[]) {
  const options = allOptions(product);
  return selected.map((id) => options.find((option) => option.optionId === id)?.name ?? '');
}

/** The chosen options the product knows, in menu order; ids it no longer knows are skipped. */
export function chosenOptions(product: Pick<Product, 'extraGroups'>, selected: readonly string[]) {
  return allOptions(product).filter((option) => selected.includes(option.optionId));
}

/** The product with these extras, as a line for lib/pricing's estimatePrice. */
export function asPriceLine(
  product: Pick<Product, 'price' | 'extraGroups'>,
  selected: readonly string[],
  quantity: number,
): PriceLine {
  return {
    price: product.price,
    extraPrices: chosenOptions(product, selected).map((option) => option.price),
    quantity,
  };
}

/** The product's allergens and those its chosen extras add, each once, in first-seen order. */
export function mergedAllergens(
  product: Pick<Product, 'allergens' | 'extraGroups'>,
  selected: readonly string[],
): string[] {
  const fromExtras = chosenOptions(product, selected).flatMap((option) => option.allergens);
  return [...new Set([...product.allergens, ...fromExtras])];
}
