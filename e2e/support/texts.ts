// The app's own translations, so that browser tests find controls by the texts a
// customer sees in their language rather than by test ids.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LOCALES_DIR = resolve(__dirname, '..', '..', 'src', 'i18n', 'locales');

/** Every language the app ships, one folder of translations each. */
export const LANGUAGES: readonly string[] = readdirSync(LOCALES_DIR).sort();

const REGIONS: Record<string, string> = { en: 'GB', uk: 'UA', ca: 'ES', sr: 'RS' };

/** The browser locale of a customer speaking `language`: en -> en-GB, de -> de-DE. */
export const localeOf = (language: string) => `${language}-${REGIONS[language] ?? language.toUpperCase()}`;

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function namespace(language: string, ns: string): Tree {
  const file = resolve(LOCALES_DIR, language, `${ns}.json`);
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

export type Texts = (key: string, values?: Record<string, string | number>) => string;

/** texts('de')('auth:login.submit', { max: 3 }) -> the German text with {{max}} filled in. */
export function texts(language: string): Texts {
  if (!LANGUAGES.includes(language)) throw new Error(`the app has no language ${language}`);
  return (key, values = {}) => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    let node: string | Tree | undefined = namespace(language, ns);
    for (const part of path.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node !== 'string') throw new Error(`no text for ${language}:${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
