import type { RequestOf, Schema } from '../../api/handler';

type Product = Schema<'Product'>;
type ExtraOption = Schema<'ExtraOption'>;
type QuoteProblem = Schema<'QuoteProblem'>;
type BasketQuote = Schema<'BasketQuote'>;
type BasketQuoteLine = Schema<'BasketQuoteLine'>;
/** One line of the basket the client asks to price. */
export type BasketItemRequest = RequestOf<'quoteBasket'>['Body']['items'][number];

/**
 * Points price of one unit with extras: extras cost points at the product's own rate of points per
 * minor unit, rounded up, so adding an extra never makes a points purchase cheaper than cash.
 */
export function unitPointsPrice(
  product: Pick<Product, 'price' | 'pointsPrice'>,
  extrasPrice: number,
): number {
  if (extrasPrice === 0 || product.price === 0) return product.pointsPrice;
  return product.pointsPrice + Math.ceil((extrasPrice * product.pointsPrice) / product.price);
}

type ExtrasCheck =
  | { ok: true; options: ExtraOption[] }
  | { ok: false; problem: QuoteProblem; options: ExtraOption[] };

/** Resolves the chosen option ids against the product's groups and enforces both limits. */
export function checkExtras(product: Product, selectedOptionIds: string[]): ExtrasCheck {
  const groupOfOption = new Map<string, { groupId: string; option: ExtraOption }>();
  for (const group of product.extraGroups) {
    for (const option of group.options)
      groupOfOption.set(option.optionId, { groupId: group.groupId, option });
  }

  const options: ExtraOption[] = [];
  const seen = new Set<string>();
  const countPerGroup = new Map<string, number>();
  let invalid = false;
  for (const optionId of selectedOptionIds) {
    const found = groupOfOption.get(optionId);
    if (!found || seen.has(optionId)) {
      invalid = true;
      continue;
    }
    seen.add(optionId);
    options.push(found.option);
    countPerGroup.set(found.groupId, (countPerGroup.get(found.groupId) ?? 0) + 1);
  }
  if (invalid) return { ok: false, problem: 'invalid_extra', options };

  const groupOverLimit = product.extraGroups.some(
    (group) => (countPerGroup.get(group.groupId) ?? 0) > group.maxSelectable,
  );
  if (groupOverLimit || options.length > product.maxExtraOptions) {
    return { ok: false, problem: 'too_many_extras', options };
  }
  return { ok: true, options };
}

function priceLine(
  item: BasketItemRequest,
  product: Product | undefined,
  providerId: string,
): BasketQuoteLine {
  const base = {
    productId: item.productId,
    quantity: item.quantity,
    selectedExtraOptions: item.selectedExtraOptions,
  };
  if (!product) {
    return {
      ...base,
      name: null,
      imageUrl: null,
      extras: [],
      available: false,
      problem: 'unknown_product',
      unitPrice: 0,
      lineTotal: 0,
      pointsPrice: 0,
      loyaltyPoints: 0,
    };
  }

  const extras = checkExtras(product, item.selectedExtraOptions);
  const extrasPrice = extras.options.reduce((sum, option) => sum + option.price, 0);
  const unitPrice = product.price + extrasPrice;
  const priced = {
    ...base,
    name: product.name,
    imageUrl: product.imageUrl,
    extras: extras.options.map(({ optionId, name, price }) => ({ optionId, name, price })),
    unitPrice,
    lineTotal: unitPrice * item.quantity,
    pointsPrice: unitPointsPrice(product, extrasPrice) * item.quantity,
    loyaltyPoints: product.loyaltyPoints * item.quantity,
  };

  let problem: QuoteProblem | undefined;
  if (product.providerId !== providerId) problem = 'other_provider';
  else if (!product.available || extras.options.some((option) => option.available === false))
    problem = 'unavailable';
  else if (!extras.ok) problem = extras.problem;

  return problem ? { ...priced, available: false, problem } : { ...priced, available: true };
}

/**
 * Prices a basket from the catalogue alone. Lines that cannot be sold are flagged with a
 * problem and left out of the totals instead of failing the whole quote. A flagged line keeps
 * its catalogue price when the product is known, so the client can still show it.
 */
export function quoteBasketLines(
  provider: { providerId: string; currency: string },
  items: BasketItemRequest[],
  productsById: ReadonlyMap<string, Product>,
): BasketQuote {
  const lines = items.map((item) => priceLine(item, productsById.get(item.productId), provider.providerId));
  const sellable = lines.filter((line) => line.available);
  return {
    providerId: provider.providerId,
    currency: provider.currency,
    lines,
    total: sellable.reduce((sum, line) => sum + line.lineTotal, 0),
    pointsTotal: sellable.reduce((sum, line) => sum + line.pointsPrice, 0),
    loyaltyPointsEarned: sellable.reduce((sum, line) => sum + line.loyaltyPoints, 0),
  };
}
