import { act, screen, within } from '@testing-library/react';
import { testOrder } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render';
import { StaffTicket } from './StaffTicket';
import { ageTone, DEFAULT_AGE_THRESHOLDS, isScheduledLater, useNow } from './ticket-age';

const PLACED = Date.parse('2026-03-14T09:00:00.000Z');
const minutes = (count: number) => count * 60_000;

/** A ticket on a board whose clock runs on (useNow), as the queue shows it. */
function TicketOnTheBoard() {
  const now = useNow();
  return (
    <StaffTicket
      order={testOrder({ createdAt: new Date(PLACED).toISOString(), customerFirstName: 'Pau' })}
      status="pending"
      now={now}
      thresholds={DEFAULT_AGE_THRESHOLDS}
      overdue={false}
      selected={false}
      onSelect={() => {}}
      onMove={async () => true}
    />
  );
}

describe('ticket age (thresholds: amber after 5 minutes, red after 10)', () => {
  afterEach(() => jest.useRealTimers());

  it('says how long the order has waited, and turns amber then red as the clock runs on', () => {
    jest.useFakeTimers({ now: PLACED + minutes(4) });
    renderWithProviders(<TicketOnTheBoard />);
    const age = screen.getByTestId('ticket-age');
    expect(screen.getByRole('article', { name: 'Order 017' })).toHaveTextContent('Pau');
    expect(age).toHaveTextContent('Waiting 4 min');
    expect(age).toHaveClass('staff-order__age--fresh');

    act(() => jest.advanceTimersByTime(minutes(1)));
    expect(age).toHaveTextContent('Waiting 5 min · getting long');
    expect(age).toHaveClass('staff-order__age--warn');

    act(() => jest.advanceTimersByTime(minutes(5)));
    expect(age).toHaveTextContent('Waiting 10 min · late');
    expect(age).toHaveClass('staff-order__age--late');
    expect(screen.getByRole('article', { name: 'Order 017' })).toHaveClass('staff-order--age-late');
  });

  it('puts the thresholds at the minute they name', () => {
    expect([0, 4, 5, 9, 10, 60].map((waited) => ageTone(waited))).toEqual([
      'fresh',
      'fresh',
      'warn',
      'warn',
      'late',
      'late',
    ]);
    expect(ageTone(3, { warnAfterMinutes: 2, lateAfterMinutes: 3 })).toBe('late');
  });

  it('keeps a scheduled order apart until 15 minutes before its pickup time', () => {
    const pickupAt = new Date(PLACED + minutes(60)).toISOString();
    const scheduled = testOrder({ pickup: { asap: false, at: pickupAt } });
    expect(isScheduledLater(scheduled, PLACED + minutes(44))).toBe(true);
    expect(isScheduledLater(scheduled, PLACED + minutes(45))).toBe(false);
    expect(isScheduledLater(testOrder(), PLACED)).toBe(false);
  });
});

describe('an overdue ticket', () => {
  const ticket = (overdue: boolean) =>
    renderWithProviders(
      <StaffTicket
        order={testOrder()}
        status="pending"
        now={Date.parse(testOrder().createdAt)}
        thresholds={DEFAULT_AGE_THRESHOLDS}
        overdue={overdue}
        selected={false}
        onSelect={() => {}}
        onMove={async () => true}
      />,
    );

  it('says so in words inside the ticket, not only with its colour', () => {
    ticket(true);
    const article = screen.getByRole('article', { name: 'Order 017' });
    expect(within(article).getByText('Overdue')).toHaveClass('staff-order__overdue');
    expect(article).toHaveClass('staff-order--overdue');
  });

  it('says nothing of it while the order is on time', () => {
    ticket(false);
    const article = screen.getByRole('article', { name: 'Order 017' });
    expect(within(article).queryByText('Overdue')).not.toBeInTheDocument();
    expect(article).not.toHaveClass('staff-order--overdue');
  });
});
