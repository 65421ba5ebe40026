import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  type Namespace,
  SUPPORTED_LANGUAGES,
} from './config';

// Each language and namespace is its own chunk, fetched when first needed, so the
// first screen downloads one language only. `namespaces`: the first screen's own, loaded
// beside `common` instead of after it.
export function initI18n(namespaces: readonly Namespace[] = []) {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n
    .use(
      resourcesToBackend(
        (language: string, namespace: string) =>
          import(/* webpackChunkName: "i18n-[request]" */ `./locales/${language}/${namespace}.json`),
      ),
    )
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      ns: [...new Set([DEFAULT_NAMESPACE, ...namespaces])],
      defaultNS: DEFAULT_NAMESPACE,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        // Browsers report regional tags (en-GB, de-AT); the app speaks the language.
        convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
      },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    })
    .then(() => i18n);
}
