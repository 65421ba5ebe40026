// The seeded places; their ids are stable (see server/src/features/catalog/seed-data.ts).
export const PLACES = {
  olivera: { id: 'ef62d36a-95b5-544c-9358-f7b38a084563', name: 'Café Olivera' },
  taula: { id: 'd5490894-dacd-5131-bad0-717995e55fa0', name: 'La Taula de Gràcia' },
  lipa: { id: 'a71848ca-f0e3-51fd-bb0b-f1158db4f44d', name: 'Kawiarnia Pod Lipą' },
} as const;

export type Place = (typeof PLACES)[keyof typeof PLACES];
