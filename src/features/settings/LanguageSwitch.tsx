import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMyProfileMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { accountLanguageOf, isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '../../i18n/config';
import { chooseLanguage, currentUiLanguage } from '../../i18n/language-choice';

/**
 * Every language named in itself. The choice is kept on this device and, signed in, saved to the
 * account, whose language then applies on the customer's other devices after login.
 */
export function LanguageSwitch({ saveToAccount }: { saveToAccount: boolean }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [updateMyProfile] = useUpdateMyProfileMutation();
  const [notSaved, setNotSaved] = useState(false);

  const choose = async (language: string) => {
    if (!isUiLanguage(language)) return;
    setNotSaved(false);
    await chooseLanguage(i18n, language);
    const accountLanguage = accountLanguageOf(language);
    if (!saveToAccount || !accountLanguage) return;
    try {
      await updateMyProfile({ body: { language: accountLanguage } }).unwrap();
    } catch {
      setNotSaved(true);
    }
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select id={id} value={currentUiLanguage(i18n)} onChange={(event) => void choose(event.target.value)}>
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {notSaved && <Alert tone="error">{t('language.notSaved')}</Alert>}
    </div>
  );
}
