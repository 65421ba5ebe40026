import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import i18n from 'i18next';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '../api';
import { lastLanguageAsked } from '../api/base-query';
import { authReducer } from './auth-slice';
import { type BasketState, basketReducer } from './basket-slice';
import { BASKET_STORAGE_VERSION, migrateStoredBasket } from './basket-slice-storage';

// Only the basket survives a reload; server state is refetched, never persisted. What is
// read back is validated (and older versions migrated) first: see basket-slice-storage.ts.
const persistedBasketReducer = persistReducer(
  { key: 'basket', version: BASKET_STORAGE_VERSION, storage, migrate: migrateStoredBasket },
  basketReducer,
);

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  basket: persistedBasketReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Starting state for tests: any slices, the basket without redux-persist's bookkeeping. */
export type PreloadedRootState = Partial<Omit<RootState, 'basket'> & { basket: BasketState }>;

export function setupStore(preloadedState?: PreloadedRootState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  // Menus and places are answered in the UI's language (the Accept-Language of base-query.ts): a
  // change refetches them. i18next also reports the language it starts in, which the first requests
  // were already asked in: refetching then would only redo the first screen's work.
  i18n.on('languageChanged', (language: string) => {
    if (language !== lastLanguageAsked()) store.dispatch(api.util.invalidateTags(['Providers', 'Products']));
  });
  return store;
}

/** Reads the stored basket back; `onRehydrated` runs once it is in the store. */
export function setupPersistor(store: AppStore, onRehydrated?: () => void) {
  return persistStore(store, undefined, onRehydrated);
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
