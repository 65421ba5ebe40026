import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Language } from './language';
import { isOpenNow } from './opening-hours';
import type { CatalogRepository, ProductRecord, ProviderRecord } from './repository';

/** A serialised answer and its validator, kept until the catalogue changes. */
export interface CachedAnswer {
  etag: string;
  json: string;
  /** The JSON compressed, made on first use: kept with the answer when it is kept. */
  encoded?: Map<ContentEncoding, Promise<Buffer>>;
}

export type ContentEncoding = 'br' | 'gzip';

/** Answers shorter than this are sent as they are: compressing would save less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<ContentEncoding, (json: string) => Promise<Buffer>> = {
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => promisify(gzip)(json, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * The answer's JSON compressed with `encoding`, compressed once per answer (on a thread of libuv's
 * pool): a menu of 24 KB goes out as 3 KB, and a kept answer is never compressed a second time.
 */
export function encodedBody(answer: CachedAnswer, encoding: ContentEncoding): Promise<Buffer> {
  answer.encoded ??= new Map();
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = compressors[encoding](answer.json);
    answer.encoded.set(encoding, body);
  }
  return body;
}

/** Answers a snapshot keeps at most; past that it starts again (keys include the open/closed state). */
const MAX_ANSWERS = 2_000;

/** The whole catalogue as read at one moment, with the answers built from it so far. */
export interface CatalogSnapshot {
  /** A hash of the catalogue's content: the same data gives the same version on every instance. */
  version: string;
  providers: ProviderRecord[];
  providersById: Map<string, ProviderRecord>;
  /** In menu order. */
  productsByProvider: Map<string, ProductRecord[]>;
  productsById: Map<string, ProductRecord>;
  /** Answers by key (operation, ids and language), built on first use. */
  answer(key: string, build: () => unknown): CachedAnswer;
  /**
   * Whether each place is open at `at`, by id. Opening hours are in whole minutes and time zones are
   * whole minutes apart from UTC, so the answer holds for the whole UTC minute and is worked out once in it.
   */
  openAt(at: Date): Map<string, boolean>;
}

export interface CatalogCache {
  /** The current snapshot, read from the database when there is none (one read however many ask). */
  snapshot(): Promise<CatalogSnapshot>;
  /**
   * Drops the snapshot: the next read reloads the catalogue. Call it after any change to providers or
   * products (menu, availability), and when another instance reports one.
   */
  invalidate(): void;
}

/** The entity tag of an answer: the catalogue's version and what else the answer depends on. */
export const entityTag = (version: string, ...parts: (string | Language)[]) =>
  `"${[version, ...parts].join('-')}"`;

function buildSnapshot(providers: ProviderRecord[], products: ProductRecord[]): CatalogSnapshot {
  const version = createHash('sha256')
    .update(JSON.stringify([providers, products]))
    .digest('base64url')
    .slice(0, 16);
  const productsByProvider = new Map<string, ProductRecord[]>(providers.map((provider) => [provider.id, []]));
  for (const product of products) productsByProvider.get(product.provider_id)?.push(product);
  const answers = new Map<string, CachedAnswer>();
  let open = { minute: Number.NaN, byId: new Map<string, boolean>() };
  return {
    version,
    providers,
    providersById: new Map(providers.map((provider) => [provider.id, provider])),
    productsByProvider,
    productsById: new Map(products.map((product) => [product.id, product])),
    answer(key, build) {
      let answer = answers.get(key);
      if (!answer) {
        if (answers.size >= MAX_ANSWERS) answers.clear();
        answer = { etag: entityTag(version, key), json: JSON.stringify(build()) };
        answers.set(key, answer);
      }
      return answer;
    },
    openAt(at) {
      const minute = Math.floor(at.getTime() / 60_000);
      if (open.minute !== minute) {
        const byId = new Map(
          providers.map((row) => [row.id, isOpenNow(row.opening_hours, row.timezone, at)]),
        );
        open = { minute, byId };
      }
      return open.byId;
    },
  };
}

/**
 * The catalogue in memory: reads are answered from a snapshot, reloaded after `invalidate()` or once it
 * is `maxAgeMs` old (a safety net for changes made where no invalidation reaches this instance).
 */
export function createCatalogCache(
  repository: Pick<CatalogRepository, 'listProviders' | 'listProducts'>,
  { maxAgeMs = 60_000, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): CatalogCache {
  let current: { snapshot: CatalogSnapshot; loadedAt: number } | undefined;
  let loading: Promise<CatalogSnapshot> | undefined;
  // Bumped by invalidate(): a load that started before a change must not be kept as current.
  let generation = 0;

  async function load(): Promise<CatalogSnapshot> {
    const started = generation;
    const loadedAt = now();
    const [providers, products] = await Promise.all([repository.listProviders(), repository.listProducts()]);
    const snapshot = buildSnapshot(providers, products);
    // An unchanged catalogue keeps its snapshot, and with it the answers already built.
    const kept = current?.snapshot.version === snapshot.version ? current.snapshot : snapshot;
    if (started === generation) current = { snapshot: kept, loadedAt };
    return kept;
  }

  return {
    snapshot() {
      if (current && now() - current.loadedAt < maxAgeMs) return Promise.resolve(current.snapshot);
      if (!loading) {
        const promise = load().finally(() => {
          if (loading === promise) loading = undefined;
        });
        loading = promise;
      }
      return loading;
    },

    invalidate() {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}
