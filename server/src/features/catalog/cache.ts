import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Language } from './language';
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

/** Serialised answers built from one snapshot, kept with it. */
interface AnswerStore {
  answer(key: string, build: () => unknown): CachedAnswer;
}

function answerStore(version: string): AnswerStore {
  const answers = new Map<string, CachedAnswer>();
  return {
    answer(key, build) {
      let answer = answers.get(key);
      if (!answer) {
        if (answers.size >= MAX_ANSWERS) answers.clear();
        answer = { etag: entityTag(version, key), json: JSON.stringify(build()) };
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

/** A hash of what was read: the same data gives the same version on every instance. */
const contentVersion = (content: unknown) =>
  createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);

/** Every place (the list of places) as read at one moment, with the answers built from it so far. */
export interface PlacesSnapshot extends AnswerStore {
  version: string;
  providers: ProviderRecord[];
}

/** One place and its menu as read at one moment (one version of its catalogue), with its answers. */
export interface PlaceSnapshot extends AnswerStore {
  /** A hash of the place's row and menu, sold-out marks included (they lapse with the day). */
  version: string;
  provider: ProviderRecord;
  /** In menu order. */
  products: ProductRecord[];
  productsById: Map<string, ProductRecord>;
}

/** What a checkout reads of a place's snapshot: the place's row and its products by id. */
export type PlaceMenu = Pick<PlaceSnapshot, 'provider' | 'productsById'>;

export interface CatalogCache {
  /** The list of places, read from the database when there is none (one read however many ask). */
  places(): Promise<PlacesSnapshot>;
  /** One place and its menu (undefined: no such place), read when this instance holds none. */
  place(providerId: string): Promise<PlaceSnapshot | undefined>;
  /**
   * Drops what is held of the place (its menu, and the list of places, which shows it), or everything
   * without an id: the next read reloads it. Called on every instance by the place's catalogue events.
   */
  invalidate(providerId?: string): void;
}

/** The entity tag of an answer: the catalogue's version and what else the answer depends on. */
export const entityTag = (version: string, ...parts: (string | Language)[]) =>
  `"${[version, ...parts].join('-')}"`;

function buildPlaces(providers: ProviderRecord[]): PlacesSnapshot {
  const version = contentVersion(providers);
  return { version, providers, ...answerStore(version) };
}

function buildPlace(provider: ProviderRecord, products: ProductRecord[]): PlaceSnapshot {
  const version = contentVersion([provider, products]);
  return {
    version,
    provider,
    products,
    productsById: new Map(products.map((product) => [product.id, product])),
    ...answerStore(version),
  };
}

/**
 * Something read once and kept: reloaded after `drop()` or once it is `maxAgeMs` old (a safety net for
 * changes made where no invalidation reaches this instance, and for sold-out marks lapsing with the day).
 * An unchanged reload keeps what was built, and with it the answers already built.
 */
function keptRead<T extends { version: string }>(
  read: () => Promise<T>,
  { maxAgeMs, now }: { maxAgeMs: number; now: () => number },
) {
  let current: { value: T; loadedAt: number } | undefined;
  let loading: Promise<T> | undefined;
  // Bumped by drop(): a load that started before a change must not be kept as current.
  let generation = 0;

  async function load(): Promise<T> {
    const started = generation;
    const loadedAt = now();
    const read_ = await read();
    const kept = current?.value.version === read_.version ? current.value : read_;
    if (started === generation) current = { value: kept, loadedAt };
    return kept;
  }

  return {
    get(): Promise<T> {
      if (current && now() - current.loadedAt < maxAgeMs) return Promise.resolve(current.value);
      if (!loading) {
        const promise = load().finally(() => {
          if (loading === promise) loading = undefined;
        });
        loading = promise;
      }
      return loading;
    },
    drop() {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}

const MISSING = { version: '' } as const;

/**
 * The catalogue in memory: one snapshot per place (and version), plus the list of places. A change to
 * one place drops only what shows that place.
 */
export function createCatalogCache(
  repository: Pick<CatalogRepository, 'listProviders' | 'findProvider' | 'listProductsOf'>,
  { maxAgeMs = 60_000, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): CatalogCache {
  const options = { maxAgeMs, now };
  const places = keptRead(async () => buildPlaces(await repository.listProviders()), options);
  const perPlace = new Map<string, ReturnType<typeof keptRead<PlaceSnapshot | typeof MISSING>>>();

  function placeRead(providerId: string) {
    let read = perPlace.get(providerId);
    if (!read) {
      read = keptRead(async () => {
        const [provider, products] = await Promise.all([
          repository.findProvider(providerId),
          repository.listProductsOf(providerId),
        ]);
        return provider ? buildPlace(provider, products) : MISSING;
      }, options);
      perPlace.set(providerId, read);
    }
    return read;
  }

  return {
    places: () => places.get(),

    async place(providerId) {
      const snapshot = await placeRead(providerId).get();
      if (snapshot === MISSING) {
        // Not kept: any id may be asked for, and a place created later must be found at once.
        perPlace.delete(providerId);
        return undefined;
      }
      return snapshot as PlaceSnapshot;
    },

    invalidate(providerId) {
      places.drop();
      if (providerId === undefined) {
        for (const read of perPlace.values()) read.drop();
        perPlace.clear();
      } else {
        perPlace.get(providerId)?.drop();
      }
    },
  };
}
