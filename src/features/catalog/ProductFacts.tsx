import { useTranslation } from 'react-i18next';
import type { Product } from '../../api';
import { useCatalogTerms } from './use-catalog-terms';

export interface ProductFactsProps {
  product: Product;
  /** The product's allergens plus those of the chosen extras. */
  allergens: string[];
}

export function ProductFacts({ product, allergens }: ProductFactsProps) {
  const { t, i18n } = useTranslation('catalog');
  const terms = useCatalogTerms();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { nutrition } = product;
  // A café that gave no nutrition facts (the back office stores them as zeros) or no composition is
  // shown none, never "0 kcal" for a cake: all four at zero is taken for "not given".
  const hasNutrition = [nutrition.calories, nutrition.proteins, nutrition.fats, nutrition.carbs].some(
    (value) => value > 0,
  );
  const composition = product.composition.trim();
  return (
    <>
      {hasNutrition && (
        <section aria-labelledby="nutrition-title">
          <h2 id="nutrition-title">{t('customize.nutrition')}</h2>
          <dl className="nutrition">
            <div>
              <dt>{t('customize.calories')}</dt>
              <dd>{t('customize.kcal', { value: number(nutrition.calories) })}</dd>
            </div>
            <div>
              <dt>{t('customize.proteins')}</dt>
              <dd>{t('customize.grams', { value: number(nutrition.proteins) })}</dd>
            </div>
            <div>
              <dt>{t('customize.fats')}</dt>
              <dd>{t('customize.grams', { value: number(nutrition.fats) })}</dd>
            </div>
            <div>
              <dt>{t('customize.carbs')}</dt>
              <dd>{t('customize.grams', { value: number(nutrition.carbs) })}</dd>
            </div>
          </dl>
        </section>
      )}
      {composition && (
        <section aria-labelledby="composition-title">
          <h2 id="composition-title">{t('customize.composition')}</h2>
          <p>{composition}</p>
        </section>
      )}
      <section aria-labelledby="allergens-title">
        <h2 id="allergens-title">{t('customize.allergens')}</h2>
        {/* Live, so a screen reader hears the allergens an extra adds. */}
        <p aria-live="polite" data-testid="allergens">
          {allergens.length > 0 ? allergens.map(terms.allergen).join(', ') : t('customize.noAllergens')}
        </p>
      </section>
      <section aria-labelledby="loyalty-title">
        <h2 id="loyalty-title">{t('customize.loyalty')}</h2>
        <p>{t('customize.earns', { points: product.loyaltyPoints })}</p>
        <p className="muted">{t('customize.pointsPrice', { points: product.pointsPrice })}</p>
      </section>
    </>
  );
}
