import { languageValues } from '../api/enums.gen';

/** The account languages: the contract's `Language` (from the small generated module, not the whole API). */
export const SUPPORTED_LANGUAGES = languageValues;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * The languages the app can be shown in: the account languages (the contract's `Language`), plus
 * Serbian in Latin script, derived from the Cyrillic `sr` texts (serbian-latin.ts). The script is
 * a choice of the device; the account keeps the language (`sr`).
 */
export const UI_LANGUAGES = [...SUPPORTED_LANGUAGES, 'sr-Latn'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Each language's name in that language, for the language switch. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pl: 'Polski',
  uk: 'Українська',
  ca: 'Català',
  ru: 'Русский',
  sr: 'Српски',
  'sr-Latn': 'Srpski (latinica)',
};

/** The translation namespaces, one JSON file each per language. */
export type Namespace =
  | 'common'
  | 'auth'
  | 'account'
  | 'catalog'
  | 'orders'
  | 'staff'
  | 'manage'
  | 'manage-team'
  | 'manage-reports'
  | 'notifications'
  | 'manage-places'
  | 'manage-menu';
export const DEFAULT_NAMESPACE = 'common';
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';
/**
 * Where the customer's explicit choice of language is kept on the device (the language switch, or
 * the account's language after login). A detected browser language is never stored, so a later
 * change of the browser's language is followed. (`i18nextLng`, the key before, also held detections.)
 */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LEGACY_LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isSupportedLanguage = (value: string | undefined): value is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');

export const isUiLanguage = (value: string | undefined): value is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(value ?? '');

/** The account language of a UI language (Serbian in either script is `sr`), if the app has it. */
export function accountLanguageOf(language: string | undefined): SupportedLanguage | undefined {
  const base = language === 'sr-Latn' ? 'sr' : language;
  return isSupportedLanguage(base) ? base : undefined;
}

/**
 * The UI language for a browser's language tag: its language (en-GB is English), except Serbian,
 * whose script decides: `sr-Latn` (any region) and Serbo-Croatian `sh` get the Latin script, every
 * other `sr` tag (sr, sr-RS, sr-Cyrl) the Cyrillic one, Serbia's official script.
 */
export function uiLanguageOfTag(tag: string): string {
  const [language = tag, ...subtags] = tag.split(/[-_]/);
  const base = language.toLowerCase();
  if (base === 'sh') return 'sr-Latn';
  if (base === 'sr' && subtags.some((subtag) => subtag.toLowerCase() === 'latn')) return 'sr-Latn';
  return base;
}
