import { useTranslation } from 'react-i18next';
import type { Product } from '../../api';
import { useFormatMoney } from '../../lib/format-money';
import { canChooseOption, toggleOption } from './extras';

export interface ExtrasPickerProps {
  product: Product;
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** One fieldset per extra group; options beyond a group's or the product's limit are disabled. */
export function ExtrasPicker({ product, selected, onChange }: ExtrasPickerProps) {
  const { t } = useTranslation('catalog');
  const formatMoney = useFormatMoney();
  if (product.extraGroups.length === 0) return null;
  const groupLimits = product.extraGroups.reduce((sum, group) => sum + group.maxSelectable, 0);

  return (
    <section aria-labelledby="extras-title">
      <h2 id="extras-title">{t('customize.extras')}</h2>
      {product.maxExtraOptions < groupLimits && (
        <p className="muted">{t('customize.maxTotal', { max: product.maxExtraOptions })}</p>
      )}
      {product.extraGroups.map((group) => (
        <fieldset key={group.groupId} className="extras-group" aria-describedby={`limit-${group.groupId}`}>
          <legend>{group.name}</legend>
          <p id={`limit-${group.groupId}`} className="muted">
            {group.maxSelectable === 1
              ? t('customize.chooseOne')
              : t('customize.maxOptions', { max: group.maxSelectable })}
          </p>
          {group.options.map((option) => {
            const enabled = canChooseOption(product, group, option.optionId, selected);
            return (
              <label
                key={option.optionId}
                className={`extras-option ${enabled ? '' : 'extras-option--disabled'}`}
              >
                <input
                  type="checkbox"
                  checked={selected.includes(option.optionId)}
                  disabled={!enabled}
                  onChange={() => onChange(toggleOption(product, group, option.optionId, selected))}
                />
                <span>{option.name}</span>
                {option.price > 0 && (
                  <span className="extras-option__price">
                    {t('customize.optionPrice', { price: formatMoney(option.price, product.currency) })}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
