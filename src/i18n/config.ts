export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pl', 'uk', 'ca', 'ru', 'sr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language's name in that language, for the language switch. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pl: 'Polski',
  uk: 'Українська',
  ca: 'Català',
  ru: 'Русский',
  sr: 'Српски',
};

/** The translation namespaces, one JSON file each per language. */
export type Namespace = 'common' | 'auth' | 'account' | 'catalog';
export const DEFAULT_NAMESPACE = 'common';
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isSupportedLanguage = (value: string | undefined): value is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
