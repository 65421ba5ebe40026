import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  isUiLanguage,
  LANGUAGE_STORAGE_KEY,
  LEGACY_LANGUAGE_STORAGE_KEY,
  type Namespace,
  UI_LANGUAGES,
  type UiLanguage,
  uiLanguageOfTag,
} from './config';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to start in: the customer's stored explicit choice (language-choice.ts writes it),
 * else the first of the browser's languages the app speaks (uiLanguageOfTag: en-GB is English,
 * sr-Latn Serbian in Latin script), else English. Nothing detected is stored. What
 * i18next-browser-languagedetector did here, without its 2 KiB gzip on the first screen (issue 12).
 */
export function detectLanguage(): UiLanguage {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of [storedLanguage(), ...browser]) {
    const language = tag ? uiLanguageOfTag(tag) : undefined;
    if (isUiLanguage(language)) return language;
  }
  return FALLBACK_LANGUAGE;
}

// Each language and namespace is its own chunk, fetched when first needed, so the
// first screen downloads one language only. `namespaces`: the first screen's own, loaded
// beside `common` instead of after it.
export function initI18n(namespaces: readonly Namespace[] = []) {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  // Held detections as well as choices: dropped, so a browser language detected once is not kept forever.
  try {
    localStorage.removeItem(LEGACY_LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
  return (
    i18n
      .use(
        resourcesToBackend(async (language: string, namespace: string) => {
          // Serbian in Latin script is the Cyrillic texts transliterated.
          const file = language === 'sr-Latn' ? 'sr' : language;
          // The back office's texts (namespaces manage*) are listed in a module of their own, so the
          // first screen does not carry their 9 × 5 entries (e2e/budget.spec.ts).
          const texts = namespace.startsWith('manage')
            ? await (
                await import(/* webpackChunkName: "back-office-texts" */ './back-office-texts')
              ).backOfficeTexts(file, namespace)
            : await import(
                /* webpackChunkName: "i18n-[request]", webpackExclude: /[\\/]manage[^\\/]*\.json$/ */ `./locales/${file}/${namespace}.json`
              );
          if (language !== 'sr-Latn') return texts;
          // The transliteration is a chunk of its own: only Serbian in Latin script needs it (issue 12).
          const { namespaceInSerbianLatin } = await import(
            /* webpackChunkName: "serbian-latin" */ './serbian-latin'
          );
          return namespaceInSerbianLatin(texts.default ?? texts);
        }),
      )
      // Detection as a plugin (not a fixed `lng`): i18next asks it again on changeLanguage() with no
      // language. It stores nothing: only the customer's choice is stored (language-choice.ts).
      .use({ type: 'languageDetector', init: () => {}, detect: detectLanguage, cacheUserLanguage: () => {} })
      .use(initReactI18next)
      .init({
        supportedLngs: [...UI_LANGUAGES],
        fallbackLng: FALLBACK_LANGUAGE,
        // sr-Latn is a language of its own here, not a region of sr.
        load: 'currentOnly',
        ns: [...new Set([DEFAULT_NAMESPACE, ...namespaces])],
        defaultNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      })
      .then(() => i18n)
  );
}
