import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import QRCode from 'react-qr-code';
import { CAFE_ID, cafe } from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { StaffSign } from './StaffSign';

describe('StaffSign (the printable QR sign of the place)', () => {
  it('shows the place’s name and short code, a QR code of its menu link, and prints', async () => {
    server.use(http.get(apiUrl(`/providers/${CAFE_ID}`), () => HttpResponse.json({ data: cafe })));
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<StaffSign />, { route: `/staff/${CAFE_ID}/sign`, path: '/staff/:providerId/sign' });

    expect(await screen.findByRole('heading', { name: 'Café Aroma' })).toBeInTheDocument();
    expect(screen.getByText('Code: AROM-12')).toBeInTheDocument();
    const code = screen.getByRole('img', { name: 'QR code that opens the menu of Café Aroma' });
    // The same modules as a QR code of the menu link /scan-qr opens (and no other link).
    const { container } = render(
      <QRCode value={`${window.location.origin}/${CAFE_ID}/products`} size={240} />,
    );
    const expected = container.querySelector('svg path:last-of-type')?.getAttribute('d');
    expect(expected).toBeTruthy();
    expect(code.querySelector('path:last-of-type')?.getAttribute('d')).toBe(expected);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('leaves the short code out when the place has none', async () => {
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}`), () => HttpResponse.json({ data: { ...cafe, code: null } })),
    );
    renderWithProviders(<StaffSign />, { route: `/staff/${CAFE_ID}/sign`, path: '/staff/:providerId/sign' });

    expect(await screen.findByRole('heading', { name: 'Café Aroma' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code that opens the menu of Café Aroma' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Code:/)).not.toBeInTheDocument();
  });
});
