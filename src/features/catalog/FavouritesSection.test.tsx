import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Favourites } from '../../api';
import { CAFE_ID, cafe, croissant, LATTE_ID, latte, OAT_ID } from '../../test/catalog-fixtures';
import { errorResponse } from '../../test/handlers';
import { quoteHandler, testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ProductsScreen from './ProductsScreen';

// Favourites on the menu (issue 26 item 14): what the customer starred comes first; a star is shown at
// once, sent to the server, and undone with a message when the server refuses it.

const pastOrder = testOrder({ number: '014', status: 'completed' });

/** The menu's calls, and the favourites as a server keeps them: PUT and DELETE change what GET answers. */
function menuServer(initial: Partial<Favourites> = {}) {
  const state = {
    favourites: { products: [], orders: [], ...initial } as Favourites,
    requests: [] as string[],
    reads: 0,
  };
  server.use(
    http.get(apiUrl(`/providers/${CAFE_ID}`), () => HttpResponse.json({ data: cafe })),
    http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
      HttpResponse.json({ data: [latte, { ...croissant, available: true }] }),
    ),
    http.get(apiUrl('/favourites'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('providerId')).toBe(CAFE_ID);
      state.reads += 1;
      return HttpResponse.json({ data: state.favourites });
    }),
    http.put(apiUrl('/favourites/products/:productId'), ({ params }) => {
      const productId = String(params.productId);
      state.requests.push(`PUT ${productId}`);
      state.favourites = {
        ...state.favourites,
        products: [
          { productId, providerId: CAFE_ID, starredAt: '2026-03-14T10:00:00.000Z' },
          ...state.favourites.products.filter((entry) => entry.productId !== productId),
        ],
      };
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.delete(apiUrl('/favourites/orders/:orderId'), ({ params }) => {
      state.requests.push(`DELETE order ${params.orderId}`);
      state.favourites = {
        ...state.favourites,
        orders: state.favourites.orders.filter((order) => order.orderId !== params.orderId),
      };
      return HttpResponse.json({ data: { ok: true } });
    }),
  );
  return state;
}

const renderMenu = () =>
  renderWithProviders(<ProductsScreen />, { route: `/${CAFE_ID}/products`, path: '/:providerId/products' });

describe('favourites on the menu', () => {
  it('shows the starred products and past orders of the place first, and orders one again in one tap', async () => {
    const user = userEvent.setup();
    menuServer({
      products: [
        { productId: croissant.productId, providerId: CAFE_ID, starredAt: '2026-03-14T10:00:00.000Z' },
      ],
      orders: [pastOrder],
    });
    server.use(quoteHandler());
    const { store } = renderMenu();

    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Favourites', 'Coffee', 'Pastries']);
    expect(within(favourites).getByRole('link', { name: /^Croissant/ })).toBeInTheDocument();
    expect(within(favourites).queryByRole('link', { name: /^Latte/ })).not.toBeInTheDocument();
    expect(within(favourites).getByRole('button', { name: 'Favourite: Croissant' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The same product in its category shows the same star.
    const pastries = screen.getByRole('region', { name: 'Pastries' });
    expect(within(pastries).getByRole('button', { name: 'Favourite: Croissant' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Coffee' })).toContainElement(
      screen.getByRole('button', { name: 'Favourite: Latte' }),
    );
    expect(screen.getByRole('button', { name: 'Favourite: Latte' })).toHaveAttribute('aria-pressed', 'false');

    const orders = within(favourites).getByRole('list', { name: 'Starred orders' });
    const order = within(orders).getByRole('listitem', { name: 'Order 014' });
    expect(order).toHaveTextContent('2 × Latte');
    await user.click(within(order).getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/basket'));
    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({
        productId: LATTE_ID,
        providerId: CAFE_ID,
        quantity: 2,
        selectedExtraOptions: [OAT_ID],
      }),
    ]);
  });

  it('shows no favourites section when nothing is starred', async () => {
    menuServer();
    renderMenu();
    expect(await screen.findByRole('region', { name: 'Coffee' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('stars a product at once and keeps it once the server saved it', async () => {
    const user = userEvent.setup();
    const state = menuServer();
    let release: () => void = () => {};
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put(apiUrl('/favourites/products/:productId'), async ({ params }) => {
        await saved;
        state.requests.push(`PUT ${params.productId}`);
        state.favourites = {
          ...state.favourites,
          products: [
            {
              productId: String(params.productId),
              providerId: CAFE_ID,
              starredAt: '2026-03-14T10:00:00.000Z',
            },
          ],
        };
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderMenu();

    const star = await screen.findByRole('button', { name: 'Favourite: Latte' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    // Before the server answers: pressed, and first on the menu.
    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: /^Latte/ })).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Favourite: Latte' }))
      expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(state.requests).toEqual([]);

    release();
    await waitFor(() => expect(state.requests).toEqual([`PUT ${LATTE_ID}`]));
    // The saved star invalidates the list: read again from the server, it still holds the latte.
    await waitFor(() => expect(state.reads).toBe(2));
    expect(
      within(screen.getByRole('region', { name: 'Favourites' })).getByRole('link', { name: /^Latte/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('undoes a star the server refuses, and says so', async () => {
    const user = userEvent.setup();
    menuServer();
    server.use(
      http.put(apiUrl('/favourites/products/:productId'), () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.'),
      ),
    );
    renderMenu();

    const star = await screen.findByRole('button', { name: 'Favourite: Latte' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your favourites could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Favourite: Latte' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('unstars a past order from the menu', async () => {
    const user = userEvent.setup();
    const state = menuServer({ orders: [pastOrder] });
    renderMenu();

    const favourites = await screen.findByRole('region', { name: 'Favourites' });
    const star = within(favourites).getByRole('button', { name: 'Favourite: order 014' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument());
    await waitFor(() => expect(state.requests).toEqual([`DELETE order ${pastOrder.orderId}`]));
  });
});
