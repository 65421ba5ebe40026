import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CAFE_ID, cafe } from '../../test/catalog-fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import SelectRestaurantScreen from './SelectRestaurantScreen';

const bistro = {
  ...cafe,
  providerId: '22222222-2222-4222-8222-222222222222',
  name: 'Bistro Nord',
  kind: 'restaurant' as const,
  isOpenNow: false,
};

describe('SelectRestaurantScreen', () => {
  it('lists providers with their open state, searches by name and keeps the search in the URL', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/providers'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        const all = [cafe, bistro];
        return HttpResponse.json({
          data: {
            providers: all.filter((p) => !search || p.name.toLowerCase().includes(search)),
            nextCursor: null,
          },
        });
      }),
    );
    renderWithProviders(<SelectRestaurantScreen />, { route: '/select-restaurant' });

    // Named by what it shows (WCAG 2.5.3): the address and whether it is open are part of the name.
    const cafeLink = await screen.findByRole('link', { name: /^Café Aroma/ });
    expect(cafeLink).toHaveAttribute('href', `/${CAFE_ID}/products`);
    expect(cafeLink).toHaveAccessibleName(/^Café Aroma .*Carrer de Mallorca 1, Barcelona.*Open now$/);
    expect(screen.getByRole('link', { name: /^Bistro Nord/ })).toHaveAccessibleName(/Closed$/);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('No restaurants match “zzz”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/select-restaurant?q=zzz'));
    expect(searches).toEqual([null, 'zzz']);
  });

  it("shows a closed place's hours today, when it opens, and that an order now is for later", async () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '07:30', closes: '20:00' }));
    server.use(
      http.get(apiUrl('/providers'), () =>
        HttpResponse.json({
          data: {
            providers: [
              cafe,
              // As the server says it at 06:00 on a Monday.
              {
                ...bistro,
                openingHours: everyDay,
                todayHours: [{ day: 1, opens: '07:30', closes: '20:00' }],
                nextOpening: { inDays: 0, day: 1, time: '07:30' },
              },
            ],
            nextCursor: null,
          },
        }),
      ),
    );
    renderWithProviders(<SelectRestaurantScreen />, { route: '/select-restaurant' });
    const closed = await screen.findByRole('link', { name: /^Bistro Nord/ });
    expect(
      within(closed).getByText('Today 07:30–20:00 · Opens at 07:30. Orders placed now are for later.'),
    ).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /^Café Aroma/ });
    expect(within(open).queryByText(/for later/)).not.toBeInTheDocument();
  });

  it('shows every place, following the cursor page after page', async () => {
    // 250 places, two full pages and a part, as the server pages them (100 at most).
    const places = Array.from({ length: 250 }, (_, index) => ({
      ...cafe,
      providerId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Place ${String(index).padStart(3, '0')}`,
    }));
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/providers'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.get('cursor'));
        const start = Number(params.get('cursor') ?? 0);
        const next = start + 100 < places.length ? String(start + 100) : null;
        return HttpResponse.json({ data: { providers: places.slice(start, start + 100), nextCursor: next } });
      }),
    );
    renderWithProviders(<SelectRestaurantScreen />, { route: '/select-restaurant' });
    // By text, not by role: computing 250 links' accessible names at every poll took over 15 s on a
    // loaded machine (the test timed out once).
    expect(await screen.findByText('Place 249')).toBeInTheDocument();
    const names = screen.getAllByText(/^Place \d{3}$/);
    expect(names).toHaveLength(250);
    expect(names.every((name) => name.closest('a[href]') !== null)).toBe(true);
    expect(asked).toEqual([null, '100', '200']);
  });

  it('shows the load error with a Retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/providers'), () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'INTERNAL')
          : HttpResponse.json({ data: { providers: [cafe], nextCursor: null } });
      }),
    );
    renderWithProviders(<SelectRestaurantScreen />, { route: '/select-restaurant' });
    expect(await screen.findByText('Failed to load restaurants. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Café Aroma/ })).toBeInTheDocument();
  });

  it('a customer’s card opens the menu and offers no printable QR code (that is the staff’s sign)', async () => {
    server.use(
      http.get(apiUrl('/providers'), () =>
        HttpResponse.json({ data: { providers: [cafe], nextCursor: null } }),
      ),
    );
    renderWithProviders(<SelectRestaurantScreen />, { route: '/select-restaurant' });
    const card = (await screen.findByText('Café Aroma')).closest('li') as HTMLElement;
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/${cafe.providerId}/products`);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/QR code of/)).not.toBeInTheDocument();
  });
});
