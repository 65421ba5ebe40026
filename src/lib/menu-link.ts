/**
 * The link a place's printed QR sign encodes: its menu, `<origin>/<providerId>/products`. /scan-qr
 * opens it (features/catalog/provider-code.ts reads it back); the staff console prints it.
 */
export const menuLinkUrl = (origin: string, providerId: string) => `${origin}/${providerId}/products`;
