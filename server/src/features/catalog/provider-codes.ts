/**
 * A place's short human code as stored (`OLIV-42`) from what a customer types: any case, with a dash,
 * a space or nothing between the letters and the digits. Undefined when it cannot be a code.
 */
export function normalizeProviderCode(typed: string): string | undefined {
  const match = /^([a-z]{2,8})[\s-]*([0-9]{2,4})$/i.exec(typed.trim());
  return match ? `${match[1]?.toUpperCase()}-${match[2]}` : undefined;
}
