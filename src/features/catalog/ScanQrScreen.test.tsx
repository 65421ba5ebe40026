import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAFE_ID } from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
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
});
