import { useTranslation } from 'react-i18next';
import type catalog from '../../i18n/locales/en/catalog.json';

type AllergenKey = keyof typeof catalog.allergens;

/**
 * Menus name allergens by key ("milk"); these give the customer's words for them (a category's name
 * comes from the menu itself, in the customer's language). A key the app has no text for yet is shown
 * as the menu gives it.
 */
export function useCatalogTerms() {
  const { t, i18n } = useTranslation('catalog');
  const known = (key: string) => i18n.exists(`allergens.${key}`, { ns: 'catalog' });
  return {
    allergen: (key: string) => (known(key) ? t(`allergens.${key as AllergenKey}`) : key),
  };
}
