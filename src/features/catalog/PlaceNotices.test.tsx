import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ClosedDates, PausedNotice, shortDate } from './PlaceNotices';

// What a customer reads of a place's pause and closed dates (the server says both: getProvider).
describe('PlaceNotices', () => {
  it('says the place is not taking online orders, with its reason or without', () => {
    const since = '2026-03-11T10:00:00.000Z';
    const { unmount } = renderWithProviders(
      <PausedNotice provider={{ orderingPaused: { since, reason: 'Back at 11:30' } }} />,
    );
    expect(screen.getByText('Not taking online orders right now: Back at 11:30')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PausedNotice provider={{ orderingPaused: { since, reason: ' ' } }} />);
    expect(screen.getByText('Not taking online orders right now')).toBeInTheDocument();
  });

  it('says nothing while the place takes orders or has no closed dates', () => {
    renderWithProviders(
      <div data-testid="notices">
        <PausedNotice provider={{}} />
        <ClosedDates provider={{ closedDates: [] }} />
      </div>,
    );
    expect(screen.getByTestId('notices')).toBeEmptyDOMElement();
  });

  it('lists closed days and ranges with their reasons', () => {
    renderWithProviders(
      <ClosedDates
        provider={{
          closedDates: [
            { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' },
            { from: '2027-01-01', to: '2027-01-01' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Closed: Dec 24–Dec 26 (Christmas), Jan 1')).toBeInTheDocument();
  });

  it('words dates in the reader’s language', () => {
    expect(shortDate('2026-12-24', 'de')).toBe('24. Dez.');
  });
});
