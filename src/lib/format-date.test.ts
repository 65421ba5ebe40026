import { formatPickupTime } from './format-date';

describe('pickup times as people say them', () => {
  const now = new Date('2026-03-12T05:00:00.000Z'); // Thursday, 06:00 in Madrid

  it('says today and tomorrow in each language, with its own clock', () => {
    expect(formatPickupTime('2026-03-12T06:30:00.000Z', 'en', 'Europe/Madrid', now)).toBe('Today, 7:30 AM');
    expect(formatPickupTime('2026-03-12T06:30:00.000Z', 'de', 'Europe/Madrid', now)).toBe('Heute, 7:30');
    expect(formatPickupTime('2026-03-13T06:30:00.000Z', 'es', 'Europe/Madrid', now)).toBe('Mañana, 7:30');
    expect(formatPickupTime('2026-03-13T06:30:00.000Z', 'pl', 'Europe/Madrid', now)).toBe('Jutro, 7:30');
  });

  it('counts days in the place’s time zone, not the device’s', () => {
    // 23:30 in Madrid is still today there, though it is tomorrow in UTC.
    expect(formatPickupTime('2026-03-12T22:30:00.000Z', 'en', 'Europe/Madrid', now)).toBe('Today, 11:30 PM');
  });

  it('names the weekday and date further away', () => {
    expect(formatPickupTime('2026-03-15T08:00:00.000Z', 'en', 'Europe/Madrid', now)).toBe(
      'Sun, Mar 15, 9:00 AM',
    );
  });
});
