import { useEffect, useMemo } from 'react';
import { type BasketQuoteLine, type QuoteBasketApiArg, useQuoteBasketMutation } from '../../api';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { type BasketItem, sameOptions } from '../../stores/basket-slice';

const QUOTE_DELAY_MS = 300;

/**
 * Prices the basket on the server whenever it changes (debounced, so a few quick taps on
 * a stepper make one call). `fresh` says the quote matches the basket as it is now.
 */
export function useBasketQuote(items: BasketItem[]) {
  const [requestQuote, result] = useQuoteBasketMutation();
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

  useEffect(() => {
    if (settledBody) void requestQuote({ body: settledBody });
  }, [settledBody, requestQuote]);

  const quote = result.data?.data;
  const fresh = !!body && result.isSuccess && result.originalArgs?.body === body;

  /** The server's verdict on a line; an older quote still tells whether it is available. */
  const lineFor = (item: BasketItem): BasketQuoteLine | undefined =>
    quote?.lines.find(
      (line) =>
        line.productId === item.productId &&
        sameOptions(line.selectedExtraOptions, item.selectedExtraOptions),
    );

  return { quote, fresh, lineFor, isError: result.isError && !fresh, isChecking: !!body && !fresh };
}
