import { useTranslation } from 'react-i18next';

/** Formats an amount in minor units (e.g. cents) for a language, with the currency's own decimals. */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}

/** formatMoney bound to the current UI language. */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  return (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, i18n.language || 'en');
}
