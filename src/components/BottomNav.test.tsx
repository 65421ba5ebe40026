import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api';
import { consentsGiven, loggedInState, loggedOutState, testUser } from '../test/fixtures';
import { getConsentsHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { server } from '../test/server';
import { BottomNav } from './BottomNav';
import { isNavLinkDisabled, type NavLinkKey } from './nav-rules';

const ready = { isAuthenticated: true, hasRequiredConsents: true };

describe('bottom navigation rules (SPEC section 2)', () => {
  it.each<[NavLinkKey, string, boolean]>([
    ['profile', '/', true],
    ['profile', '/scan-qr', true],
    ['profile', '/register', true],
    ['profile', '/select-restaurant', false],
    ['basket', '/', true],
    ['basket', '/scan-qr', true],
    ['basket', '/register', true],
    ['basket', '/basket', false],
    ['feedback', '/', true],
    ['feedback', '/register', true],
    ['feedback', '/scan-qr', false],
    ['settings', '/', false],
    ['settings', '/register', false],
  ])('%s on %s, logged in with consents: disabled=%s', (link, pathname, disabled) => {
    expect(isNavLinkDisabled(link, { pathname, ...ready })).toBe(disabled);
  });

  it.each<NavLinkKey>(['profile', 'basket', 'feedback'])(
    '%s is disabled when logged out or consents missing',
    (link) => {
      const pathname = '/select-restaurant';
      expect(isNavLinkDisabled(link, { pathname, isAuthenticated: false, hasRequiredConsents: true })).toBe(
        true,
      );
      expect(isNavLinkDisabled(link, { pathname, isAuthenticated: true, hasRequiredConsents: false })).toBe(
        true,
      );
      expect(
        isNavLinkDisabled('settings', { pathname, isAuthenticated: false, hasRequiredConsents: false }),
      ).toBe(false);
    },
  );
});

describe('<BottomNav>', () => {
  it('renders disabled links as disabled items that say why, when logged out', async () => {
    renderWithProviders(<BottomNav />, { route: '/settings', preloadedState: loggedOutState() });
    expect(screen.queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
    const profile = screen.getByRole('button', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-disabled', 'true');
    expect(profile).toHaveAccessibleDescription('Log in to open this');
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveAccessibleDescription(
      'Log in to open this',
    );
    const settings = screen.getByRole('link', { name: /settings/i });
    expect(settings).toHaveAttribute('aria-current', 'page');

    // A tap says it where everyone sees it, and goes nowhere.
    await userEvent.click(profile);
    expect(screen.getByText('Profile: Log in to open this')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('says the consents are missing, or that the page has no such link', async () => {
    server.use(getConsentsHandler(consentsGiven(false)));
    const { unmount } = renderWithProviders(<BottomNav />, {
      route: '/consent-management',
      preloadedState: loggedInState(),
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Basket' })).toHaveAccessibleDescription(
        'Accept the required consents first',
      ),
    );
    unmount();
    server.use(getConsentsHandler(consentsGiven(true)));
    renderWithProviders(<BottomNav />, { route: '/scan-qr', preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: /feedback/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAccessibleDescription(
      'Not available on this page',
    );
  });

  it('enables the links once consents are given and marks the active one', async () => {
    server.use(getConsentsHandler(consentsGiven(true)));
    renderWithProviders(<BottomNav />, { route: '/basket', preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: /profile/i })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /basket/i })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /feedback/i })).not.toHaveAttribute('aria-current');
  });

  it('keeps the links disabled while required consents are missing', async () => {
    server.use(getConsentsHandler(consentsGiven(false)));
    const { store } = renderWithProviders(<BottomNav />, {
      route: '/consent-management',
      preloadedState: loggedInState(),
    });
    // The consents have arrived, and they enabled nothing.
    const consents = api.endpoints.getUserConsents.select({ userId: testUser.userId });
    await waitFor(() => expect(consents(store.getState()).data?.data.consents).toEqual(consentsGiven(false)));
    expect(screen.getByRole('link', { name: /settings/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /basket/i })).not.toBeInTheDocument();
  });

  it('shows the basket badge with the total item count only above 0', async () => {
    server.use(getConsentsHandler());
    const item = { productId: 'p1', providerId: 'prov', price: 250, selectedExtraOptions: [] };
    const { unmount } = renderWithProviders(<BottomNav />, {
      route: '/select-restaurant',
      preloadedState: {
        ...loggedInState(),
        basket: {
          items: [
            { ...item, basketItemId: 'a', quantity: 2 },
            { ...item, productId: 'p2', basketItemId: 'b', quantity: 1 },
          ],
        },
      },
    });
    expect(await screen.findByRole('link', { name: /basket.*items in basket: 3/i })).toBeInTheDocument();
    unmount();
    renderWithProviders(<BottomNav />, { route: '/select-restaurant', preloadedState: loggedInState() });
    const basketLink = await screen.findByRole('link', { name: /basket/i });
    expect(basketLink).toHaveAccessibleName('Basket');
    expect(screen.queryByText(/items in basket/i)).not.toBeInTheDocument();
  });
});
