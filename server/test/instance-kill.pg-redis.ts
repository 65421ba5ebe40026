// Issue 28: two real server processes on one PostgreSQL database and one Redis, behind a proxy that
// sends each request to the next instance and answers 502 when it cannot reach it (as nginx does for a
// POST). Customers check out through the proxy under load and retry an unanswered checkout with the
// same Idempotency-Key; one instance is killed with -9 in the middle. Every checkout ends acknowledged,
// and the database holds exactly the acknowledged orders: none lost, none twice.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import {
  type HttpCustomer,
  httpCustomer,
  ordersOf,
  pickupAhead,
  postCheckout,
} from './support/http-customer';
import { type ServerProcess, spawnServer } from './support/server-process';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error('instance-kill.pg-redis.ts needs DATABASE_URL and REDIS_URL (see server/test/run.ts)');
}

/** A round-robin proxy over `upstreams`; a request whose instance cannot be reached is answered 502. */
function roundRobinProxy(upstreams: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', upstreams[next++ % upstreams.length]);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    }),
  );
}

describe('an instance killed with -9 behind a proxy', () => {
  const database = `loyalty_kill_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  let proxy: Server | undefined;
  after(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    proxy?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  test('loses no acknowledged order and makes none twice: retries with the same Idempotency-Key land on the other instance', async (t) => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${database}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_NAMESPACE: database,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'true',
    };
    const start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-kill-'));
      folders.push(dataDir);
      const server = await spawnServer({ ...shared, DATA_DIR: dataDir }).ready;
      servers.push(server);
      return server;
    };
    const [doomed, survivor] = await Promise.all([start(), start()]);
    const front = await roundRobinProxy([doomed.url, survivor.url]);
    proxy = front.server;

    const customers = await Promise.all([1, 2, 3].map(() => httpCustomer(front.url)));
    const pickup = await pickupAhead(front.url, customers[0]?.accessToken ?? '');

    const acknowledged = new Map<HttpCustomer, Map<string, string>>(customers.map((c) => [c, new Map()]));
    let placed = 0;
    let retried = 0;
    let killed = false;
    const unexpected: string[] = [];
    let onPlaced = () => {};
    const untilPlaced = (count: number) =>
      new Promise<void>((resolve) => {
        onPlaced = () => {
          if (placed >= count || unexpected.length > 0) resolve();
        };
        onPlaced();
      });
    let stop = false;
    // One checkout, tried until it is acknowledged, always with its own key.
    const checkoutUntilAcknowledged = async (buyer: HttpCustomer) => {
      const key = randomUUID();
      for (;;) {
        const answer = await postCheckout(front.url, buyer.accessToken, key, pickup).catch(() => undefined);
        if (answer && (answer.status === 201 || answer.status === 200)) {
          const orderId = (await answer.json()).data.orderId as string;
          acknowledged.get(buyer)?.set(key, orderId);
          placed += 1;
          onPlaced();
          return;
        }
        if (answer && answer.status !== 502 && answer.status !== 503) {
          unexpected.push(`${answer.status} ${await answer.text()}`);
          onPlaced();
          return;
        }
        if (killed) retried += 1;
      }
    };
    const worker = async (buyer: HttpCustomer) => {
      while (!stop && unexpected.length === 0) await checkoutUntilAcknowledged(buyer);
    };
    const load = Promise.all(customers.flatMap((buyer) => [1, 2, 3].map(() => worker(buyer))));

    await untilPlaced(30);
    doomed.child.kill('SIGKILL');
    killed = true;
    await doomed.exited;
    await untilPlaced(placed + 30);
    stop = true;
    await load;
    assert.deepEqual(unexpected, []);

    let total = 0;
    for (const [buyer, byKey] of acknowledged) {
      const found = await ordersOf(survivor.url, buyer.accessToken);
      assert.equal(new Set(found).size, found.length, 'no order listed twice');
      const expected = [...byKey.values()];
      assert.equal(new Set(expected).size, expected.length, 'every key made its own order');
      assert.deepEqual(
        [...found].sort(),
        [...expected].sort(),
        'the stored orders are the acknowledged ones',
      );
      total += expected.length;
    }
    assert.ok(total >= 60, `${total} orders acknowledged, ${retried} attempts retried after the kill`);
    t.diagnostic(
      `${total} orders acknowledged; ${retried} attempts answered 502 or 503 after the kill, retried`,
    );
  });
});
