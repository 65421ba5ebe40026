// The app's own translations, so that browser tests find controls by the texts a
// customer sees in their language rather than by test ids.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function namespace(language: string, ns: string): Tree {
  const file = resolve(__dirname, '..', 'src', 'i18n', 'locales', language, `${ns}.json`);
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

/** texts('de')('auth:login.submit', { max: 3 }) -> the German text with {{max}} filled in. */
export function texts(language: string) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    let node: string | Tree | undefined = namespace(language, ns);
    for (const part of path.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node !== 'string') throw new Error(`no text for ${language}:${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
