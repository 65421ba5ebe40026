import { languageValues } from '../../api/contract.gen';
import type { Schema } from '../../api/handler';

export type Language = Schema<'Language'>;

const isLanguage = (value: string): value is Language =>
  (languageValues as readonly string[]).includes(value);

// The header is the same for most requests of a client: remember the answer for the last few.
const parsed = new Map<string, Language | null>();
const PARSED_MAX = 200;

/**
 * The customer's language from an `Accept-Language` header: the supported language with the highest
 * weight (`pl-PL;q=0.9` counts as `pl`), or undefined when the header names none we have.
 */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const known = parsed.get(header);
  if (known !== undefined) return known ?? undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(language)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(header, best?.language ?? null);
  return best?.language;
}

/**
 * A text in `language`, else in English, else in the place's own language (ARCHITECTURE.md: a German
 * visitor to a Barcelona café reads English before Catalan). `translations` are the texts by language;
 * `english` the original, which a menu always has, so the place's language only answers when it is
 * empty.
 */
export function pickText<T extends string>(
  english: T,
  translations: Partial<Record<Language, T | undefined>> | undefined,
  language: Language,
  placeLanguage: Language,
): T {
  if (language === 'en' || !translations) return english;
  return translations[language] || english || translations[placeLanguage] || english;
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** The name of a country (ISO 3166 alpha-2) in `language`, from the runtime's ICU data. */
export function countryName(country: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  return names.of(country) ?? country;
}

/** Lower case without accents, for accent-insensitive search ("cafe" finds "Café"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss');
}
