import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Provider } from '../../api';
import { CAFE_ID, cafe, croissant, latte } from '../../test/catalog-fixtures';
import { testUser } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import ProductsScreen from './ProductsScreen';

const OTHER_ID = '7d2f8a9e-1b3c-4d5e-8f90-123456789abc';

const renderProducts = (providerId: string) =>
  renderWithProviders(<ProductsScreen />, {
    route: `/${providerId}/products`,
    path: '/:providerId/products',
  });

const providerHandler = () =>
  http.get(apiUrl(`/providers/${CAFE_ID}`), () => HttpResponse.json({ data: cafe }));

describe('ProductsScreen', () => {
  it('lists products by category with price and points; unavailable ones cannot be opened', async () => {
    server.use(
      providerHandler(),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        HttpResponse.json({
          data: [
            latte,
            croissant,
            // A category the café made in the back office, named by the server in the customer's language.
            {
              ...latte,
              productId: OTHER_ID,
              name: 'Shakshuka',
              category: 'brunch',
              categoryName: 'Brunch am Sonntag',
            },
          ],
        }),
      ),
    );
    renderProducts(CAFE_ID);

    // Each category is headed by the name the server gave (never its key), in the menu's order.
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Coffee',
      'Pastries',
      'Brunch am Sonntag',
    ]);
    expect(screen.queryByRole('heading', { name: 'brunch' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brunch am Sonntag' })).toHaveTextContent('Shakshuka');
    expect(await screen.findByRole('heading', { name: 'Café Aroma', level: 1 })).toBeInTheDocument();
    // Named by what it shows, price and points included (WCAG 2.5.3, label in name).
    const latteLink = screen.getByRole('link', { name: 'Latte €3.50 +4 pts' });
    expect(latteLink).toHaveAttribute('href', `/${CAFE_ID}/products/${latte.productId}/customize`);
    expect(screen.queryByRole('link', { name: /Croissant/ })).not.toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
  });

  it('shows a placeholder, not a broken image, for a product without a photo or whose photo does not load', async () => {
    server.use(
      providerHandler(),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        HttpResponse.json({ data: [latte, { ...croissant, available: true, imageUrl: null }] }),
      ),
    );
    const { container } = renderProducts(CAFE_ID);

    const withoutPhoto = await screen.findByRole('link', { name: /^Croissant/ });
    expect(within(withoutPhoto).getByTestId('no-photo')).toHaveAttribute('aria-hidden', 'true');
    expect(withoutPhoto.querySelector('img')).toBeNull();
    const withPhoto = screen.getByRole('link', { name: /^Latte/ });
    const image = withPhoto.querySelector('img');
    expect(image).toHaveAttribute('src', latte.imageUrl);
    expect(container.querySelectorAll('img[src=""], img:not([src])')).toHaveLength(0);

    // A photo that fails to load gives way to the placeholder too.
    fireEvent.error(image as HTMLImageElement);
    expect(within(withPhoto).getByTestId('no-photo')).toBeInTheDocument();
    expect(withPhoto.querySelector('img')).toBeNull();
  });

  it('shows the load error with a Retry that loads the products', async () => {
    let calls = 0;
    server.use(
      providerHandler(),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'INTERNAL') : HttpResponse.json({ data: [latte] });
      }),
    );
    renderProducts(CAFE_ID);

    expect(await screen.findByText('Failed to load products. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Latte/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products. Please try again.')).not.toBeInTheDocument();
  });

  it('says the provider id is invalid when it is not a uuid, without calling the server', async () => {
    renderProducts('not-a-provider');
    expect(await screen.findByText('Invalid provider ID. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says the provider id is invalid when the server does not know it', async () => {
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}`), () => errorResponse(404, 'NOT_FOUND')),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () => errorResponse(404, 'NOT_FOUND')),
    );
    renderProducts(CAFE_ID);
    expect(await screen.findByText('Invalid provider ID. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a restaurant' })).toHaveAttribute(
      'href',
      '/select-restaurant',
    );
  });

  it('says whether the place is open, its hours today, and when closed when it opens and that an order now is for later', async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '07:30', closes: '20:00' }));
    // As the server says it at 21:00 on a Monday.
    let place: Provider = {
      ...cafe,
      openingHours: everyDay,
      isOpenNow: false,
      todayHours: [{ day: 1, opens: '07:30', closes: '20:00' }],
      nextOpening: { inDays: 1, day: 2, time: '07:30' },
    };
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}`), () => HttpResponse.json({ data: place })),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () => HttpResponse.json({ data: [latte] })),
    );
    const { unmount } = renderProducts(CAFE_ID);
    expect(
      await screen.findByText(
        'Today 07:30–20:00 · Opens tomorrow at 07:30. Orders placed now are for later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    // Still orderable: checkout offers the next pickup times.
    expect(await screen.findByRole('link', { name: /^Latte/ })).toBeInTheDocument();
    unmount();

    place = { ...place, isOpenNow: true, nextOpening: null };
    renderProducts(CAFE_ID);
    expect(await screen.findByText('Today 07:30–20:00')).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.queryByText(/for later/)).not.toBeInTheDocument();
  });

  it('shows a signed-in customer the way to the next reward, and what their points pay for already', async () => {
    server.use(
      providerHandler(),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        // Latte 35 pts; a croissant of 22 pts, sold out, and a mini one of 20 pts.
        HttpResponse.json({
          data: [
            latte,
            croissant,
            { ...croissant, productId: OTHER_ID, name: 'Mini croissant', pointsPrice: 20, available: true },
          ],
        }),
      ),
    );
    renderWithProviders(<ProductsScreen />, {
      route: `/${CAFE_ID}/products`,
      path: '/:providerId/products',
      preloadedState: signedIn({ ...testUser, loyaltyPoints: 25 }),
    });
    const progress = await screen.findByTestId('reward-progress');
    expect(progress).toHaveTextContent('Your points pay for: Mini croissant (20 pts)');
    expect(progress).toHaveTextContent('Next reward: Latte (35 pts)');
    expect(progress).toHaveTextContent('10 pts to go');
    const bar = within(progress).getByRole('progressbar', { name: 'Points towards Latte' });
    expect(bar).toHaveAttribute('value', '25');
    expect(bar).toHaveAttribute('max', '35');
  });

  it('shows no reward progress to a place that sells nothing for points', async () => {
    server.use(
      providerHandler(),
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        HttpResponse.json({ data: [{ ...latte, pointsPrice: 0 }] }),
      ),
    );
    renderWithProviders(<ProductsScreen />, {
      route: `/${CAFE_ID}/products`,
      path: '/:providerId/products',
      preloadedState: signedIn({ ...testUser, loyaltyPoints: 25 }),
    });
    expect(await screen.findByRole('link', { name: /^Latte/ })).toBeInTheDocument();
    expect(screen.queryByTestId('reward-progress')).not.toBeInTheDocument();
  });

  describe('a long menu', () => {
    // Nine products in three categories, as the server lists them.
    const longMenu = [
      ...['Espresso', 'Cortado', 'Café con leche', 'Flat white'].map((name, index) => ({
        ...latte,
        productId: `aaaaaaaa-0000-4000-8000-00000000000${index}`,
        name,
        description: name === 'Café con leche' ? 'Espresso with hot oat milk' : 'Espresso',
      })),
      ...['Croissant', 'Ensaïmada', 'Muffin'].map((name, index) => ({
        ...croissant,
        available: true,
        productId: `bbbbbbbb-0000-4000-8000-00000000000${index}`,
        name,
        description: 'Baked this morning',
      })),
      ...['Orange juice', 'Water'].map((name, index) => ({
        ...latte,
        productId: `cccccccc-0000-4000-8000-00000000000${index}`,
        category: 'drinks',
        categoryName: 'Cold drinks',
        name,
        description: '',
      })),
    ];
    const renderLongMenu = (route = `/${CAFE_ID}/products`) => {
      server.use(
        providerHandler(),
        http.get(apiUrl(`/providers/${CAFE_ID}/products`), () => HttpResponse.json({ data: longMenu })),
      );
      return renderWithProviders(<ProductsScreen />, { route, path: '/:providerId/products' });
    };
    it('searches by name and description, accents and case aside, and keeps the search in the URL', async () => {
      renderLongMenu();
      const search = await screen.findByRole('searchbox', { name: 'Search the menu' });
      await userEvent.type(search, 'CAFE');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=CAFE'));
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Coffee',
      ]);
      expect(screen.getByRole('link', { name: /^Café con leche/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Espresso/ })).not.toBeInTheDocument();

      await userEvent.clear(search);
      await userEvent.type(search, 'oat');
      expect(screen.getByRole('link', { name: /^Café con leche/ })).toBeInTheDocument();

      await userEvent.clear(search);
      await userEvent.type(search, 'pizza');
      expect(screen.getByText('No products match “pizza”.')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    });

    it('opens with the search of its URL (a reload, the back button)', async () => {
      renderLongMenu(`/${CAFE_ID}/products?q=juice`);
      expect(await screen.findByRole('searchbox', { name: 'Search the menu' })).toHaveValue('juice');
      expect(await screen.findByRole('link', { name: /^Orange juice/ })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Cold drinks',
      ]);
    });

    it('has a bar of its categories that moves the focus to the one chosen', async () => {
      renderLongMenu();
      const bar = await screen.findByRole('navigation', { name: 'Categories' });
      expect(
        within(bar)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Coffee', 'Pastries', 'Cold drinks']);
      await userEvent.click(within(bar).getByRole('link', { name: 'Cold drinks' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Cold drinks' })).toHaveFocus();
      // No history entry, no hash: the URL stays the menu's.
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/${CAFE_ID}/products$`));

      // A search narrows the bar to the categories it found.
      await userEvent.type(screen.getByRole('searchbox'), 'baked');
      expect(
        within(bar)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Pastries']);
    });

    it('a short menu has neither search nor bar', async () => {
      server.use(
        providerHandler(),
        http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
          HttpResponse.json({ data: [latte, croissant] }),
        ),
      );
      renderProducts(CAFE_ID);
      expect(await screen.findByRole('link', { name: /^Latte/ })).toBeInTheDocument();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    });
  });
});
