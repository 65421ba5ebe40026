import type { i18n as I18n } from 'i18next';
import { accountLanguageOf, isUiLanguage, LANGUAGE_STORAGE_KEY, type UiLanguage } from './config';

/**
 * Shows the app in `language` and keeps it as this device's choice: the customer picked it in the
 * language switch, or it is their account's language. (A detected language is never stored.)
 */
export function chooseLanguage(i18n: I18n, language: UiLanguage): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts until the app is closed.
  }
  return i18n.changeLanguage(language);
}

/** The UI language the app is shown in, as one of the app's languages (English when unknown). */
export function currentUiLanguage(i18n: I18n): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(language) ? language : 'en';
}

/**
 * After login, the account's language applies on this device, unless the app already shows it (Serbian
 * in the Latin script this device chose stays Latin: the account keeps the language, not the script).
 */
export function applyAccountLanguage(i18n: I18n, accountLanguage: string | undefined | null): void {
  const wanted = accountLanguageOf(accountLanguage ?? undefined);
  if (!wanted || accountLanguageOf(currentUiLanguage(i18n)) === wanted) return;
  void chooseLanguage(i18n, wanted);
}
