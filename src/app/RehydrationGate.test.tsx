import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { selectTotalItems } from '../stores/basket-slice';
import { BASKET_STORAGE_VERSION } from '../stores/basket-slice-storage';
import { useAppSelector } from '../stores/hooks';
import { type AppStore, setupPersistor, setupStore } from '../stores/store';
import { RehydrationGate } from './RehydrationGate';

// Issue 12: PersistGate's job (nothing of the app before the stored basket is back), with the
// switch made as a transition.

function BasketCount() {
  return <p>{useAppSelector(selectTotalItems)} in the basket</p>;
}

function renderGate(store: AppStore, persistor: ReturnType<typeof setupPersistor>) {
  return render(
    <Provider store={store}>
      <RehydrationGate persistor={persistor} loading={<p>waiting</p>}>
        <BasketCount />
      </RehydrationGate>
    </Provider>,
  );
}

describe('RehydrationGate', () => {
  afterEach(() => localStorage.clear());

  it('shows the loading view until the stored basket is back, then the app with it', async () => {
    localStorage.setItem(
      'persist:basket',
      JSON.stringify({
        items: JSON.stringify([
          {
            basketItemId: 'line-1',
            productId: 'product-latte',
            providerId: 'provider-cafe',
            price: 350,
            quantity: 3,
            selectedExtraOptions: [],
          },
        ]),
        _persist: JSON.stringify({ version: BASKET_STORAGE_VERSION, rehydrated: true }),
      }),
    );
    const store = setupStore();
    const persistor = setupPersistor(store);
    expect(persistor.getState().bootstrapped).toBe(false);

    renderGate(store, persistor);

    expect(screen.getByText('waiting')).toBeInTheDocument();
    // The app never shows the empty basket of before the rehydration.
    expect(screen.queryByText(/in the basket/)).not.toBeInTheDocument();
    expect(await screen.findByText('3 in the basket')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('renders the app at once when the basket is already back', async () => {
    const store = setupStore();
    const persistor = await new Promise<ReturnType<typeof setupPersistor>>((resolve) => {
      const started = setupPersistor(store, () => resolve(started));
    });

    renderGate(store, persistor);

    expect(screen.getByText('0 in the basket')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
