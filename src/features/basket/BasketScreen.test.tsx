import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { BasketQuote, QuoteBasketApiArg } from '../../api';
import type { BasketItem } from '../../stores/basket-slice';
import {
  CAFE_ID,
  CROISSANT_ID,
  croissant,
  LATTE_ID,
  latte,
  NUTS_ID,
  OAT_ID,
  preloadedBasket,
} from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import BasketScreen from './BasketScreen';

const latteLine: BasketItem = {
  basketItemId: 'line-latte',
  productId: LATTE_ID,
  providerId: CAFE_ID,
  price: 470,
  quantity: 2,
  selectedExtraOptions: [OAT_ID, NUTS_ID],
};
const croissantLine: BasketItem = {
  basketItemId: 'line-croissant',
  productId: CROISSANT_ID,
  providerId: CAFE_ID,
  price: 225,
  quantity: 1,
  selectedExtraOptions: [],
};

const menu = new Map([latte, croissant].map((product) => [product.productId, product]));

/** Answers like the server from the test menu: the croissant is off the menu, every other line priced at 480 a unit. */
function quoteHandler(requests: QuoteBasketApiArg['body'][]) {
  return http.post(apiUrl('/basket/quote'), async ({ request }) => {
    const body = (await request.json()) as QuoteBasketApiArg['body'];
    requests.push(body);
    const lines = body.items.map((item) => {
      const product = menu.get(item.productId);
      const options = product?.extraGroups.flatMap((group) => group.options) ?? [];
      const available = item.productId !== CROISSANT_ID;
      return {
        ...item,
        name: product?.name ?? null,
        imageUrl: product?.imageUrl ?? null,
        extras: item.selectedExtraOptions.flatMap((optionId) =>
          options
            .filter((option) => option.optionId === optionId)
            .map(({ name, price }) => ({ optionId, name, price })),
        ),
        available,
        ...(available ? {} : { problem: 'unavailable' as const }),
        unitPrice: 480,
        lineTotal: available ? 480 * item.quantity : 0,
        pointsPrice: 48,
        loyaltyPoints: 4,
      };
    });
    const quote: BasketQuote = {
      providerId: body.providerId,
      currency: 'EUR',
      lines,
      total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
      pointsTotal: 96,
      loyaltyPointsEarned: 8,
    };
    return HttpResponse.json({ data: quote });
  });
}

function renderBasket(items: BasketItem[]) {
  const requests: QuoteBasketApiArg['body'][] = [];
  // Every call the screen makes, to prove the quote is the only one.
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.use(quoteHandler(requests));
  const result = renderWithProviders(<BasketScreen />, {
    route: '/basket',
    preloadedState: preloadedBasket(items),
  });
  return { ...result, requests, calls };
}

afterEach(() => server.events.removeAllListeners());

describe('BasketScreen', () => {
  it('shows lines with their extras and the server’s totals, and flags an unavailable line', async () => {
    const { store, calls } = renderBasket([latteLine, croissantLine]);

    const croissantItem = (await screen.findByRole('heading', { name: 'Croissant' })).closest(
      'li',
    ) as HTMLElement;
    expect(await within(croissantItem).findByText('Unavailable')).toBeInTheDocument();
    expect(within(croissantItem).getByText(/no longer|currently unavailable/)).toBeInTheDocument();
    expect(within(croissantItem).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();

    const latteItem = screen.getByRole('heading', { name: 'Latte' }).closest('li') as HTMLElement;
    expect(latteItem).toHaveTextContent('Extras: Oat milk, Hazelnuts');
    expect(latteItem).toHaveTextContent('€4.80 each');
    expect(
      within(latteItem).getByRole('spinbutton', { name: 'Quantity of Latte with Oat milk, Hazelnuts' }),
    ).toHaveValue(2);
    expect(screen.getByTestId('basket-total')).toHaveTextContent('€9.60');
    // The picture is decorative: the heading beside it names the line.
    expect(latteItem.querySelector('img')).toHaveAttribute('src', latte.imageUrl);
    // The quote names, pictures and prices every line: the screen asks for nothing else.
    expect(calls).toEqual(['POST /api/basket/quote']);

    await userEvent.click(within(croissantItem).getByRole('button', { name: 'Remove Croissant' }));
    expect(store.getState().basket.items).toEqual([expect.objectContaining(latteLine)]);
  });

  it('changes a quantity and re-quotes the basket', async () => {
    const { store, requests } = renderBasket([latteLine]);
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('€9.60'));

    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Latte with Oat milk, Hazelnuts' }),
    );
    expect(store.getState().basket.items[0]?.quantity).toBe(3);
    expect(await screen.findByText('€14.40')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      providerId: CAFE_ID,
      items: [{ productId: LATTE_ID, quantity: 3, selectedExtraOptions: [OAT_ID, NUTS_ID] }],
    });
  });

  it('clears the basket only after confirmation, then shows the empty state', async () => {
    const { store } = renderBasket([latteLine]);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear basket' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the basket?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().basket.items).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Clear basket' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(store.getState().basket.items).toEqual([]);
    expect(screen.getByText('Your basket is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a restaurant' })).toHaveAttribute(
      'href',
      '/select-restaurant',
    );
  });

  it('gives lines that differ only in their extras distinct control names', async () => {
    const plainLatte: BasketItem = { ...latteLine, basketItemId: 'line-plain', selectedExtraOptions: [] };
    const { store } = renderBasket([latteLine, plainLatte]);
    expect(await screen.findAllByRole('heading', { name: 'Latte' })).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('€19.20'));
    for (const name of ['Latte with Oat milk, Hazelnuts', 'Latte']) {
      expect(screen.getByRole('spinbutton', { name: `Quantity of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Increase quantity of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove Latte' }));
    expect(store.getState().basket.items).toEqual([expect.objectContaining({ basketItemId: 'line-latte' })]);
  });

  it('keeps the names and pictures the server gave, and shows them when it cannot be reached', async () => {
    const { store, unmount } = renderBasket([latteLine]);
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('€9.60'));
    await waitFor(() =>
      expect(store.getState().basket.items[0]).toMatchObject({
        name: 'Latte',
        imageUrl: latte.imageUrl,
        extraNames: ['Oat milk', 'Hazelnuts'],
      }),
    );
    unmount();

    // Offline: the quote fails, and the lines still say what they are.
    server.use(http.post(apiUrl('/basket/quote'), () => HttpResponse.error()));
    renderWithProviders(<BasketScreen />, {
      route: '/basket',
      preloadedState: preloadedBasket(store.getState().basket.items),
    });
    expect(
      await screen.findByText(
        'Prices could not be checked right now. They will be checked again at checkout.',
      ),
    ).toBeInTheDocument();
    const item = screen.getByRole('heading', { name: 'Latte' }).closest('li') as HTMLElement;
    expect(item.querySelector('img')).toHaveAttribute('src', latte.imageUrl);
    expect(item).toHaveTextContent('Extras: Oat milk, Hazelnuts');
    expect(screen.queryByText('Product')).not.toBeInTheDocument();
  });

  it('links to checkout', async () => {
    renderBasket([latteLine]);
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });
});
