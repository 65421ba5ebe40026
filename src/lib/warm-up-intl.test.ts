import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('makes a first date-time formatter and number formatter, each in a later task of its own', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const made = () => [dates.mock.calls.length, numbers.mock.calls.length];

    warmUpIntl();
    expect(made()).toEqual([0, 0]);
    // The date first, then the number.
    jest.advanceTimersToNextTimer();
    expect(made()).toEqual([1, 0]);
    jest.advanceTimersToNextTimer();
    expect(made()).toEqual([1, 1]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
