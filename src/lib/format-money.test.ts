import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('turns minor units into the currency of the language', () => {
    expect(formatMoney(350, 'EUR', 'en')).toBe('€3.50');
    expect(formatMoney(350, 'EUR', 'de')).toBe('3,50\u00a0€');
  });

  it('respects currencies without decimals', () => {
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('formatMoney, formatters made once', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes one Intl.NumberFormat per language and currency, however many amounts it formats', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const amounts = [120, 350, 1999, 5];
    const english = amounts.map((amount) => formatMoney(amount, 'GBP', 'en-GB'));
    const polish = amounts.map((amount) => formatMoney(amount, 'GBP', 'pl'));
    expect(english).toEqual(['£1.20', '£3.50', '£19.99', '£0.05']);
    expect(polish[1]).toBe('3,50\u00a0GBP');
    expect(made).toHaveBeenCalledTimes(2);
    // The same language and currency again: no new formatter.
    expect(formatMoney(350, 'GBP', 'en-GB')).toBe('£3.50');
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('refuses an unknown currency each time, as Intl does, keeping nothing', () => {
    expect(() => formatMoney(100, 'NOPE1', 'en')).toThrow(RangeError);
    expect(() => formatMoney(100, 'NOPE1', 'en')).toThrow(RangeError);
  });
});
