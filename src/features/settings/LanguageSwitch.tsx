import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../i18n/config';

/** Every language named in itself; i18next's detector keeps the choice in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
