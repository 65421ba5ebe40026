import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CounterSettings } from '../../api';
import type { StaffOrder } from '../../api/staff';
import { CAFE_ID } from '../../test/catalog-fixtures';
import { testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { StaffOrders } from './StaffOrders';

// The queue works by the place's own settings (getStaffSettings): its age colours, and its flag minutes
// for orders nobody collects, on top of the server's `overdue` flag.

const NOW = Date.parse('2026-03-14T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const DEFAULTS: CounterSettings = {
  ageAmberMinutes: 5,
  ageRedMinutes: 10,
  pendingFlagMinutes: 15,
  pendingCancelMinutes: 60,
};

const order = (number: string, overrides: Partial<StaffOrder> = {}): StaffOrder => ({
  ...testOrder({ orderId: `aaaaaaaa-0000-4000-8000-000000000${number}`, number }),
  overdue: false,
  ...overrides,
});

function serve(queue: StaffOrder[], settings: CounterSettings = DEFAULTS) {
  server.use(
    http.get(apiUrl(`/staff/providers/${CAFE_ID}/orders`), () => HttpResponse.json({ data: queue })),
    http.get(apiUrl(`/staff/providers/${CAFE_ID}/orders/recent`), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl(`/staff/providers/${CAFE_ID}/settings`), () => HttpResponse.json({ data: settings })),
  );
}

const renderQueue = () =>
  renderWithProviders(<StaffOrders />, {
    route: `/staff/${CAFE_ID}/orders`,
    path: '/staff/:providerId/orders',
  });
const ticket = (number: string) => screen.getByRole('article', { name: `Order ${number}` });
const announcement = () => screen.getByTestId('staff-overdue-announcement');

describe("the queue by the place's settings", () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("colours the tickets' ages at the place's own thresholds", async () => {
    serve([order('031', { createdAt: minutesAgo(3) }), order('032', { createdAt: minutesAgo(1) })], {
      ...DEFAULTS,
      ageAmberMinutes: 2,
      ageRedMinutes: 3,
    });
    renderQueue();
    // Red after 3 minutes, where the defaults would still say fresh (amber at 5).
    expect(await screen.findByText('Waiting 3 min · late')).toBeInTheDocument();
    expect(ticket('031')).toHaveClass('staff-order--age-late');
    expect(within(ticket('032')).getByTestId('ticket-age')).toHaveTextContent(/^Waiting 1 min$/);
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(ticket('032')).getByTestId('ticket-age')).toHaveTextContent('Waiting 2 min · getting long');
  });

  it("shows the server's overdue flag on the ticket, without announcing what was overdue on arrival", async () => {
    serve([
      order('041', { createdAt: minutesAgo(1), overdue: true }),
      order('042', { createdAt: minutesAgo(1) }),
    ]);
    renderQueue();
    expect(
      await within(await screen.findByRole('article', { name: 'Order 041' })).findByText('Overdue'),
    ).toBeVisible();
    expect(within(ticket('042')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(announcement()).toBeEmptyDOMElement();
  });

  it("flags pending orders on time by the place's minutes, and announces them once, together", async () => {
    serve(
      [
        order('051', { createdAt: minutesAgo(1.5) }),
        order('052', { createdAt: minutesAgo(1.5) }),
        // Not new any more: it is being made, so it is never overdue.
        order('053', { createdAt: minutesAgo(5), status: 'preparing' }),
      ],
      { ...DEFAULTS, pendingFlagMinutes: 2 },
    );
    renderQueue();
    await screen.findByRole('article', { name: 'Order 051' });
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();

    // The board's clock ticks every 15 seconds: by 2 minutes after they were due, both are flagged.
    act(() => jest.advanceTimersByTime(45_000));
    expect(within(ticket('051')).getByText('Overdue')).toBeInTheDocument();
    expect(within(ticket('052')).getByText('Overdue')).toBeInTheDocument();
    expect(within(ticket('053')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Orders 051, 052 are overdue');

    // Nothing new turns overdue: the announcement is not repeated with every tick.
    const said = announcement().textContent;
    act(() => jest.advanceTimersByTime(60_000));
    expect(announcement().textContent).toBe(said);
  });
});
