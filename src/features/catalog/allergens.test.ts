import { allergenValues } from '../../api/enums.gen';
import catalog from '../../i18n/locales/en/catalog.json';

// The contract's Allergen lists what a menu may name; the app has words for exactly those
// (every other language has the English keys: src/i18n/locales.test.ts).
describe('allergen texts', () => {
  it('has an English text for every allergen of the contract, and none other', () => {
    expect(Object.keys(catalog.allergens).sort()).toEqual([...allergenValues].sort());
  });
});
