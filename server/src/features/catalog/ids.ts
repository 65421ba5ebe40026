import { createHash } from 'node:crypto';

// Fixed namespace for every catalogue id. Never change it: printed QR codes carry provider ids.
const CATALOG_NAMESPACE = '6f1c2b0e-3c7d-4f5a-9e2b-8d4a1c0b7e51';

/** RFC 4122 version 5 (SHA-1, name-based) UUID: the same name always gives the same id. */
export function uuidV5(name: string, namespace: string = CATALOG_NAMESPACE): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const providerId = (providerSlug: string) => uuidV5(`provider:${providerSlug}`);
export const productId = (providerSlug: string, productSlug: string) =>
  uuidV5(`product:${providerSlug}/${productSlug}`);
export const extraGroupId = (providerSlug: string, groupKey: string) =>
  uuidV5(`extra-group:${providerSlug}/${groupKey}`);
export const extraOptionId = (providerSlug: string, groupKey: string, optionKey: string) =>
  uuidV5(`extra-option:${providerSlug}/${groupKey}/${optionKey}`);
export const categoryId = (providerSlug: string, categoryKey: string) =>
  uuidV5(`category:${providerSlug}/${categoryKey}`);
