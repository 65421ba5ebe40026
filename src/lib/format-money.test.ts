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
