import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes a first date-time formatter, which loads the locale data later ones share', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    warmUpIntl();
    expect(dates).toHaveBeenCalledTimes(1);
  });
});
