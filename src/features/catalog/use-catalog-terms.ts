import { useTranslation } from 'react-i18next';
import type catalog from '../../i18n/locales/en/catalog.json';

type AllergenKey = keyof typeof catalog.allergens;
type CategoryKey = keyof typeof catalog.categories;

/**
 * Menus name allergens and categories by key ("milk", "coffee"); these give the customer's
 * words for them. A key the app has no text for yet is shown as the menu gives it.
 */
export function useCatalogTerms() {
  const { t, i18n } = useTranslation('catalog');
  const known = (group: 'allergens' | 'categories', key: string) =>
    i18n.exists(`${group}.${key}`, { ns: 'catalog' });
  return {
    allergen: (key: string) => (known('allergens', key) ? t(`allergens.${key as AllergenKey}`) : key),
    category: (key: string) => (known('categories', key) ? t(`categories.${key as CategoryKey}`) : key),
  };
}
