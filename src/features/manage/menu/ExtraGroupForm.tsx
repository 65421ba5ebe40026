import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, apiErrorDetails, apiErrorFields } from '../../../api';
import {
  type MenuExtraGroupInput,
  useCreateMenuExtraGroupMutation,
  useUpdateMenuExtraGroupMutation,
} from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { TextField } from '../../../components/TextField';
import { ConflictNotice } from './ConflictNotice';
import { ALLERGENS, amountText, type EditableMenu, type MenuExtraGroup, parseAmount } from './menu-model';

interface OptionRow {
  key: string;
  id?: string;
  name: string;
  price: string;
  allergens: string[];
  /** Served by default: customers' product page starts with it chosen. */
  isDefault: boolean;
  translations?: MenuExtraGroup['options'][number]['translations'];
}

let rowKeys = 0;
const rowsOf = (group: MenuExtraGroup | undefined, currency: string): OptionRow[] =>
  (group?.options ?? []).map((option) => ({
    key: option.id,
    id: option.id,
    name: option.name,
    price: amountText(option.price, currency),
    allergens: option.allergens,
    isDefault: option.isDefault,
    translations: option.translations,
  }));

/**
 * The form's error keys of the fields the server refused (`name`, `maxSelectable`, `options.N.<field>`),
 * each with its message; undefined when it named none the form shows.
 */
function refusedFields(
  fields: string[],
  rows: OptionRow[],
  message: (field: string) => string,
): Record<string, string> | undefined {
  const found: Record<string, string> = {};
  for (const field of fields) {
    const [first, index, name] = field.replace(/^\//, '').split(/[./]/);
    if (first === 'name') found.name = message(first);
    else if (first === 'maxSelectable') found.max = message(first);
    else if (first === 'options' && name && rows[Number(index)])
      found[`${rows[Number(index)]?.key}.${name}`] = message(name);
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** An extra group (milk, syrups...): its name, how many options a customer may pick, and its options. */
export function ExtraGroupForm({
  menu,
  group,
  onDone,
}: {
  menu: EditableMenu;
  group?: MenuExtraGroup;
  onDone: () => void;
}) {
  const { t } = useTranslation('manage-menu');
  const [createGroup, creating] = useCreateMenuExtraGroupMutation();
  const [updateGroup, updating] = useUpdateMenuExtraGroupMutation();
  const { currency } = menu;
  const [name, setName] = useState(group?.name ?? '');
  const [max, setMax] = useState(String(group?.maxSelectable ?? 1));
  const [rows, setRows] = useState<OptionRow[]>(rowsOf(group, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<MenuExtraGroup>();
  const [failed, setFailed] = useState(false);
  const basedOn = useRef(group?.version);

  const change = (key: string, patch: Partial<OptionRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const save = async () => {
    const found: Record<string, string> = {};
    if (name.trim() === '') found.name = t('errors.nameRequired');
    if (!/^\d{1,2}$/.test(max) || Number(max) < 1 || Number(max) > 50) found.max = t('errors.maxSelectable');
    for (const row of rows) {
      if (row.name.trim() === '') found[`${row.key}.name`] = t('errors.nameRequired');
      if (parseAmount(row.price, currency) === undefined) found[`${row.key}.price`] = t('errors.price');
    }
    const defaults = rows.filter((row) => row.isDefault);
    if (!found.max && defaults.length > Number(max))
      for (const row of defaults) found[`${row.key}.isDefault`] = t('errors.tooManyDefaults', { max });
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    const body: MenuExtraGroupInput = {
      name: name.trim(),
      maxSelectable: Number(max),
      ...(group && { translations: group.translations, version: basedOn.current }),
      options: rows.map((row) => ({
        ...(row.id && { id: row.id }),
        name: row.name.trim(),
        price: parseAmount(row.price, currency) ?? 0,
        allergens: row.allergens as MenuExtraGroupInput['options'][number]['allergens'],
        isDefault: row.isDefault,
        ...(row.translations && { translations: row.translations }),
      })),
    };
    const result = group
      ? await updateGroup({ providerId: menu.providerId, groupId: group.id, menuExtraGroupInput: body })
      : await createGroup({ providerId: menu.providerId, menuExtraGroupInput: body });
    if ('data' in result && result.data) return onDone();
    if (apiErrorCode(result.error) === 'VERSION_CONFLICT')
      return setConflict(apiErrorDetails(result.error).current as MenuExtraGroup);
    const refused = refusedFields(apiErrorFields(result.error), rows, (field) =>
      field === 'isDefault' ? t('errors.tooManyDefaults', { max }) : t('errors.refused'),
    );
    if (refused) return setErrors(refused);
    setFailed(true);
  };

  return (
    <form
      className="menu-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3>{group ? t('extras.editTitle', { name: group.name }) : t('extras.newTitle')}</h3>
      {conflict && (
        <ConflictNotice
          kind="extraGroup"
          current={conflict}
          mine={{ name }}
          currency={currency}
          onReload={() => {
            setName(conflict.name);
            setMax(String(conflict.maxSelectable));
            setRows(rowsOf(conflict, currency));
            basedOn.current = conflict.version;
            setConflict(undefined);
          }}
          onOverwrite={() => {
            basedOn.current = conflict.version;
            setConflict(undefined);
            void save();
          }}
        />
      )}
      {failed && <Alert tone="error">{t('errors.saveFailed')}</Alert>}
      <TextField
        label={t('extras.name')}
        name="name"
        value={name}
        maxLength={200}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('extras.maxSelectable')}
        name="maxSelectable"
        inputMode="numeric"
        value={max}
        error={errors.max}
        onChange={(e) => setMax(e.target.value)}
      />
      <fieldset className="menu-form__group">
        <legend>{t('extras.options')}</legend>
        <p className="muted">{t('extras.defaultHint')}</p>
        <ol className="menu-options">
          {rows.map((row, index) => (
            <li key={row.key} className="menu-options__row">
              <TextField
                label={t('extras.optionName', { number: index + 1 })}
                name={`option-${index}-name`}
                value={row.name}
                maxLength={200}
                error={errors[`${row.key}.name`]}
                onChange={(e) => change(row.key, { name: e.target.value })}
              />
              <TextField
                label={t('extras.optionPrice', { number: index + 1, currency })}
                name={`option-${index}-price`}
                inputMode="decimal"
                value={row.price}
                error={errors[`${row.key}.price`]}
                onChange={(e) => change(row.key, { price: e.target.value })}
              />
              <CheckboxField
                name={`option-${index}-default`}
                label={t('extras.optionDefault', { number: index + 1 })}
                checked={row.isDefault}
                error={errors[`${row.key}.isDefault`]}
                onChange={(e) => change(row.key, { isDefault: e.target.checked })}
              />
              <details>
                <summary>
                  {t('extras.optionAllergens', { number: index + 1, count: row.allergens.length })}
                </summary>
                {ALLERGENS.map((allergen) => (
                  <label key={allergen} className="menu-options__allergen">
                    <input
                      type="checkbox"
                      checked={row.allergens.includes(allergen)}
                      onChange={() =>
                        change(row.key, {
                          allergens: row.allergens.includes(allergen)
                            ? row.allergens.filter((item) => item !== allergen)
                            : [...row.allergens, allergen],
                        })
                      }
                    />
                    {t(`allergens.${allergen}`)}
                  </label>
                ))}
              </details>
              <Button
                variant="link"
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              >
                {t('extras.removeOption', { name: row.name || index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          onClick={() =>
            setRows((current) => [
              ...current,
              { key: `new-${++rowKeys}`, name: '', price: '0', allergens: [], isDefault: false },
            ])
          }
        >
          {t('extras.addOption')}
        </Button>
      </fieldset>
      <div className="menu-form__actions">
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
