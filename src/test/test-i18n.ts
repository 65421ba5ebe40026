import fs from 'node:fs';
import path from 'node:path';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, SUPPORTED_LANGUAGES, UI_LANGUAGES } from '../i18n/config';
import { namespaceInSerbianLatin } from '../i18n/serbian-latin';

const LOCALES_DIR = path.join(__dirname, '..', 'i18n', 'locales');

/** Every namespace file of every language, read from disk so new namespaces need no edit here. */
export function readAllLocales(): Resource {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const dir = path.join(LOCALES_DIR, language);
    resources[language] = {};
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      resources[language][path.basename(file, '.json')] = JSON.parse(
        fs.readFileSync(path.join(dir, file), 'utf8'),
      );
    }
  }
  // As the app derives it (i18n/index.ts): the Cyrillic texts transliterated.
  resources['sr-Latn'] = namespaceInSerbianLatin(resources.sr ?? {});
  return resources;
}

// Initialised synchronously with the real resources, so screens render their texts at once.
export const testI18n = i18n.createInstance();
void testI18n.use(initReactI18next).init({
  resources: readAllLocales(),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...UI_LANGUAGES],
  load: 'currentOnly',
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  initAsync: false,
  react: { useSuspense: false },
});
