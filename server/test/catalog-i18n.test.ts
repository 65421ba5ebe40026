import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { languageValues } from '../src/api/contract.gen';
import type { Schema } from '../src/api/handler';
import { productId, providerId } from '../src/features/catalog/ids';
import { pickText } from '../src/features/catalog/language';
import { seedProviders } from '../src/features/catalog/seed-data';
import type { SeedMenuTranslation, SeedProductTexts } from '../src/features/catalog/seed-types';
import { authHeaders, buildTestApp, registerUser, type TestApp } from './helper';

type Product = Schema<'Product'>;
type Provider = Schema<'Provider'>;

const OLIVERA = providerId('cafe-olivera');
const TAULA = providerId('la-taula-de-gracia');
const POD_LIPA = providerId('kawiarnia-pod-lipa');

let testApp: TestApp;
let app: FastifyInstance;
let token: string;

before(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  token = (await registerUser(app)).accessToken;
});

after(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}, accessToken = token) {
  return app.inject({ method: 'GET', url, headers: { ...authHeaders(accessToken), ...headers } });
}

async function data<T>(url: string, language?: string): Promise<T> {
  const response = await get(url, language ? { 'accept-language': language } : {});
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as T;
}

const productNamed = (products: Product[], slug: string, provider = 'kawiarnia-pod-lipa') => {
  const product = products.find((candidate) => candidate.productId === productId(provider, slug));
  assert.ok(product, slug);
  return product;
};

describe('menus in the customer language', () => {
  it('answers the Kraków café menu in Polish, extras included', async () => {
    const response = await get(`/api/providers/${POD_LIPA}/products`, {
      'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-language'], 'pl');
    const products = response.json().data as Product[];
    const paczek = productNamed(products, 'paczek-with-rose-jam');
    assert.equal(paczek.name, 'Pączek z różą');
    assert.match(paczek.description, /konfiturą z płatków róży/);
    assert.match(paczek.composition, /^Mąka pszenna/);
    const cappuccino = productNamed(products, 'cappuccino');
    assert.deepEqual(
      cappuccino.extraGroups.map((group) => group.name),
      ['Mleko', 'Syropy', 'Dodatkowe espresso'],
    );
    assert.equal(cappuccino.extraGroups[0]?.options[2]?.name, 'Napój owsiany');
  });

  it('answers the same product in English, and in Catalan and Spanish in Barcelona', async () => {
    const english = await data<Product[]>(`/api/providers/${POD_LIPA}/products`, 'en');
    assert.equal(productNamed(english, 'paczek-with-rose-jam').name, 'Pączek with Rose Jam');
    const catalan = await data<Product>(
      `/api/providers/${OLIVERA}/products/${productId('cafe-olivera', 'cortado')}`,
      'ca',
    );
    assert.equal(catalan.name, 'Tallat');
    const spanish = await data<Product>(
      `/api/providers/${TAULA}/products/${productId('la-taula-de-gracia', 'homemade-lemonade')}`,
      'es-ES',
    );
    assert.equal(spanish.name, 'Limonada casera');
  });

  it("falls back to English, then to the place's own language (a German in Barcelona reads English before Catalan)", async () => {
    // A text missing in the customer's language: English, never the place's language first (issue 26).
    const catalan = { ca: 'Caputxino', es: 'Capuchino' } as const;
    assert.equal(pickText('Cappuccino', catalan, 'de', 'ca'), 'Cappuccino');
    assert.equal(pickText('Cappuccino', catalan, 'es', 'ca'), 'Capuchino');
    // Only a text with no English falls back to the place's language.
    assert.equal(pickText('', catalan, 'de', 'ca'), 'Caputxino');
    // An unsupported language counts as none: the user's saved language (en by default) then.
    const klingon = await data<Product[]>(`/api/providers/${POD_LIPA}/products`, 'tlh');
    assert.equal(
      productNamed(klingon, 'kompot').description,
      'Homemade chilled drink of simmered cherries and strawberries.',
    );
  });

  it("uses the signed-in user's saved language when the request names none", async () => {
    const user = await registerUser(app);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authHeaders(user.accessToken),
      payload: { language: 'es' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const response = await get(`/api/providers/${OLIVERA}/products`, {}, user.accessToken);
    assert.equal(response.headers['content-language'], 'es');
    const products = response.json().data as Product[];
    assert.equal(productNamed(products, 'caffe-latte', 'cafe-olivera').name, 'Café con leche');
  });

  it("names the country in the customer's language", async () => {
    const ukrainian = (await data<{ providers: Provider[] }>('/api/providers', 'uk')).providers;
    assert.equal(
      ukrainian.find((p) => p.providerId === POD_LIPA)?.address,
      'ul. Floriańska 24, 31-021 Kraków, Польща',
    );
    const catalan = await data<Provider>(`/api/providers/${OLIVERA}`, 'ca');
    assert.equal(catalan.address, 'Carrer de Mallorca 214, 08008 Barcelona, Espanya');
    assert.equal(catalan.language, 'ca');
    assert.equal(catalan.country, 'ES');
  });

  it('has every demo product, extra group and option in each of the nine languages', () => {
    const otherLanguages = languageValues.filter((language) => language !== 'en');
    for (const provider of seedProviders) {
      for (const language of otherLanguages) {
        const translation = provider.translations[language];
        const where = `${provider.slug} ${language}`;
        assert.ok(translation, where);
        for (const product of provider.products) {
          const texts = translation.products[product.slug];
          assert.ok(texts, `${where} ${product.slug}`);
          assert.ok(texts.name.trim(), `${where} ${product.slug}: name`);
          if (product.description)
            assert.ok(texts.description.trim(), `${where} ${product.slug}: description`);
          if (product.composition)
            assert.ok(texts.composition.trim(), `${where} ${product.slug}: composition`);
        }
        for (const group of provider.extraGroups) {
          const names = translation.extraGroups[group.key];
          assert.ok(names, `${where} group ${group.key}`);
          assert.ok(names.name.trim(), `${where} group ${group.key}: name`);
          for (const option of group.options)
            assert.ok(names.options[option.key]?.trim(), `${where} option ${group.key}/${option.key}`);
        }
        // Nothing translated that the menu does not have (a renamed key would leave a text behind).
        assert.deepEqual(
          Object.keys(translation.products).sort(),
          provider.products.map((product) => product.slug).sort(),
          `${where}: products`,
        );
        assert.deepEqual(
          Object.keys(translation.extraGroups).sort(),
          provider.extraGroups.map((group) => group.key).sort(),
          `${where}: extra groups`,
        );
      }
    }
  });

  it('answers the menus in Ukrainian and Serbian (Cyrillic), products and extras', async () => {
    for (const language of ['uk', 'sr'] as const) {
      for (const provider of seedProviders) {
        const response = await get(`/api/providers/${providerId(provider.slug)}/products`, {
          'accept-language': language,
        });
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.headers['content-language'], language);
        const products = response.json().data as Product[];
        const translation = provider.translations[language];
        assert.ok(translation);
        for (const product of provider.products) {
          const read = productNamed(products, product.slug, provider.slug);
          const texts: SeedProductTexts | undefined = translation.products[product.slug];
          assert.deepEqual(
            [read.name, read.description, read.composition],
            [texts?.name, texts?.description, texts?.composition],
            `${provider.slug}/${product.slug} ${language}`,
          );
          for (const [index, key] of (product.extras ?? []).entries()) {
            const group = provider.extraGroups.find((candidate) => candidate.key === key);
            const names: SeedMenuTranslation['extraGroups'][string] | undefined =
              translation.extraGroups[key];
            assert.equal(read.extraGroups[index]?.name, names?.name, `${product.slug} group ${key}`);
            assert.deepEqual(
              read.extraGroups[index]?.options.map((option) => option.name),
              group?.options.map((option) => names?.options[option.key]),
              `${product.slug} options of ${key}`,
            );
          }
        }
      }
    }
    // Spot checks of what a customer reads.
    const lipa = await data<Product[]>(`/api/providers/${POD_LIPA}/products`, 'uk-UA,uk;q=0.9');
    assert.equal(productNamed(lipa, 'cappuccino').name, 'Капучино');
    assert.equal(productNamed(lipa, 'cappuccino').extraGroups[0]?.name, 'Молоко');
    const olivera = await data<Product[]>(`/api/providers/${OLIVERA}/products`, 'sr');
    assert.equal(productNamed(olivera, 'cortado', 'cafe-olivera').name, 'Кортадо');
    assert.equal(
      productNamed(olivera, 'cortado', 'cafe-olivera').extraGroups[0]?.options[0]?.name,
      'Пуномасно млеко',
    );
  });
});

describe('restaurant search and codes', () => {
  const names = async (query: string) =>
    (await data<{ providers: Provider[] }>(`/api/providers?${query}`)).providers.map(
      (provider) => provider.name,
    );

  it('ignores accents both ways', async () => {
    assert.deepEqual(await names('search=cafe'), ['Café Olivera']);
    assert.deepEqual(await names('search=GRACIA'), ['La Taula de Gràcia']);
    assert.deepEqual(await names(`search=${encodeURIComponent('pod lipa')}`), ['Kawiarnia Pod Lipą']);
    assert.deepEqual(await names(`search=${encodeURIComponent('Lipą')}`), ['Kawiarnia Pod Lipą']);
  });

  it('gives each place a short code and finds a place by it however it is typed', async () => {
    const providers = (await data<{ providers: Provider[] }>('/api/providers')).providers;
    assert.deepEqual(
      providers.map((provider) => provider.code),
      ['OLIV-42', 'TAULA-17', 'LIPA-31'],
    );
    assert.deepEqual(await names('code=OLIV-42'), ['Café Olivera']);
    assert.deepEqual(await names(`code=${encodeURIComponent(' taula 17 ')}`), ['La Taula de Gràcia']);
    assert.deepEqual(await names('code=lipa31'), ['Kawiarnia Pod Lipą']);
    assert.deepEqual(await names('code=LIPA-32'), []);
    assert.deepEqual(await names('code=not-a-code'), []);
  });
});

describe('catalogue reads from memory', () => {
  it('answers 304 Not Modified to a current ETag, per language', async () => {
    const url = `/api/providers/${POD_LIPA}/products`;
    const first = await get(url, { 'accept-language': 'pl' });
    const etag = String(first.headers.etag);
    assert.match(etag, /^".+"$/);
    assert.equal(first.headers.vary, 'Accept-Language, Accept-Encoding');
    const again = await get(url, { 'accept-language': 'pl', 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const english = await get(url, { 'accept-language': 'en', 'if-none-match': etag });
    assert.equal(english.statusCode, 200);
    assert.notEqual(english.headers.etag, etag);

    for (const other of [
      '/api/providers',
      `/api/providers/${POD_LIPA}`,
      `${url}/${productId('kawiarnia-pod-lipa', 'kompot')}`,
    ]) {
      const answer = await get(other);
      assert.equal(answer.statusCode, 200, other);
      const revalidated = await get(other, { 'if-none-match': String(answer.headers.etag) });
      assert.equal(revalidated.statusCode, 304, other);
    }
  });

  it('sends kept answers compressed as the client accepts (the same JSON), and revalidates them', async () => {
    const url = `/api/providers/${POD_LIPA}/products`;
    const plain = await get(url, { 'accept-language': 'pl' });
    assert.equal(plain.headers['content-encoding'], undefined, 'none asked for, none sent');
    assert.ok(plain.rawPayload.length > 1024);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const compressed = await get(url, { 'accept-language': 'pl', 'accept-encoding': accepted });
      assert.equal(compressed.statusCode, 200);
      assert.equal(compressed.headers['content-encoding'], encoding, accepted);
      assert.ok(compressed.rawPayload.length < plain.rawPayload.length / 3, `${accepted}: smaller`);
      assert.equal(decode(compressed.rawPayload).toString(), plain.body, `${accepted}: the same JSON`);
      // Other bytes, so a weak tag, which still matches the answer's version.
      assert.equal(compressed.headers.etag, `W/${plain.headers.etag}`);
      const revalidated = await get(url, {
        'accept-language': 'pl',
        'accept-encoding': accepted,
        'if-none-match': String(compressed.headers.etag),
      });
      assert.equal(revalidated.statusCode, 304, accepted);
    }
    const refused = await get(url, { 'accept-language': 'pl', 'accept-encoding': 'identity' });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.body, plain.body);
  });

  it('serves a change (a product sold out) once the catalogue is invalidated', async () => {
    const url = `/api/providers/${POD_LIPA}/products/${productId('kawiarnia-pod-lipa', 'szarlotka')}`;
    const before = await get(url);
    assert.equal(before.json().data.available, true);
    await app.db
      .updateTable('products')
      .set({ available: false })
      .where('id', '=', productId('kawiarnia-pod-lipa', 'szarlotka'))
      .execute();
    app.features.catalog.invalidate();
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().data.available, false);
    assert.notEqual(after.headers.etag, before.headers.etag);
    const list = await data<Product[]>(`/api/providers/${POD_LIPA}/products`);
    assert.equal(productNamed(list, 'szarlotka').available, false);
  });

  it("refuses a deleted user's token at once, though the user was just seen", async () => {
    const user = await registerUser(app);
    assert.equal((await get('/api/providers', {}, user.accessToken)).statusCode, 200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(user.accessToken),
    });
    assert.equal(deleted.statusCode, 200);
    assert.equal((await get('/api/providers', {}, user.accessToken)).statusCode, 401);
    assert.equal((await get(`/api/providers/${OLIVERA}/products`, {}, user.accessToken)).statusCode, 401);
  });
});
