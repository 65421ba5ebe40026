import { useTranslation } from 'react-i18next';

/**
 * One formatter per language and currency, with the currency's decimals: making an Intl.NumberFormat
 * costs far more than formatting with it (on the profile's first render, with its orders and points,
 * making one per amount was the page's costliest function).
 */
const formatters = new Map<string, { format: Intl.NumberFormat; divisor: number }>();

function formatterFor(currency: string, language: string): { format: Intl.NumberFormat; divisor: number } {
  const key = `${language}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    formatter = { format, divisor: 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2) };
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount in minor units (e.g. cents) for a language, with the currency's own decimals. */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const { format, divisor } = formatterFor(currency, language);
  return format.format(minorUnits / divisor);
}

/** formatMoney bound to the current UI language. */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  return (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, i18n.language || 'en');
}
