// `npm run bench` (not a test): the front end, then the API, each half in a process of its own.
// - scripts/bench/frontend.ts: the first screen's JS and CSS as Chromium loads them and Lighthouse
//   mobile, on / signed out and /select-restaurant signed in (needs `npm run build` first).
// - scripts/bench/api.ts: API throughput and latency. Until that half exists, the API cases below
//   run here, in this process, on the real app (embedded PGlite, or PostgreSQL when DATABASE_URL is set).
// BENCH_ONLY=frontend or BENCH_ONLY=api runs one half.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HALVES = ['frontend', 'api'] as const;

/** Runs scripts/bench/<half>.ts in a child process; false when that file does not exist. */
function runHalf(half: (typeof HALVES)[number]): boolean {
  const file = path.join(__dirname, 'bench', `${half}.ts`);
  if (!existsSync(file)) return false;
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${path.relative(process.cwd(), file)} failed (exit ${status})`);
  return true;
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  for (const half of HALVES) {
    if (only && only !== half) continue;
    console.log(`== ${half}\n`);
    if (!runHalf(half) && half === 'api') await legacyApiBench();
  }
}

async function legacyApiBench(): Promise<void> {
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
