import { createHash } from 'node:crypto';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import {
  type CachedAnswer,
  type CatalogCache,
  COMPRESS_FROM_BYTES,
  type ContentEncoding,
  encodedBody,
  entityTag,
} from './cache';
import { type Language, languageFromHeader, searchable } from './language';
import { toLocalizedProduct, toProviderWithoutOpenState } from './mappers';
import { type OpeningState, openingState } from './opening-hours';
import { PLACES_PAGE_MAX, placesCursor, placesPageStart } from './places-page';
import { quoteBasketLines } from './pricing';
import { normalizeProviderCode } from './provider-codes';
import type { CatalogRepository, ProviderRecord } from './repository';

/** The customer's language: Accept-Language, else the signed-in user's saved language, else English. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header) ?? request.userLanguage ?? 'en';
}

/** Whether If-None-Match names `etag` (weak or strong, or `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const encodings = new Negotiator<ContentEncoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

/**
 * Answers a catalogue read from its serialised form: 304 without a body when the client has this
 * version, else the JSON, compressed when the client accepts brotli or gzip and the answer is one the
 * snapshot keeps (`kept`), so that it is compressed once. Catalogue answers differ by language, and a
 * client must revalidate them.
 */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  language: Language,
  { kept }: { kept: boolean },
) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Language, Accept-Encoding')
    .header('content-language', language);
  if (notModified(request, answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    kept && answer.json.length >= COMPRESS_FROM_BYTES && accepted && encodings.negotiate(accepted);
  if (!encoding || encoding === 'identity') return reply.send(answer.json);
  // Another encoding is other bytes: its tag is weak, which If-None-Match still matches (weakly).
  return reply
    .header('content-encoding', encoding)
    .header('etag', `W/${answer.etag}`)
    .send(await encodedBody(answer, encoding));
}

export function createCatalogHandlers({
  cache,
  repository,
  clock,
}: {
  cache: CatalogCache;
  /** For a basket's products of other places (rare), which the place's snapshot does not hold. */
  repository: Pick<CatalogRepository, 'findProductsByIds'>;
  /** Decides "open now". */
  clock: Clock;
}): Handlers<'listProviders' | 'getProvider' | 'listProducts' | 'getProduct' | 'quoteBasket'> {
  // Every place's opening state (open now, today's hours, next opening), computed once a minute per
  // snapshot, each with a short key of what it says, for the entity tags of the answers that carry it.
  type HeldState = OpeningState & { key: string };
  const opening = new WeakMap<object, { minute: number; byId: Map<string, HeldState> }>();
  function openingStates(snapshot: object, providers: readonly ProviderRecord[]): Map<string, HeldState> {
    const at = clock();
    const minute = Math.floor(at.getTime() / 60_000);
    let held = opening.get(snapshot);
    if (!held || held.minute !== minute) {
      const byId = new Map(
        providers.map((row) => {
          const state = openingState(row.opening_hours, row.timezone, at, row.closed_dates);
          const next = state.nextOpening;
          const key = `${Number(state.isOpenNow)}${state.todayHours.map((w) => `${w.opens}${w.closes}`).join('')}${next ? `${next.inDays}${next.day}${next.time}` : ''}${state.closedDates.map((range) => range.from + range.to).join('')}`;
          return [row.id, { ...state, key }] as const;
        }),
      );
      held = { minute, byId };
      opening.set(snapshot, held);
    }
    return held.byId;
  }
  const closedAllWeek: HeldState = {
    isOpenNow: false,
    todayHours: [],
    nextOpening: null,
    closedDates: [],
    key: '0',
  };
  // Closed dates only when there are some: a place without holidays answers as before.
  const stateOf = ({ isOpenNow, todayHours, nextOpening, closedDates }: OpeningState) => ({
    isOpenNow,
    todayHours,
    nextOpening,
    ...(closedDates.length > 0 ? { closedDates } : {}),
  });

  async function requirePlace(providerId: string) {
    const snapshot = await cache.place(providerId);
    if (!snapshot) throw notFound('Provider not found');
    return { snapshot, provider: snapshot.provider };
  }

  return {
    // Open or closed changes with the time, so the list is built per request (from memory) and its
    // entity tag says which places were open.
    async listProviders(request, reply) {
      const { search, code, cursor, limit = PLACES_PAGE_MAX } = request.query;
      const snapshot = await cache.places();
      const language = languageOf(request);
      let rows = snapshot.providers;
      const needle = search?.trim() && searchable(search.trim());
      if (needle) {
        rows = rows.filter(
          (row) =>
            searchable(row.name).includes(needle) || (row.code && searchable(row.code).includes(needle)),
        );
      }
      if (code !== undefined) {
        const wanted = normalizeProviderCode(code);
        rows = rows.filter((row) => wanted !== undefined && row.code === wanted);
      }
      const start = cursor === undefined ? 0 : placesPageStart(rows, cursor);
      const more = start + limit < rows.length;
      rows = rows.slice(start, start + limit);
      const last = rows[rows.length - 1];
      const nextCursor = more && last ? placesCursor(last.id) : null;
      const statesById = openingStates(snapshot, snapshot.providers);
      const states = rows.map((row) => statesById.get(row.id) ?? closedAllWeek);
      // Which places were open, and their hours, as the tag of the list.
      const openBits = createHash('sha1')
        .update(states.map((state) => state.key).join('|'))
        .digest('base64url')
        .slice(0, 16);
      const build = () => ({
        data: {
          providers: rows.map((row, index) => ({
            ...toProviderWithoutOpenState(row, language),
            ...stateOf(states[index] ?? closedAllWeek),
          })),
          nextCursor,
        },
      });
      // The first full page of the whole list is kept per language and open/closed state; a filtered
      // one (any text a customer types) or a later page is built for its request only.
      const kept = !needle && code === undefined && start === 0 && limit === PLACES_PAGE_MAX;
      const answer = kept
        ? snapshot.answer(`providers.${language}.${openBits}`, build)
        : {
            etag: entityTag(snapshot.version, 'providers', language, openBits, `${start}+${limit}`),
            get json() {
              return JSON.stringify(build());
            },
          };
      return sendCached(request, reply, answer, language, { kept }) as never;
    },

    async getProvider(request, reply) {
      const { provider, snapshot } = await requirePlace(request.params.providerId);
      const language = languageOf(request);
      const state = openingStates(snapshot, [provider]).get(provider.id) ?? closedAllWeek;
      const answer = snapshot.answer(`provider.${provider.id}.${language}.${state.key}`, () => ({
        data: { ...toProviderWithoutOpenState(provider, language), ...stateOf(state) },
      }));
      return sendCached(request, reply, answer, language, { kept: true }) as never;
    },

    async listProducts(request, reply) {
      const { provider, snapshot } = await requirePlace(request.params.providerId);
      const language = languageOf(request);
      const answer = snapshot.answer(`products.${provider.id}.${language}`, () => ({
        data: snapshot.products.map((row) => toLocalizedProduct(row, language, provider.language)),
      }));
      return sendCached(request, reply, answer, language, { kept: true }) as never;
    },

    async getProduct(request, reply) {
      const { provider, snapshot } = await requirePlace(request.params.providerId);
      const row = snapshot.productsById.get(request.params.productId);
      if (!row || row.provider_id !== provider.id) throw notFound('Product not found');
      const language = languageOf(request);
      const answer = snapshot.answer(`product.${row.id}.${language}`, () => ({
        data: toLocalizedProduct(row, language, provider.language),
      }));
      return sendCached(request, reply, answer, language, { kept: true }) as never;
    },

    async quoteBasket(request) {
      const { providerId, items } = request.body;
      const { provider, snapshot } = await requirePlace(providerId);
      const language = languageOf(request);
      const productsById = new Map<string, Schema<'Product'>>();
      for (const item of items) {
        const row = snapshot.productsById.get(item.productId);
        if (row && !productsById.has(row.id))
          productsById.set(row.id, toLocalizedProduct(row, language, provider.language));
      }
      // Another place's products (a basket that is not this place's): read, so the quote can say so.
      const elsewhere = items.map((item) => item.productId).filter((id) => !productsById.has(id));
      if (elsewhere.length > 0) {
        for (const row of await repository.findProductsByIds([...new Set(elsewhere)])) {
          const place = await cache.place(row.provider_id);
          productsById.set(row.id, toLocalizedProduct(row, language, place?.provider.language ?? 'en'));
        }
      }
      return { data: quoteBasketLines({ providerId, currency: provider.currency }, items, productsById) };
    },
  };
}
