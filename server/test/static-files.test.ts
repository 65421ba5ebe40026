// The built front end as the server sends it (issue 12): compressed (the build's brotli and gzip
// copies, else on the fly), cached for a year when hashed, revalidated when it is the shell, with
// ETags everywhere, a real robots.txt, no source maps, and 404s (not the app) for missing files.
// Runs against a fixture laid out as `npm run build` lays out dist/ (compressed copies included).
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { authHeaders, buildTestApp, registerUser, type TestApp } from './helper';

const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');
const INDEX_HTML = `<!doctype html><html><head><title>Loyalty</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const MAIN_JS = `(()=>{${'console.log("the entry chunk");'.repeat(200)}})();`;
/** A text asset the build left without compressed copies (compressed on the fly). */
const PLAIN_CSS = `.card{${'padding:1rem;margin:0;'.repeat(200)}}`;
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

/** Writes a file with the brotli and gzip copies the build makes beside it. */
async function writeCompressed(file: string, content: string | Buffer): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

describe('the built front end, as sent', () => {
  let fixture: string;
  let t: TestApp;

  before(async () => {
    fixture = await mkdtemp(path.join(tmpdir(), 'loyalty-static-files-'));
    const staticDir = path.join(fixture, 'dist');
    const uploadsDir = path.join(fixture, 'uploads');
    await mkdir(path.join(staticDir, 'assets'), { recursive: true });
    await mkdir(path.join(staticDir, 'icons'), { recursive: true });
    await mkdir(path.join(uploadsDir, 'providers'), { recursive: true });
    await writeCompressed(path.join(staticDir, 'index.html'), INDEX_HTML);
    await writeCompressed(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeCompressed(
      path.join(staticDir, 'robots.txt'),
      await readFile(path.join(PUBLIC_DIR, 'robots.txt')),
    );
    await writeCompressed(
      path.join(staticDir, 'manifest.webmanifest'),
      await readFile(path.join(PUBLIC_DIR, 'manifest.webmanifest')),
    );
    await copyFile(
      path.join(PUBLIC_DIR, 'icons', 'icon-192.png'),
      path.join(staticDir, 'icons', 'icon-192.png'),
    );
    await writeCompressed(path.join(staticDir, 'assets', 'main.0a1b2c3d.js'), MAIN_JS);
    await writeFile(path.join(staticDir, 'assets', 'main.0a1b2c3d.js.map'), '{"version":3,"sources":[]}');
    await writeFile(path.join(staticDir, 'assets', 'plain.0a1b2c3d.css'), PLAIN_CSS);
    await writeFile(path.join(uploadsDir, 'providers', 'aroma.svg'), LOGO_SVG);
    t = await buildTestApp({ staticDir, uploadsDir });
  });
  after(async () => {
    await t?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

  test('a hashed asset: the build’s brotli copy, else its gzip copy, else as it is; cached for a year', async () => {
    const brotli = await get('/assets/main.0a1b2c3d.js');
    assert.equal(brotli.statusCode, 200);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(brotli.headers['content-type'] as string, /javascript/);
    assert.match(brotli.headers.vary as string, /accept-encoding/i);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(brotli.headers.etag, 'an ETag');
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), MAIN_JS);

    const gzip = await get('/assets/main.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), MAIN_JS);
    assert.notEqual(gzip.headers.etag, brotli.headers.etag, 'each encoding has its own ETag');

    const identity = await get('/assets/main.0a1b2c3d.js', { 'accept-encoding': 'identity' });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body, MAIN_JS);
  });

  test('a text file without compressed copies is compressed on the fly', async () => {
    const response = await get('/assets/plain.0a1b2c3d.css');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(response.rawPayload).toString(), PLAIN_CSS);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('the shell (index.html at every client route, sw.js, the manifest) is revalidated with its ETag', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/select-restaurant',
      '/abc/products?x=1',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.equal(response.headers['content-encoding'], 'br', url);
      const etag = response.headers.etag as string;
      assert.ok(etag, `${url} has an ETag`);
      const again = await get(url, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304, `${url} revalidates to a 304`);
      assert.equal(again.body, '');
    }
    const page = await get('/select-restaurant');
    assert.equal(brotliDecompressSync(page.rawPayload).toString(), INDEX_HTML);
    assert.match((await get('/manifest.webmanifest')).headers['content-type'] as string, /manifest\+json/);
  });

  test('robots.txt is a real robots file, not the app', async () => {
    const response = await get('/robots.txt', { 'accept-encoding': 'identity' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain/);
    assert.match(response.body, /^User-agent: \*$/m);
    assert.match(response.body, /^Disallow: \/api\/$/m);
    assert.doesNotMatch(response.body, /id="root"/);
  });

  test('source maps and the compressed copies themselves are never served', async () => {
    for (const url of ['/assets/main.0a1b2c3d.js.map', '/assets/main.0a1b2c3d.js.br', '/index.html.gz']) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /id="root"/, `${url} is not the app`);
    }
  });

  test('a missing asset is a 404, not the app shell', async () => {
    for (const url of [
      '/assets/main.ffffffff.js',
      '/assets/nowhere/x.css',
      '/uploads/providers/missing.svg',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.headers['cache-control'], undefined, `${url}: a 404 is not cached for long`);
      assert.doesNotMatch(response.body, /id="root"/, `${url} is not the app`);
    }
  });

  test('uploaded images are cached for 30 days, then revalidated with their ETag', async () => {
    const response = await get('/uploads/providers/aroma.svg');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/svg+xml');
    assert.equal(response.headers['cache-control'], 'public, max-age=2592000');
    const etag = response.headers.etag as string;
    assert.ok(etag);
    assert.equal((await get('/uploads/providers/aroma.svg', { 'if-none-match': etag })).statusCode, 304);
    assert.equal(response.headers['content-encoding'], 'br', 'an SVG is text: compressed');
  });

  test('a PNG is not compressed again', async () => {
    const response = await get('/icons/icon-192.png');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers['cache-control'], 'public, max-age=86400');
  });

  test('API answers are not compressed on the fly (only the catalogue’s kept answers are, once)', async () => {
    const user = await registerUser(t.app);
    // A search's answer is built for its request: large enough to compress, and sent as it is.
    const response = await t.app.inject({
      url: '/api/providers?search=a',
      headers: { ...authHeaders(user.accessToken), 'accept-encoding': 'br, gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.ok(response.body.length > 1024, 'large enough to be compressed if it were');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(typeof response.json().data, 'object');
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(docs.statusCode, 200);
    assert.ok(docs.body.length > 1024);
    assert.equal(docs.headers['content-encoding'], undefined);
  });
});
