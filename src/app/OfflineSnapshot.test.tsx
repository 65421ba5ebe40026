import { screen } from '@testing-library/react';
import type { LastSeen } from '../api';
import { navLinkDisabledReason } from '../components/nav-rules';
import { testOrder } from '../test/order-fixtures';
import { renderWithProviders } from '../test/render';
import OfflineSnapshot from './OfflineSnapshot';

const order = testOrder({ status: 'preparing' });
const lastSeen = (qrExpiresAt: string): LastSeen => ({
  userId: 'user-1',
  seenAt: '2026-03-14T09:45:00.000Z',
  name: 'Ada Lovelace',
  loyaltyPoints: 120,
  activeOrders: [
    {
      orderId: order.orderId,
      number: order.number,
      status: order.status,
      providerId: order.providerId,
      providerName: order.providerName,
      paymentMethod: order.paymentMethod,
      currency: order.currency,
      total: order.total,
      pointsSpent: order.pointsSpent,
      pickup: order.pickup,
      createdAt: order.createdAt,
    },
  ],
  qr: { token: 'a.b.c', code: 'ABCD2345', expiresAt: qrExpiresAt },
});

describe('offline: what the customer last saw', () => {
  it('shows the orders under way with their number, the balance and the code while it is valid', async () => {
    const now = Date.parse('2026-03-14T09:46:00.000Z');
    renderWithProviders(<OfflineSnapshot lastSeen={lastSeen('2026-03-14T09:50:00.000Z')} now={now} />);
    expect(await screen.findByRole('heading', { name: 'What you saw last' })).toBeInTheDocument();
    expect(screen.getByText('Order 017')).toBeInTheDocument();
    expect(screen.getByText('120 pts')).toBeInTheDocument();
    expect(screen.getByTestId('counter-code')).toHaveTextContent('ABCD-2345');
    expect(await screen.findByRole('img', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('says the code expired instead of showing one the counter would refuse', async () => {
    const now = Date.parse('2026-03-14T10:00:00.000Z');
    renderWithProviders(<OfflineSnapshot lastSeen={lastSeen('2026-03-14T09:50:00.000Z')} now={now} />);
    expect(
      await screen.findByText(
        'Your personal code has expired. A new one appears as soon as you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('counter-code')).not.toBeInTheDocument();
  });

  it('the navigation never says "log in" while an outage keeps the session', () => {
    const context = { pathname: '/profile', isAuthenticated: false, hasRequiredConsents: false };
    expect(navLinkDisabledReason('profile', context)).toBe('signedOut');
    expect(navLinkDisabledReason('profile', { ...context, sessionKept: true })).toBeNull();
  });
});
