import { type APIRequestContext, expect } from '@playwright/test';

// The seeded places; their ids are stable (see server/src/features/catalog/seed-data.ts).
export const PLACES = {
  olivera: { id: 'ef62d36a-95b5-544c-9358-f7b38a084563', name: 'Café Olivera' },
  taula: { id: 'd5490894-dacd-5131-bad0-717995e55fa0', name: 'La Taula de Gràcia' },
  lipa: { id: 'a71848ca-f0e3-51fd-bb0b-f1158db4f44d', name: 'Kawiarnia Pod Lipą' },
} as const;

export type Place = (typeof PLACES)[keyof typeof PLACES];

/**
 * A pickup checkout accepts at the place now: as soon as possible while it is open, else its first time.
 * The demo places close in the evening (Café Olivera at 20:00 in Madrid) and the suite runs at any hour.
 */
export async function pickupNow(
  request: APIRequestContext,
  providerId: string,
  accessToken: string,
): Promise<{ asap: true } | { at: string }> {
  const answer = await request.get(`/api/providers/${providerId}/pickup-times`, {
    headers: { 'x-auth-token': accessToken },
  });
  await expect(answer).toBeOK();
  const { asapAvailable, times } = (
    (await answer.json()) as { data: { asapAvailable: boolean; times: string[] } }
  ).data;
  const first = times[0];
  if (asapAvailable) return { asap: true };
  if (!first) throw new Error(`no pickup time at ${providerId} within a week`);
  return { at: first };
}
