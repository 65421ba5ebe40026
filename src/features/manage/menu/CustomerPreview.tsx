import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListProductsQuery } from '../../../api';
import { Alert } from '../../../components/Alert';
import { LoadingState } from '../../../components/LoadingState';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../i18n/config';
import { formatMoney } from '../../../lib/format-money';
import { groupByCategory } from '../../../lib/group-by-category';

/**
 * The menu as a customer reads it in a chosen language: the customers' own read (listProducts with that
 * Accept-Language), so what is shown is what they get, fallbacks included.
 */
export function CustomerPreview({ providerId }: { providerId: string }) {
  const { t, i18n } = useTranslation('manage-menu');
  const selectId = useId();
  const [language, setLanguage] = useState<SupportedLanguage>('de');
  const products = useListProductsQuery({ providerId, 'Accept-Language': language });
  const names = new Intl.DisplayNames([i18n.language || 'en'], { type: 'language' });
  const categories = groupByCategory(products.data?.data ?? []);

  return (
    <section className="menu-preview" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`}>{t('preview.title')}</h3>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('preview.language')}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={language}
          onChange={(event) => setLanguage(event.target.value as SupportedLanguage)}
        >
          {SUPPORTED_LANGUAGES.map((other) => (
            <option key={other} value={other}>
              {names.of(other)}
            </option>
          ))}
        </select>
      </div>
      {products.isLoading && <LoadingState />}
      {products.isError && <Alert tone="error">{t('errors.loadFailed')}</Alert>}
      <div lang={language} className="menu-preview__menu">
        {categories.map((category) => (
          <section key={category.key}>
            <h4>{category.name}</h4>
            <ul className="menu-preview__products">
              {category.products.map((product) => (
                <li key={product.productId} className="menu-preview__product">
                  {product.imageUrl && <img src={product.imageUrl} alt="" width={96} height={96} />}
                  <div>
                    <p className="menu-preview__name">{product.name}</p>
                    {product.description && <p>{product.description}</p>}
                    <p>{formatMoney(product.price, product.currency, language)}</p>
                    {product.extraGroups.map((group) => (
                      <p key={group.groupId} className="menu-preview__extras">
                        {group.name}: {group.options.map((option) => option.name).join(', ')}
                      </p>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
