import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import i18n from 'i18next';
import { api } from '../api';
import { lastLanguageAsked } from '../api/base-query';
import { authReducer } from './auth-slice';
import { basketReducer } from './basket-slice';

// Only the basket survives a reload (stores/basket-sync.ts: index.tsx reads it into the first state
// and keeps it stored); server state is refetched, never persisted.

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  basket: basketReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Starting state: the stored basket in the app, any slices in tests. */
export type PreloadedRootState = Partial<RootState>;

export function setupStore(preloadedState?: PreloadedRootState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
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

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
