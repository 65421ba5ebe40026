import { type BasketItem, type BasketState, MAX_LINE_QUANTITY } from './basket-slice';

/**
 * The stored basket's shape. 1: lines without names; 2: lines keep their product's name,
 * image and extras' names (so the basket still names them offline).
 */
export const BASKET_STORAGE_VERSION = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** One stored line as a BasketItem, or null when it cannot be read (it is then dropped). */
function readLine(value: unknown): BasketItem | null {
  if (!isRecord(value)) return null;
  const { basketItemId, productId, providerId, price, quantity, selectedExtraOptions } = value;
  if (!isText(basketItemId) || !isText(productId) || !isText(providerId)) return null;
  if (!isCount(price, Number.MAX_SAFE_INTEGER)) return null;
  if (!isCount(quantity, MAX_LINE_QUANTITY) || quantity === 0) return null;
  if (!Array.isArray(selectedExtraOptions) || !selectedExtraOptions.every(isText)) return null;
  const line: BasketItem = {
    basketItemId,
    productId,
    providerId,
    price,
    quantity,
    selectedExtraOptions: [...selectedExtraOptions],
  };
  // What only names the line is kept when readable, else left out: the next quote names it again.
  if (isText(value.name)) line.name = value.name;
  if (isText(value.imageUrl)) line.imageUrl = value.imageUrl;
  if (Array.isArray(value.extraNames) && value.extraNames.every(isText)) {
    line.extraNames = [...value.extraNames];
  }
  return line;
}

/**
 * The basket read back from storage, whatever version or state it is in: every line that
 * can be read, of one provider (the first line's), each id once. Whatever else was stored
 * is dropped, so a damaged or outdated basket never breaks the app or shows a wrong total.
 */
export function readStoredBasket(stored: unknown): BasketState {
  const lines = isRecord(stored) && Array.isArray(stored.items) ? stored.items : [];
  const items: BasketItem[] = [];
  for (const value of lines) {
    const line = readLine(value);
    if (!line) continue;
    if (items.length > 0 && items[0]?.providerId !== line.providerId) continue;
    if (items.some((item) => item.basketItemId === line.basketItemId)) continue;
    items.push(line);
  }
  return { items };
}
