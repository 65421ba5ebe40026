import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from './config';

const LOCALES_DIR = path.join(__dirname, 'locales');
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = '', flat: Record<string, string> = {}): Record<string, string> => {
  for (const [key, value] of Object.entries(tree)) {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[fullKey] = value;
    else flatten(value, fullKey, flat);
  }
  return flat;
};

const readNamespace = (language: string, file: string): Record<string, string> =>
  flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')) as Tree);

const namespaceFiles = fs.readdirSync(path.join(LOCALES_DIR, 'en')).filter((file) => file.endsWith('.json'));
const otherLanguages = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

describe('translations', () => {
  it('has the common, auth and account namespaces in English', () => {
    expect(namespaceFiles).toEqual(expect.arrayContaining(['common.json', 'auth.json', 'account.json']));
  });

  describe.each(namespaceFiles)('%s', (file) => {
    const english = readNamespace('en', file);

    it('has no empty English text', () => {
      for (const [key, value] of Object.entries(english))
        expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
    });

    it.each(otherLanguages)('%s has exactly the English keys, none empty', (language) => {
      const translated = readNamespace(language, file);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      const empty = Object.entries(translated).filter(([, value]) => value.trim() === '');
      expect(empty).toEqual([]);
    });

    it.each(otherLanguages)('%s is translated, not copied from English', (language) => {
      const translated = readNamespace(language, file);
      const keys = Object.keys(english);
      const copied = keys.filter((key) => translated[key] === english[key]);
      // Brand names and "{{count}}"-only texts may stay the same; most texts may not.
      expect(copied.length).toBeLessThan(Math.max(1, keys.length * 0.2));
    });

    it.each(otherLanguages)('%s keeps the interpolation variables', (language) => {
      const translated = readNamespace(language, file);
      const variables = (text: string | undefined) => (text?.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      for (const key of Object.keys(english)) {
        expect({ key, variables: variables(translated[key]) }).toEqual({
          key,
          variables: variables(english[key]),
        });
      }
    });
  });

  // German speaks to the customer, staff and owners alike with "du" (the invitation and order mails
  // too): the formal "Sie" and "Ihr" mid-sentence are the slips this catches. "Sie" opening a sentence
  // is the order or the category ("Sie ist fertig"), not the reader.
  it.each(namespaceFiles)('de/%s says "du", never the formal "Sie"', (file) => {
    const formal = Object.entries(readNamespace('de', file)).filter(([, text]) =>
      /(?<![.:!?]\s|^)\bSie\b|\b(Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)\b/u.test(text),
    );
    expect(formal).toEqual([]);
  });
});
