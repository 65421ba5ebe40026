import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../api';
import {
  useUpdateMenuCategoryMutation,
  useUpdateMenuExtraGroupMutation,
  useUpdateMenuProductMutation,
} from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { type EditableMenu, type MenuProduct, OTHER_LANGUAGES, type OtherLanguage } from './menu-model';

type Field = 'name' | 'description' | 'composition';

interface TextRow {
  key: string;
  kind: 'category' | 'product' | 'extraGroup' | 'extraOption';
  id: string;
  /** The group of an option (what is saved). */
  groupId?: string;
  field: Field;
  english: string;
  translated: string;
}

/** Every text of the menu with its English original and its text in `language` ('' when missing). */
function rowsOf(menu: EditableMenu, language: OtherLanguage): TextRow[] {
  const rows: TextRow[] = [];
  for (const category of menu.categories)
    rows.push({
      key: `c-${category.id}`,
      kind: 'category',
      id: category.id,
      field: 'name',
      english: category.name,
      translated: category.translations[language] ?? '',
    });
  for (const product of menu.products)
    for (const field of ['name', 'description', 'composition'] as const)
      if (product[field].trim() !== '')
        rows.push({
          key: `p-${product.id}-${field}`,
          kind: 'product',
          id: product.id,
          field,
          english: product[field],
          translated: product.translations[language]?.[field] ?? '',
        });
  for (const group of menu.extraGroups) {
    rows.push({
      key: `g-${group.id}`,
      kind: 'extraGroup',
      id: group.id,
      field: 'name',
      english: group.name,
      translated: group.translations[language] ?? '',
    });
    for (const option of group.options)
      rows.push({
        key: `o-${option.id}`,
        kind: 'extraOption',
        id: option.id,
        groupId: group.id,
        field: 'name',
        english: option.name,
        translated: option.translations[language] ?? '',
      });
  }
  return rows;
}

/**
 * The menu's texts in one language: how many are missing in each language, and every text (or only the
 * missing ones) beside its English original, edited in place.
 */
export function TranslationsPanel({ menu }: { menu: EditableMenu }) {
  const { t, i18n } = useTranslation('manage-menu');
  const selectId = useId();
  const [language, setLanguage] = useState<OtherLanguage>(
    (OTHER_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as OtherLanguage) : 'de',
  );
  const [onlyMissing, setOnlyMissing] = useState(true);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [updateProduct] = useUpdateMenuProductMutation();
  const [updateCategory] = useUpdateMenuCategoryMutation();
  const [updateGroup] = useUpdateMenuExtraGroupMutation();
  const names = new Intl.DisplayNames([i18n.language || 'en'], { type: 'language' });
  const rows = rowsOf(menu, language).filter(
    (row) => !onlyMissing || row.translated === '' || row.key in drafts,
  );

  const save = async (row: TextRow) => {
    const text = (drafts[row.key] ?? row.translated).trim();
    let result: { error?: unknown } | { data: unknown };
    if (row.kind === 'product') {
      const product = menu.products.find((item) => item.id === row.id) as MenuProduct;
      const { id: _id, version, soldOut: _soldOut, ...fields } = product;
      const translations = {
        ...product.translations,
        [language]: { ...product.translations[language], [row.field]: text },
      };
      result = await updateProduct({
        providerId: menu.providerId,
        productId: product.id,
        menuProductUpdate: { ...fields, imageUrl: fields.imageUrl || undefined, translations, version },
      });
    } else if (row.kind === 'category') {
      const category = menu.categories.find((item) => item.id === row.id);
      if (!category) return;
      result = await updateCategory({
        providerId: menu.providerId,
        categoryId: category.id,
        menuCategoryInput: {
          name: category.name,
          translations: { ...category.translations, [language]: text },
          version: category.version,
        },
      });
    } else {
      const group = menu.extraGroups.find((item) => item.id === (row.groupId ?? row.id));
      if (!group) return;
      result = await updateGroup({
        providerId: menu.providerId,
        groupId: group.id,
        menuExtraGroupInput: {
          name: group.name,
          maxSelectable: group.maxSelectable,
          version: group.version,
          translations:
            row.kind === 'extraGroup' ? { ...group.translations, [language]: text } : group.translations,
          options: group.options.map((option) => ({
            id: option.id,
            name: option.name,
            price: option.price,
            allergens: option.allergens,
            translations:
              option.id === row.id ? { ...option.translations, [language]: text } : option.translations,
          })),
        },
      });
    }
    if ('data' in result && result.data) {
      setDrafts(({ [row.key]: _saved, ...rest }) => rest);
      setStatus({
        tone: 'success',
        text: t('translations.saved', { text: row.english, language: names.of(language) }),
      });
    } else
      setStatus({
        tone: 'error',
        text:
          apiErrorCode((result as { error: unknown }).error) === 'VERSION_CONFLICT'
            ? t('translations.conflict')
            : t('errors.saveFailed'),
      });
  };

  return (
    <section className="menu-translations" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`}>{t('translations.title')}</h3>
      <ul className="menu-translations__summary" aria-label={t('translations.summary')}>
        {OTHER_LANGUAGES.map((other) => (
          <li key={other}>
            <button
              type="button"
              className="btn btn--link"
              aria-pressed={other === language}
              onClick={() => setLanguage(other)}
            >
              {t('translations.missingIn', {
                language: names.of(other),
                count: menu.missingTranslations[other].length,
              })}
            </button>
          </li>
        ))}
      </ul>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('translations.language')}
        </label>
        <select
          id={selectId}
          className="field__input"
          value={language}
          onChange={(event) => setLanguage(event.target.value as OtherLanguage)}
        >
          {OTHER_LANGUAGES.map((other) => (
            <option key={other} value={other}>
              {names.of(other)}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={onlyMissing}
          onChange={(event) => setOnlyMissing(event.target.checked)}
        />
        {t('translations.onlyMissing')}
      </label>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {rows.length === 0 && <p>{t('translations.nothingMissing', { language: names.of(language) })}</p>}
      <ul className="menu-translations__list">
        {rows.map((row) => {
          const inputId = `${selectId}-${row.key}`;
          return (
            <li key={row.key} className="menu-translations__row">
              <label htmlFor={inputId}>
                <span className="menu-translations__what">
                  {t(`translations.field.${row.kind}.${row.field}` as 'translations.field.product.name')}
                </span>{' '}
                <span lang="en">{row.english}</span>
              </label>
              <input
                id={inputId}
                className="field__input"
                lang={language}
                maxLength={row.field === 'name' ? 200 : 2000}
                value={drafts[row.key] ?? row.translated}
                onChange={(event) => setDrafts((current) => ({ ...current, [row.key]: event.target.value }))}
              />
              <Button variant="secondary" disabled={!(row.key in drafts)} onClick={() => void save(row)}>
                {t('translations.saveOne', { text: row.english })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
