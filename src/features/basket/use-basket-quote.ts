import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { type BasketQuoteLine, type QuoteBasketApiArg, useQuoteBasketQuery } from '../../api';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { type BasketItem, sameOptions } from '../../stores/basket-slice';

const QUOTE_DELAY_MS = 300;

/**
 * The server's quote of the basket: every line's name, image, extras, prices and
 * availability, and the totals. It asks for the basket once it has stopped changing for a
 * moment, so a few quick taps on a stepper make one call. `fresh` says the quote matches
 * the basket as it is now; until then `quote` is the last one, of an earlier basket.
 */
export function useBasketQuote(items: BasketItem[]) {
  const body = useMemo<QuoteBasketApiArg['body'] | null>(() => {
    const providerId = items[0]?.providerId;
    if (!providerId) return null;
    return {
      providerId,
      items: items.map(({ productId, quantity, selectedExtraOptions }) => ({
        productId,
        quantity,
        selectedExtraOptions,
      })),
    };
  }, [items]);
  const settledBody = useDebouncedValue(body, QUOTE_DELAY_MS);
  const settled = body !== null && settledBody === body;
  const result = useQuoteBasketQuery(settledBody ? { body: settledBody } : skipToken);

  const quote = result.data?.data;
  const fresh = settled && result.currentData !== undefined;
  const isError = settled && result.isError;

  /** The server's word on a line; an older quote still names it and tells whether it is available. */
  const lineFor = (item: BasketItem): BasketQuoteLine | undefined =>
    quote?.lines.find(
      (line) =>
        line.productId === item.productId &&
        sameOptions(line.selectedExtraOptions, item.selectedExtraOptions),
    );

  return { quote, fresh, lineFor, isError, isChecking: body !== null && !fresh && !isError };
}
