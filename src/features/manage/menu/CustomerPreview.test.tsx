import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CAFE_ID, croissant, latte } from '../../../test/catalog-fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { CustomerPreview } from './CustomerPreview';

describe('CustomerPreview', () => {
  // (Which language it asks in is the browser test's to prove: jsdom sends its own Accept-Language.)
  it('heads each category with the name the server gives customers, never its key', async () => {
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        HttpResponse.json({
          data: [
            { ...latte, categoryName: 'Kaffee' },
            { ...croissant, categoryName: 'Gebäck' },
          ],
        }),
      ),
    );
    renderWithProviders(<CustomerPreview providerId={CAFE_ID} />);

    const coffee = await screen.findByRole('heading', { level: 4, name: 'Kaffee' });
    expect(within(coffee.closest('section') as HTMLElement).getByText('Latte')).toBeInTheDocument();
    const pastries = screen.getByRole('heading', { level: 4, name: 'Gebäck' });
    expect(within(pastries.closest('section') as HTMLElement).getByText('Croissant')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'coffee' })).not.toBeInTheDocument();
  });
});
