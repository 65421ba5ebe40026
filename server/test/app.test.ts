import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { OPENAPI_PATH } from '../src/paths';
import { buildTestApp, DEFAULT_PASSWORD, errorOf, loginTokens, registerUser, type TestApp } from './helper';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

async function routesInSpec(): Promise<string[]> {
  const spec = parse(await readFile(OPENAPI_PATH, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([specPath, operations]) =>
    Object.keys(operations)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} /api${specPath.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

describe('the app', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  test('serves exactly the routes openapi.yaml declares under /api (docs aside)', async () => {
    await t.app.ready();
    const served = t.app.registeredRoutes.filter(
      (route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD ') && !route.includes(' /api/docs'),
    );
    assert.deepEqual([...new Set(served)].sort(), (await routesInSpec()).sort());
  });

  test('health and auth methods', async () => {
    assert.deepEqual((await t.app.inject({ url: '/api/health' })).json(), { data: { status: 'ok' } });
    assert.deepEqual((await t.app.inject({ url: '/api/auth/methods' })).json(), { data: { google: false } });
  });

  test('API docs are rendered at /api/docs from openapi.yaml', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    const spec = await t.app.inject({ url: '/api/docs/json' });
    assert.equal(spec.statusCode, 200);
    assert.equal(spec.json().info.title, 'Loyalty app backend');
    assert.ok(spec.json().paths['/auth/login']);
  });

  test('without a built front end, / says how to build it', async () => {
    const response = await t.app.inject({ url: '/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /npm run build/);
  });
});

describe('response validation', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    const declared = {
      200: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['data'],
              properties: { data: { type: 'object', required: ['ok'] } },
            },
          },
        },
      },
    };
    t.app.get('/api/test/broken', { schema: { response: declared } }, async () => ({
      data: { secret: 'x' },
    }));
    t.app.get('/api/test/fine', { schema: { response: declared } }, async () => ({ data: { ok: true } }));
    t.app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2');
    });
  });
  after(() => t.close());

  test('a body that does not match the declared schema becomes a logged 500, never sent', async () => {
    const broken = await t.app.inject({ url: '/api/test/broken' });
    assert.equal(broken.statusCode, 500);
    assert.deepEqual(errorOf(broken), {
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL',
    });
    assert.doesNotMatch(broken.body, /secret/);
    assert.equal((await t.app.inject({ url: '/api/test/fine' })).statusCode, 200);
  });

  test('an unexpected error is a generic 500 without a stack trace', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    assert.equal(response.statusCode, 500);
    assert.equal(errorOf(response).code, 'INTERNAL');
    assert.doesNotMatch(response.body, /hunter2|at /);
  });
});

describe('the built front end', () => {
  let staticDir: string;
  let t: TestApp;
  before(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'loyalty-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(path.join(staticDir, 'assets', 'main.0a1b2c3d.js'), 'console.log(1)');
    t = await buildTestApp({ staticDir });
  });
  after(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  test('client-side routes fall back to index.html, not cached', async () => {
    for (const url of ['/', '/profile', '/some/provider/products?x=1', '/password-restore/abc']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /id="root"/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  test('hashed assets are cached for long, sw.js is not', async () => {
    const asset = await t.app.inject({ url: '/assets/main.0a1b2c3d.js' });
    assert.equal(asset.statusCode, 200);
    assert.match(asset.headers['cache-control'] as string, /immutable/);
    const worker = await t.app.inject({ url: '/sw.js' });
    assert.equal(worker.headers['cache-control'], 'no-cache');
  });

  test('/api and /uploads never fall back to the app', async () => {
    const api = await t.app.inject({ url: '/api/unknown' });
    assert.equal(api.statusCode, 404);
    assert.equal(errorOf(api).code, 'NOT_FOUND');
    const upload = await t.app.inject({ url: '/uploads/missing.svg' });
    assert.equal(upload.statusCode, 404);
    assert.doesNotMatch(upload.body, /id="root"/);
  });
});

describe('demo data', () => {
  test('without it the app starts with no places and no demo account', async () => {
    const t = await buildTestApp({ seedDemoData: false });
    try {
      const user = await registerUser(t.app);
      const providers = await t.app.inject({
        url: '/api/providers',
        headers: { 'x-auth-token': user.accessToken },
      });
      assert.equal(providers.statusCode, 200);
      assert.deepEqual(providers.json().data, { providers: [], nextCursor: null });
      const demo = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'demo@example.com', password: 'Demo1234!', appId: 'consumerApp' },
      });
      assert.equal(demo.statusCode, 401);
    } finally {
      await t.close();
    }
  });
});

describe('restart', () => {
  test('a new app on the same data keeps accounts and sessions', async () => {
    const first = await buildTestApp({ keepData: true });
    const user = await registerUser(first.app, { password: DEFAULT_PASSWORD });
    await first.close();
    const { dataDir, databaseSchema, jwtSecret } = first.config;
    const second = await buildTestApp({ dataDir, databaseSchema, jwtSecret });
    try {
      const me = await second.app.inject({
        url: '/api/user/getMyUser',
        headers: { 'x-auth-token': user.accessToken },
      });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().data.email, user.email);
      await loginTokens(second.app, user.email, DEFAULT_PASSWORD);
      const refreshed = await second.app.inject({
        method: 'PUT',
        url: '/api/auth/refreshToken',
        payload: { refreshToken: user.refreshToken },
      });
      assert.equal(refreshed.statusCode, 200);
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
