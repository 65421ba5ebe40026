import { badRequest } from '../../lib/errors';

// listProviders a page at a time. The places are in memory, in the order the app lists them, so a
// cursor is the id of the last place of a page, base64url-encoded so clients treat it as opaque (as
// the orders' and the points' cursors are); the next page starts after that place.

/** The largest page of listProviders, and its default (openapi.yaml's `limit`). */
export const PLACES_PAGE_MAX = 100;

const PLACE_CURSOR = /^place\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function placesCursor(lastId: string): string {
  return Buffer.from(`place|${lastId}`).toString('base64url');
}

/**
 * Where the page after `cursor` starts in `rows`. A cursor this list did not hand out, or one naming a
 * place the list no longer has (removed, or not matching this search), is a 400 naming `cursor`.
 */
export function placesPageStart(rows: readonly { id: string }[], cursor: string): number {
  const lastId = PLACE_CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  const index = lastId === undefined ? -1 : rows.findIndex((row) => row.id === lastId);
  if (index === -1) {
    throw badRequest('This page link is not valid. Please start from the first page.', [
      { field: 'cursor', message: 'is not a cursor this list handed out' },
    ]);
  }
  return index + 1;
}
