const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isProviderId = (value: string) => UUID.test(value);

/** Whether the text can be a place's short code as printed on its sign (`OLIV-42`, `oliv 42`, `oliv42`). */
export const isShortProviderCode = (value: string) => /^[a-z]{2,8}[\s-]*[0-9]{2,4}$/i.test(value.trim());

/**
 * The provider id a scanned or typed code points to, or undefined when the code is not one
 * of ours. Ours are the printed URLs `<origin>/<providerId>/products` (any origin, so a code
 * printed on staging still opens) and bare provider ids typed by hand.
 */
export function providerIdFromCode(code: string): string | undefined {
  const text = code.trim();
  if (isProviderId(text)) return text.toLowerCase();
  let path: string;
  try {
    path = new URL(text).pathname;
  } catch {
    return undefined;
  }
  const match = /^\/([^/]+)\/products\/?$/.exec(path);
  return match?.[1] && isProviderId(match[1]) ? match[1].toLowerCase() : undefined;
}
