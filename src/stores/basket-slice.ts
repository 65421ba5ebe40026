import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../api/auth-actions';
import { estimatePrice } from '../lib/pricing';

export interface BasketItem {
  basketItemId: string;
  productId: string;
  providerId: string;
  /** Unit price in minor units, as quoted when added; the server re-prices at checkout. */
  price: number;
  quantity: number;
  selectedExtraOptions: string[];
  /**
   * The product's name and image as last shown (when added, then from each quote), so the
   * basket still names its lines offline. Lines stored before version 2 may lack them.
   */
  name?: string;
  imageUrl?: string;
  /** The chosen extras' names, in the order chosen. */
  extraNames?: string[];
}

/** What a quote or the product screen says about a line, kept in it for offline use. */
export interface LineDescription {
  productId: string;
  selectedExtraOptions: string[];
  name: string;
  /** Undefined: the product has no photo. */
  imageUrl: string | undefined;
  extraNames: string[];
}

export interface BasketState {
  items: BasketItem[];
}

/** The contract caps one line at 99 (POST /basket/quote). */
export const MAX_LINE_QUANTITY = 99;

const initialState: BasketState = { items: [] };

export type NewBasketItem = Omit<BasketItem, 'basketItemId'>;

const clampQuantity = (quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY);

/** Two selections are the same line whatever order the options were picked in. */
export const sameOptions = (a: string[], b: string[]) => {
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((option, i) => option === sortedB[i]);
};

/** True when adding a product of `providerId` would mix two providers in one basket. */
export const isFromAnotherProvider = (items: BasketItem[], providerId: string) =>
  items.length > 0 && items[0]?.providerId !== providerId;

const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    itemAdded: {
      reducer(state, action: PayloadAction<BasketItem>) {
        const added = action.payload;
        const line = state.items.find(
          (item) =>
            item.productId === added.productId &&
            sameOptions(item.selectedExtraOptions, added.selectedExtraOptions),
        );
        if (line) line.quantity = clampQuantity(line.quantity + added.quantity);
        else state.items.push({ ...added, quantity: clampQuantity(added.quantity) });
      },
      // The id comes from the current time, as the spec says; the suffix keeps two
      // adds in the same millisecond apart.
      prepare(item: NewBasketItem) {
        const basketItemId = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        return { payload: { ...item, basketItemId } };
      },
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.basketItemId !== action.payload);
    },
    quantityUpdated(state, action: PayloadAction<{ basketItemId: string; quantity: number }>) {
      const line = state.items.find((item) => item.basketItemId === action.payload.basketItemId);
      if (!line) return;
      if (action.payload.quantity <= 0) {
        state.items = state.items.filter((item) => item !== line);
      } else {
        line.quantity = clampQuantity(action.payload.quantity);
      }
    },
    /** The server's latest names and images for the lines it quoted, kept for offline use. */
    linesDescribed(state, action: PayloadAction<LineDescription[]>) {
      for (const described of action.payload) {
        for (const line of state.items) {
          if (
            line.productId === described.productId &&
            sameOptions(line.selectedExtraOptions, described.selectedExtraOptions)
          ) {
            line.name = described.name;
            if (described.imageUrl) line.imageUrl = described.imageUrl;
            else delete line.imageUrl;
            line.extraNames = described.extraNames;
          }
        }
      }
    },
    basketCleared(state) {
      state.items = [];
    },
    /**
     * The basket another tab stored (basket-sync.ts): it replaces this one. The same contents change
     * nothing, so the tabs' storage writes never echo back and forth.
     */
    basketSynced(state, action: PayloadAction<BasketState>) {
      if (JSON.stringify(state.items) === JSON.stringify(action.payload.items)) return;
      state.items = action.payload.items;
    },
  },
  // A basket belongs to the session it was filled in: when that ends (logout here or in
  // another tab, a refused refresh), the next person on the device starts with an empty one.
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.items = [];
    });
  },
});

export const { itemAdded, itemRemoved, quantityUpdated, linesDescribed, basketCleared, basketSynced } =
  basketSlice.actions;
export const basketReducer = basketSlice.reducer;

type WithBasket = { basket: BasketState };
export const selectBasketItems = (state: WithBasket) => state.basket.items;
export const selectTotalItems = createSelector(selectBasketItems, (items) =>
  items.reduce((sum, item) => sum + item.quantity, 0),
);
/** The basket's total from the unit prices stored when adding; the server's quote is the real one. */
export const selectEstimatedTotal = createSelector(selectBasketItems, (items) => estimatePrice(items));
export const selectBasketProviderId = createSelector(selectBasketItems, (items) => items[0]?.providerId);
