import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { PlaceHours, weekdayName } from './PlaceHours';

// The server says a place's opening state (listProviders, getProvider); PlaceHours only words it.
describe('PlaceHours', () => {
  const monday = { day: 1, opens: '07:30', closes: '14:00' };
  const mondayEvening = { day: 1, opens: '17:00', closes: '20:00' };

  it("joins today's windows and says nothing of later while open", () => {
    renderWithProviders(
      <PlaceHours provider={{ isOpenNow: true, todayHours: [monday, mondayEvening], nextOpening: null }} />,
    );
    expect(screen.getByText('Today 07:30–14:00, 17:00–20:00')).toBeInTheDocument();
  });

  it('names the weekday of a next opening days ahead, and a day without hours', () => {
    renderWithProviders(
      <PlaceHours
        provider={{ isOpenNow: false, todayHours: [], nextOpening: { inDays: 3, day: 5, time: '18:00' } }}
      />,
    );
    expect(
      screen.getByText('Closed today · Opens on Friday at 18:00. Orders placed now are for later.'),
    ).toBeInTheDocument();
  });

  it('still says an order is for later when the place has no opening hours at all', () => {
    renderWithProviders(<PlaceHours provider={{ isOpenNow: false, todayHours: [], nextOpening: null }} />);
    expect(screen.getByText('Closed today · Orders placed now are for later.')).toBeInTheDocument();
  });

  it('names weekdays in the reader’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(5, 'es')).toBe('viernes');
    expect(weekdayName(0, 'de')).toBe('Sonntag');
  });
});
