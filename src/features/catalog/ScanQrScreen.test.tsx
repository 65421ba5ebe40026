import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CAFE_ID, cafe } from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ScanQrScreen from './ScanQrScreen';

describe('ScanQrScreen', () => {
  // jsdom has no camera (navigator.mediaDevices is missing), like a desktop without one.
  it('explains that there is no camera and opens the provider from a typed code', async () => {
    renderWithProviders(<ScanQrScreen />, { route: '/scan-qr' });
    expect(
      await screen.findByText('No camera was found on this device. Enter the code instead.'),
    ).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Restaurant code' });
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.getByText('Enter the code.')).toBeInTheDocument();

    await userEvent.type(field, 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.getByText('This code is not valid. Check it and try again.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, `https://shop.example/${CAFE_ID}/products`);
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/${CAFE_ID}/products`));
  });

  it('opens the provider from its short code, however it is typed', async () => {
    const codes: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/providers'), ({ request }) => {
        const code = new URL(request.url).searchParams.get('code');
        codes.push(code);
        return HttpResponse.json({ data: { providers: code === 'arom 12' ? [cafe] : [], nextCursor: null } });
      }),
    );
    renderWithProviders(<ScanQrScreen />, { route: '/scan-qr' });
    const field = await screen.findByRole('textbox', { name: 'Restaurant code' });
    await userEvent.type(field, 'ZZZ-99');
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByText('This code is not valid. Check it and try again.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'arom 12');
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/${CAFE_ID}/products`));
    expect(codes).toEqual(['ZZZ-99', 'arom 12']);
  });
});
