import { formatDateTime, formatPickupTime } from './format-date';

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

describe('date formatters made once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes one Intl formatter per style, language and time zone, however many moments it formats', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const Relative = Intl.RelativeTimeFormat;
    const relative = jest
      .spyOn(Intl, 'RelativeTimeFormat')
      .mockImplementation((...args) => new Relative(...args));
    const now = new Date('2026-03-12T05:00:00.000Z');
    const moments = ['2026-03-12T06:30:00.000Z', '2026-03-12T07:45:00.000Z', '2026-03-13T06:30:00.000Z'];
    const lisbon = moments.map((iso) => formatPickupTime(iso, 'pt', 'Europe/Lisbon', now));
    expect(lisbon).toEqual(['Hoje, 6:30', 'Hoje, 7:45', 'Amanhã, 6:30']);
    // The clock time's formatter and the day counter's, for this language and zone; one relative one.
    expect(made).toHaveBeenCalledTimes(2);
    expect(relative).toHaveBeenCalledTimes(1);
    moments.map((iso) => formatPickupTime(iso, 'pt', 'Europe/Lisbon', now));
    expect(made).toHaveBeenCalledTimes(2);
    // Another zone is another formatter: a place's own zone is kept apart from the device's.
    expect(formatDateTime('2026-03-12T06:30:00.000Z', 'en', 'Asia/Tokyo')).toBe('Mar 12, 2026, 3:30 PM');
    expect(formatDateTime('2026-03-12T06:30:00.000Z', 'en', 'America/New_York')).toBe(
      'Mar 12, 2026, 2:30 AM',
    );
    expect(made).toHaveBeenCalledTimes(4);
  });
});
