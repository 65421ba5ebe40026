// Serbian is written in two scripts with a one-to-one correspondence; the translations are kept in
// Cyrillic (the `sr` files) and the Latin script is derived from them, so the two never drift apart.
const CYRILLIC_TO_LATIN: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Ђ: 'Đ',
  Е: 'E',
  Ж: 'Ž',
  З: 'Z',
  И: 'I',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  Љ: 'Lj',
  М: 'M',
  Н: 'N',
  Њ: 'Nj',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  Ћ: 'Ć',
  У: 'U',
  Ф: 'F',
  Х: 'H',
  Ц: 'C',
  Ч: 'Č',
  Џ: 'Dž',
  Ш: 'Š',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};
const DIGRAPHS: Record<string, string> = { Љ: 'LJ', Њ: 'NJ', Џ: 'DŽ' };
const CYRILLIC = /[\u0400-\u04FF]/;

/** Serbian Cyrillic text in Latin script (Љ in an all-capitals word becomes LJ, else Lj). */
export function toSerbianLatin(text: string): string {
  const chars = Array.from(text);
  return chars
    .map((char, index) => {
      const digraph = DIGRAPHS[char];
      if (!digraph) return CYRILLIC_TO_LATIN[char] ?? char;
      const next = chars[index + 1] ?? '';
      const nextIsCapital = CYRILLIC.test(next) && next !== next.toLowerCase();
      return nextIsCapital ? digraph : CYRILLIC_TO_LATIN[char];
    })
    .join('');
}

type Tree = { [key: string]: string | Tree };

/** A namespace's translations with every text in Latin script. */
export function namespaceInSerbianLatin<T>(namespace: T): T {
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string') return toSerbianLatin(value);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value as Tree).map(([key, inner]) => [key, convert(inner)]));
    return value;
  };
  return convert(namespace) as T;
}
