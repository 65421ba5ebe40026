// Benchmarks: API latency and throughput on the real app (embedded PGlite, or
// PostgreSQL when DATABASE_URL is set), and the size of the first screen's assets.
// Run with `npm run bench` (after `npm run build` for the asset sizes).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';

const ROOT = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The cases use the demo places, also on PostgreSQL.
    SEED_DEMO_DATA: 'true',
    LOGIN_FAILURES_MAX: '1000000',
  });
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { accessToken, userId } = await signUp(address);
    const headers = { 'content-type': 'application/json', 'x-auth-token': accessToken };
    const providers = (await (await fetch(`${address}/api/providers`, { headers })).json()) as {
      data: { providerId: string }[];
    };
    const providerId = providers.data[0]?.providerId;
    const products = (await (
      await fetch(`${address}/api/providers/${providerId}/products`, { headers })
    ).json()) as {
      data: { productId: string }[];
    };
    const quote = JSON.stringify({
      providerId,
      items: products.data.slice(0, 4).map((product) => ({
        productId: product.productId,
        quantity: 2,
        selectedExtraOptions: [],
      })),
    });

    const cases: {
      name: string;
      path: string;
      method?: 'GET' | 'POST' | 'PUT';
      body?: string;
      connections?: number;
    }[] = [
      { name: 'health', path: '/api/health' },
      { name: 'getMyUser', path: '/api/user/getMyUser' },
      { name: 'getUserConsents', path: `/api/user-consents?userId=${userId}` },
      { name: 'listProviders', path: '/api/providers' },
      { name: 'listProducts', path: `/api/providers/${providerId}/products` },
      { name: 'quoteBasket (4 lines)', path: '/api/basket/quote', method: 'POST', body: quote },
      {
        name: 'login (argon2id, by design slow)',
        path: '/api/auth/login',
        method: 'POST',
        body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234!', appId: 'consumerApp' }),
        connections: 2,
      },
    ];
    console.log(`API on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${SECONDS} s per case\n`);
    console.log(
      'case'.padEnd(36),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    );
    for (const benchCase of cases) {
      const result = await autocannon({
        url: `${address}${benchCase.path}`,
        method: benchCase.method ?? 'GET',
        body: benchCase.body,
        headers,
        connections: benchCase.connections ?? 10,
        duration: SECONDS,
      });
      const errors = result.errors + result.non2xx;
      console.log(
        benchCase.name.padEnd(36),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(errors).padStart(7),
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  reportFirstScreenAssets();
}

async function signUp(address: string): Promise<{ accessToken: string; userId: string }> {
  const response = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Mark',
      email: `bench.${Date.now()}@example.com`,
      password: 'Bench-1234!',
      birthdate: '1990-01-01',
      phone: '+34600111222',
      acceptTerms: true,
      appId: 'consumerApp',
    }),
  });
  const { data } = (await response.json()) as { data: { accessToken: string } };
  const me = (await (
    await fetch(`${address}/api/user/getMyUser`, { headers: { 'x-auth-token': data.accessToken } })
  ).json()) as { data: { userId: string } };
  return { accessToken: data.accessToken, userId: me.data.userId };
}

/** The scripts and styles index.html loads before the first screen can render. */
function reportFirstScreenAssets(): void {
  const index = path.join(ROOT, 'dist', 'index.html');
  if (!existsSync(index)) {
    console.log('\nNo dist/index.html: run `npm run build` to measure the first screen.');
    return;
  }
  const html = readFileSync(index, 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="?\/(assets\/[^"\s>]+\.(?:js|css))/g)].map(
    (match) => match[1] ?? '',
  );
  let raw = 0;
  let gzip = 0;
  console.log('\nFirst screen assets (before lazy chunks):');
  for (const asset of assets) {
    const content = readFileSync(path.join(ROOT, 'dist', asset));
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    console.log(
      `  ${asset.padEnd(40)} ${(content.length / 1024).toFixed(1).padStart(7)} KiB  gzip ${(zipped / 1024).toFixed(1).padStart(6)} KiB`,
    );
  }
  console.log(
    `  ${'total'.padEnd(40)} ${(raw / 1024).toFixed(1).padStart(7)} KiB  gzip ${(gzip / 1024).toFixed(1).padStart(6)} KiB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
