// CSV as spreadsheets read it: UTF-8 with a byte-order mark (Excel otherwise guesses the encoding),
// CRLF line ends (RFC 4180), a field quoted when it holds a comma, quote or line break, quotes doubled.
// A text cell that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return)
// is prefixed with ' (OWASP's advice on CSV injection); numbers are written as numbers.

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One field: numbers as they are, text made inert and quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** How many digits a currency's minor unit has (EUR 2, JPY 0), as Intl knows it. */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Minor units as a decimal with a dot, e.g. 450 EUR -> "4.50" (text, so no locale changes it). */
export function majorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  if (digits === 0) return `${sign}${whole}`;
  const factor = 10 ** digits;
  return `${sign}${Math.floor(whole / factor)}.${String(whole % factor).padStart(digits, '0')}`;
}
