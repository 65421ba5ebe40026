import type { ExtraGroup, Product } from '../../api';
import { estimatePrice } from '../../lib/pricing';
import {
  asPriceLine,
  canChooseOption,
  canChooseSingleOption,
  chooseSingleOption,
  chosenOptionNames,
  chosenOptions,
  defaultSelection,
  fullBecause,
  initialSelection,
  mergedAllergens,
  toggleOption,
} from './extras';

const milk: ExtraGroup = {
  groupId: 'g-milk',
  name: 'Milk',
  maxSelectable: 1,
  options: [
    { optionId: 'oat', name: 'Oat milk', price: 50, allergens: ['gluten'], isDefault: false },
    { optionId: 'soy', name: 'Soy milk', price: 40, allergens: ['soy'], isDefault: false },
  ],
};
const toppings: ExtraGroup = {
  groupId: 'g-top',
  name: 'Toppings',
  maxSelectable: 2,
  options: [
    { optionId: 'cream', name: 'Whipped cream', price: 60, allergens: ['milk'], isDefault: false },
    { optionId: 'nuts', name: 'Hazelnuts', price: 70, allergens: ['nuts'], isDefault: false },
    { optionId: 'cocoa', name: 'Cocoa', price: 20, allergens: [], isDefault: false },
  ],
};
const latte = {
  price: 350,
  allergens: ['milk'],
  extraGroups: [milk, toppings],
  maxExtraOptions: 3,
} satisfies Pick<Product, 'price' | 'allergens' | 'extraGroups' | 'maxExtraOptions'>;

describe('extras limits', () => {
  it('stops a group at its maximum but lets a chosen option be unchosen', () => {
    const selected = toggleOption(latte, milk, 'oat', []);
    expect(selected).toEqual(['oat']);
    expect(canChooseOption(latte, milk, 'soy', selected)).toBe(false);
    expect(toggleOption(latte, milk, 'soy', selected)).toEqual(['oat']);
    expect(canChooseOption(latte, milk, 'oat', selected)).toBe(true);
    expect(toggleOption(latte, milk, 'oat', selected)).toEqual([]);
  });

  it('stops every group once the product-level maximum is reached', () => {
    const selected = ['oat', 'cream', 'nuts'];
    expect(canChooseOption({ ...latte, maxExtraOptions: 3 }, toppings, 'cocoa', ['oat', 'cream'])).toBe(true);
    expect(canChooseOption({ ...latte, maxExtraOptions: 2 }, toppings, 'cocoa', ['oat', 'cream'])).toBe(
      false,
    );
    expect(canChooseOption(latte, toppings, 'cocoa', selected)).toBe(false);
  });

  it('says why options are greyed out: the group holds its most, or the product its extras', () => {
    expect(fullBecause(latte, toppings, ['cream'])).toBeNull();
    expect(fullBecause(latte, toppings, ['cream', 'nuts'])).toBe('group');
    const twoInAll = { ...latte, maxExtraOptions: 2 };
    expect(fullBecause(twoInAll, toppings, ['oat', 'cream'])).toBe('product');
    // A group of one choice is never full by itself, and switching its choice needs no room.
    expect(fullBecause(latte, milk, ['oat'])).toBeNull();
    expect(fullBecause(twoInAll, milk, ['oat', 'cream'])).toBeNull();
    expect(fullBecause(twoInAll, milk, ['cream', 'nuts'])).toBe('product');
  });

  it('allows no extras at all when the product maximum is zero', () => {
    expect(canChooseOption({ ...latte, maxExtraOptions: 0 }, milk, 'oat', [])).toBe(false);
  });
});

describe('a group of one choice (radio buttons)', () => {
  it('replaces the chosen option in one step, and chooses none with null', () => {
    const oat = chooseSingleOption(latte, milk, 'oat', ['cream']);
    expect(oat).toEqual(['cream', 'oat']);
    expect(chooseSingleOption(latte, milk, 'soy', oat)).toEqual(['cream', 'soy']);
    expect(chooseSingleOption(latte, milk, null, oat)).toEqual(['cream']);
  });

  it('switches even when the product is full, but a first choice needs room', () => {
    const small = { ...latte, maxExtraOptions: 2 };
    expect(canChooseSingleOption(small, milk, 'soy', ['oat', 'cream'])).toBe(true);
    expect(chooseSingleOption(small, milk, 'soy', ['oat', 'cream'])).toEqual(['cream', 'soy']);
    expect(canChooseSingleOption(small, milk, 'soy', ['cream', 'nuts'])).toBe(false);
    expect(chooseSingleOption(small, milk, 'soy', ['cream', 'nuts'])).toEqual(['cream', 'nuts']);
  });

  it('names the chosen options in the order chosen, for the basket', () => {
    expect(chosenOptionNames(latte, ['nuts', 'oat'])).toEqual(['Hazelnuts', 'Oat milk']);
  });
});

describe('price and allergens of a customised product', () => {
  it('adds the chosen options to the base price', () => {
    expect(estimatePrice([asPriceLine(latte, [], 1)])).toBe(350);
    expect(estimatePrice([asPriceLine(latte, ['soy', 'nuts'], 1)])).toBe(350 + 40 + 70);
    expect(estimatePrice([asPriceLine(latte, ['soy', 'nuts'], 2)])).toBe(2 * (350 + 40 + 70));
  });

  it('merges the allergens the chosen extras add, each once', () => {
    expect(mergedAllergens(latte, [])).toEqual(['milk']);
    expect(mergedAllergens(latte, ['oat', 'cream', 'nuts'])).toEqual(['milk', 'gluten', 'nuts']);
  });

  it('lists the chosen options in menu order and skips unknown ids', () => {
    expect(chosenOptions(latte, ['nuts', 'gone', 'oat']).map((option) => option.name)).toEqual([
      'Oat milk',
      'Hazelnuts',
    ]);
  });
});

describe('the selection a product page starts with', () => {
  const withDefaults = (ids: string[], soldOut: string[] = []) => ({
    ...latte,
    extraGroups: latte.extraGroups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        ...option,
        isDefault: ids.includes(option.optionId),
        ...(soldOut.includes(option.optionId) ? { available: false } : {}),
      })),
    })),
  });

  it('is what the café serves by default, in menu order, without a sold-out one', () => {
    expect(defaultSelection(latte)).toEqual([]);
    expect(defaultSelection(withDefaults(['cocoa', 'soy']))).toEqual(['soy', 'cocoa']);
    expect(defaultSelection(withDefaults(['soy', 'cocoa'], ['soy']))).toEqual(['cocoa']);
  });

  it("stays within the group's and the product's limits", () => {
    expect(defaultSelection(withDefaults(['oat', 'soy']))).toEqual(['oat']);
    expect(defaultSelection({ ...withDefaults(['oat', 'cream', 'nuts']), maxExtraOptions: 2 })).toEqual([
      'oat',
      'cream',
    ]);
  });

  it("is a basket line's own choice when it edits one, without ids the product no longer offers", () => {
    const product = withDefaults(['oat']);
    expect(initialSelection(product)).toEqual(['oat']);
    expect(initialSelection(product, [])).toEqual([]);
    expect(initialSelection(product, ['soy', 'gone', 'nuts'])).toEqual(['soy', 'nuts']);
  });
});
