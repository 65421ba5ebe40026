import { useTranslation } from 'react-i18next';
import type { ExtraGroup, Product } from '../../api';
import { useFormatMoney } from '../../lib/format-money';
import {
  canChooseOption,
  canChooseSingleOption,
  chooseSingleOption,
  fullBecause,
  toggleOption,
} from './extras';

export interface ExtrasPickerProps {
  product: Product;
  selected: string[];
  onChange: (selected: string[]) => void;
}

interface GroupProps extends ExtrasPickerProps {
  group: ExtraGroup;
}

function OptionPrice({ product, price }: { product: Product; price: number }) {
  const { t } = useTranslation('catalog');
  const formatMoney = useFormatMoney();
  if (price <= 0) return null;
  return (
    <span className="extras-option__price">
      {t('customize.optionPrice', { price: formatMoney(price, product.currency) })}
    </span>
  );
}

/** A group of one choice: radio buttons, so another option replaces the chosen one in one click. */
function SingleChoiceGroup({ product, group, selected, onChange }: GroupProps) {
  const { t } = useTranslation('catalog');
  const name = `extras-${group.groupId}`;
  const chosen = group.options.find((option) => selected.includes(option.optionId));
  return (
    <>
      <label className="extras-option">
        <input
          type="radio"
          name={name}
          checked={!chosen}
          onChange={() => onChange(chooseSingleOption(product, group, null, selected))}
        />
        <span>{t('customize.noOption')}</span>
      </label>
      {group.options.map((option) => {
        const enabled = canChooseSingleOption(product, group, option.optionId, selected);
        return (
          <label
            key={option.optionId}
            className={`extras-option ${enabled ? '' : 'extras-option--disabled'}`}
          >
            <input
              type="radio"
              name={name}
              checked={chosen?.optionId === option.optionId}
              disabled={!enabled}
              onChange={() => onChange(chooseSingleOption(product, group, option.optionId, selected))}
            />
            <span>{option.name}</span>
            <OptionPrice product={product} price={option.price} />
          </label>
        );
      })}
    </>
  );
}

/** A group of several choices: checkboxes; options beyond its or the product's limit are disabled. */
function MultiChoiceGroup({ product, group, selected, onChange }: GroupProps) {
  return group.options.map((option) => {
    const enabled = canChooseOption(product, group, option.optionId, selected);
    return (
      <label key={option.optionId} className={`extras-option ${enabled ? '' : 'extras-option--disabled'}`}>
        <input
          type="checkbox"
          checked={selected.includes(option.optionId)}
          disabled={!enabled}
          onChange={() => onChange(toggleOption(product, group, option.optionId, selected))}
        />
        <span>{option.name}</span>
        <OptionPrice product={product} price={option.price} />
      </label>
    );
  });
}

/** One fieldset per extra group. */
export function ExtrasPicker(props: ExtrasPickerProps) {
  const { product } = props;
  const { t } = useTranslation('catalog');
  if (product.extraGroups.length === 0) return null;
  const groupLimits = product.extraGroups.reduce((sum, group) => sum + group.maxSelectable, 0);

  return (
    <section aria-labelledby="extras-title">
      <h2 id="extras-title">{t('customize.extras')}</h2>
      {product.maxExtraOptions < groupLimits && (
        <p className="muted">{t('customize.maxTotal', { max: product.maxExtraOptions })}</p>
      )}
      {product.extraGroups.map((group) => {
        const full = fullBecause(product, group, props.selected);
        return (
          <fieldset
            key={group.groupId}
            className="extras-group"
            aria-describedby={`limit-${group.groupId}${full ? ` full-${group.groupId}` : ''}`}
          >
            <legend>{group.name}</legend>
            <p id={`limit-${group.groupId}`} className="muted">
              {group.maxSelectable === 1
                ? t('customize.chooseOne')
                : t('customize.maxOptions', { max: group.maxSelectable })}
            </p>
            {group.maxSelectable === 1 ? (
              <SingleChoiceGroup {...props} group={group} />
            ) : (
              <MultiChoiceGroup {...props} group={group} />
            )}
            {/* Says why the other options are greyed out; always there, so a change is announced. */}
            <p id={`full-${group.groupId}`} className="extras-group__full" role="status">
              {full === 'group' && t('customize.groupFull', { max: group.maxSelectable })}
              {full === 'product' && t('customize.productFull', { max: product.maxExtraOptions })}
            </p>
          </fieldset>
        );
      })}
    </section>
  );
}
