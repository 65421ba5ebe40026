import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { type BasketQuoteLine, type QuoteBasketApiArg, useQuoteBasketQuery } from '../../api';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import {
  type BasketItem,
  type LineDescription,
  linesDescribed,
  sameOptions,
} from '../../stores/basket-slice';
import { useAppDispatch } from '../../stores/hooks';

const QUOTE_DELAY_MS = 300;

/**
 * The server's quote of the basket: every line's name, image, extras, prices and
 * availability, and the totals. It asks for the basket once it has stopped changing for a
 * moment, so a few quick taps on a stepper make one call. `fresh` says the quote matches
 * the basket as it is now; until then `quote` is the last one, of an earlier basket.
 */
export function useBasketQuote(items: BasketItem[]) {
  // What is quoted, as text: lines renamed by a quote ask for no new one.
  const request = JSON.stringify({
    providerId: items[0]?.providerId,
    items: items.map(({ productId, quantity, selectedExtraOptions }) => ({
      productId,
      quantity,
      selectedExtraOptions,
    })),
  });
  const body = useMemo<QuoteBasketApiArg['body'] | null>(() => {
    const parsed = JSON.parse(request) as Partial<QuoteBasketApiArg['body']>;
    return parsed.providerId && parsed.items ? { providerId: parsed.providerId, items: parsed.items } : null;
  }, [request]);
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

  // The names and images the server gave are kept in the lines, for when it cannot be reached.
  const dispatch = useAppDispatch();
  const described = fresh ? quote : undefined;
  useEffect(() => {
    if (!described) return;
    const changed = described.lines.flatMap((line): LineDescription[] => {
      // An unknown product has no name; a known one without a photo has no image.
      if (line.name === null) return [];
      const description = {
        productId: line.productId,
        selectedExtraOptions: line.selectedExtraOptions,
        name: line.name,
        imageUrl: line.imageUrl ?? undefined,
        extraNames: line.extras.map((extra) => extra.name),
      };
      const stale = items.some(
        (item) =>
          item.productId === line.productId &&
          sameOptions(item.selectedExtraOptions, line.selectedExtraOptions) &&
          (item.name !== description.name ||
            item.imageUrl !== description.imageUrl ||
            item.extraNames?.join('\n') !== description.extraNames.join('\n')),
      );
      return stale ? [description] : [];
    });
    if (changed.length > 0) dispatch(linesDescribed(changed));
  }, [described, items, dispatch]);

  return { quote, fresh, lineFor, isError, isChecking: body !== null && !fresh && !isError };
}
