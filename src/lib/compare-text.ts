/**
 * Orders strings by their UTF-16 code units, as `Array.prototype.sort()` does by default: right for
 * machine text ("HH:MM" times, ISO timestamps). `localeCompare` would load ICU's collation on a
 * page's first call, a long task (issue 12), to sort digits.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
