import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Order } from '../../api';
import { CAFE_ID } from '../../test/catalog-fixtures';
import { FakeEventSource } from '../../test/fake-event-source';
import { testUser } from '../../test/fixtures';
import { testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import StaffScreen from './StaffScreen';

const staffUser = { ...testUser, staffOf: [{ providerId: CAFE_ID, providerName: 'Café Aroma' }] };
const orderA = testOrder({ orderId: 'aaaaaaaa-0000-4000-8000-000000000001', number: '021' });
const orderB = testOrder({ orderId: 'aaaaaaaa-0000-4000-8000-000000000002', number: '022' });

/** Counts the chimes: each one opens an AudioContext. */
function installAudioSpy() {
  const contexts = jest.fn();
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    constructor() {
      contexts();
    }
    createGain() {
      return { connect() {}, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
    }
    createOscillator() {
      return { frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
    }
    close() {
      return Promise.resolve();
    }
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  return contexts;
}

/** The place's queue as the server answers it, and the staff stream's tickets. */
function staffServer(queue: Order[]) {
  server.use(
    http.get(apiUrl(`/staff/providers/${CAFE_ID}/orders`), () => HttpResponse.json({ data: queue })),
    http.get(apiUrl(`/staff/providers/${CAFE_ID}/settings`), () =>
      HttpResponse.json({
        data: { ageAmberMinutes: 5, ageRedMinutes: 10, pendingFlagMinutes: 15, pendingCancelMinutes: 60 },
      }),
    ),
    http.post(apiUrl(`/staff/providers/${CAFE_ID}/events/ticket`), () =>
      HttpResponse.json(
        { data: { ticket: 'ticket-0123456789abcdef', expiresAt: new Date().toISOString() } },
        { status: 201 },
      ),
    ),
  );
}

const newCount = () => screen.getByTestId('staff-new-count');

describe('new-order alerts of the staff console', () => {
  beforeEach(() => {
    FakeEventSource.install();
    window.localStorage.clear();
  });

  it('counts new orders in one badge with one chime, and clears each when any console acts on it', async () => {
    const chimes = installAudioSpy();
    const user = userEvent.setup();
    staffServer([]);
    renderWithProviders(<StaffScreen />, {
      route: `/staff/${CAFE_ID}/orders`,
      path: '/staff/*',
      preloadedState: signedIn(staffUser),
    });
    expect(await screen.findByText('No orders under way.')).toBeInTheDocument();
    // The screen was touched, so the browser lets the console play sound.
    await user.click(screen.getByRole('region', { name: 'Order queue' }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();

    act(() => {
      stream.emit('order.updated', { type: 'order.updated', order: orderA });
      stream.emit('order.updated', { type: 'order.updated', order: orderB });
    });
    await waitFor(() => expect(newCount()).toHaveTextContent('New orders: 2'));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(chimes).toHaveBeenCalledTimes(1);

    // Another console starts order 021: it is no longer new here either.
    act(() =>
      stream.emit('order.updated', { type: 'order.updated', order: { ...orderA, status: 'preparing' } }),
    );
    await waitFor(() => expect(newCount()).toHaveTextContent('New orders: 1'));
    // The customer cancels 022: nothing new is left, and the badge is empty.
    act(() =>
      stream.emit('order.updated', {
        type: 'order.updated',
        order: { ...orderB, status: 'cancelled', cancelReason: 'Cancelled by the customer' },
      }),
    );
    await waitFor(() => expect(newCount()).toBeEmptyDOMElement());
    // A recalled order coming back to "new" is not a new arrival.
    act(() => stream.emit('order.updated', { type: 'order.updated', order: orderA }));
    await waitFor(() => expect(screen.getByRole('region', { name: /^New/ })).toHaveTextContent('Order 021'));
    expect(newCount()).toBeEmptyDOMElement();
    expect(chimes).toHaveBeenCalledTimes(1);
  });

  it('plays no sound when muted in the menu, and remembers the switch', async () => {
    const chimes = installAudioSpy();
    const user = userEvent.setup();
    staffServer([]);
    renderWithProviders(<StaffScreen />, {
      route: `/staff/${CAFE_ID}/orders`,
      path: '/staff/*',
      preloadedState: signedIn(staffUser),
    });
    await user.click(await screen.findByText('Menu'));
    await user.click(screen.getByRole('checkbox', { name: 'Sound for new orders' }));
    expect(window.localStorage.getItem('staff.soundMuted')).toBe('true');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('order.updated', { type: 'order.updated', order: orderA }));
    await waitFor(() => expect(newCount()).toHaveTextContent('New orders: 1'));
    expect(chimes).not.toHaveBeenCalled();
  });

  it.each([
    ['a manager', { managerOf: staffUser.staffOf }, true],
    ['an owner', { owner: true }, true],
    ['staff', {}, false],
  ])('offers %s the way to the back office in the menu: %s', async (_who, roles, shown) => {
    const user = userEvent.setup();
    staffServer([]);
    renderWithProviders(<StaffScreen />, {
      route: `/staff/${CAFE_ID}/orders`,
      path: '/staff/*',
      preloadedState: signedIn({ ...staffUser, ...roles }),
    });
    await user.click(await screen.findByText('Menu'));
    const link = screen.queryByRole('link', { name: 'Back office' });
    if (shown) expect(link).toHaveAttribute('href', '/manage');
    else expect(link).not.toBeInTheDocument();
  });
});
