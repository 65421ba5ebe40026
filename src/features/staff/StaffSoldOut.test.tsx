import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CAFE_ID, croissant, latte } from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { StaffSoldOut } from './StaffSoldOut';

describe('StaffSoldOut', () => {
  it('shows each item as a switch that says its state in words', async () => {
    let soldOut = false;
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}/products`), () =>
        HttpResponse.json({ data: [{ ...croissant, available: !soldOut }, latte] }),
      ),
      http.put(apiUrl(`/staff/providers/${CAFE_ID}/sold-out`), async ({ request }) => {
        const change = (await request.json()) as { kind: 'product'; itemId: string; soldOut: boolean };
        soldOut = change.soldOut;
        return HttpResponse.json({ data: { ...change, businessDate: '2026-03-14' } });
      }),
    );
    renderWithProviders(<StaffSoldOut />, {
      route: `/staff/${CAFE_ID}/sold-out`,
      path: '/staff/:providerId/sold-out',
      preloadedState: signedIn(),
    });
    const toggle = await screen.findByRole('switch', { name: `${croissant.name} sold out` });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveTextContent('Available');
    await userEvent.click(toggle);
    const marked = await screen.findByRole('switch', { name: `${croissant.name} sold out`, checked: true });
    expect(marked).toHaveTextContent('Sold out');
  });
});
