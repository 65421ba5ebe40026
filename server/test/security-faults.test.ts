// Issue 10: faults. With the database gone the API answers 503 in the envelope and recovers by itself
// when it is back; SIGTERM lets requests in flight finish; kill -9 during a burst of writes loses nothing
// that was acknowledged.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { authHeaders, buildTestApp, registerUser, type TestApp } from './helper';
import { requestsReceived, spawnServer, untilOutput } from './support/server-process';

/**
 * A TCP proxy to PostgreSQL that can cut the database off (every connection cut, new ones closed at once)
 * and let it through again. It keeps its port the whole time: giving it up and listening again could find
 * it taken on a busy machine.
 */
async function startDatabaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let reachable = true;
  const server = createServer((client) => {
    client.on('error', () => {});
    if (!reachable) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port: () => port,
    start: async () => {
      reachable = true;
    },
    stop: async () => {
      reachable = false;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      reachable = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Takes the database away from `t` and gives it back: on PostgreSQL by cutting the TCP path to it, on
 * PGlite (in process, nothing to cut) by making every query fail as a closed instance does.
 */
async function outage(): Promise<{
  app: TestApp;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const target = new URL(url);
    const proxy = await startDatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port());
    const app = await buildTestApp({ databaseUrl: proxied.href });
    return {
      app,
      down: proxy.stop,
      up: proxy.start,
      close: async () => {
        await app.close();
        await proxy.close();
      },
    };
  }
  const app = await buildTestApp();
  // Where a closed instance refuses every statement, prepared or not (PGlite's own check).
  const original = PGlite.prototype._checkReady;
  return {
    app,
    down: async () => {
      PGlite.prototype._checkReady = async function closed() {
        throw new Error('PGlite is closed');
      };
    },
    up: async () => {
      PGlite.prototype._checkReady = original;
    },
    close: async () => {
      PGlite.prototype._checkReady = original;
      await app.close();
    },
  };
}

describe('the database goes away and comes back', () => {
  test('503 SERVICE_UNAVAILABLE in the envelope while it is gone (also for the token check), then normal again without a restart', async () => {
    const fault = await outage();
    try {
      const { app } = fault.app;
      const user = await registerUser(app);
      const me = () => app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
      const providers = () => app.inject({ url: '/api/providers', headers: authHeaders(user.accessToken) });
      const loginAttempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password, appId: 'consumerApp' },
        });
      assert.equal((await me()).statusCode, 200);

      await fault.down();
      for (const response of [await me(), await providers(), await loginAttempt()]) {
        assert.equal(response.statusCode, 503, response.body);
        assert.equal(response.json().error.code, 'SERVICE_UNAVAILABLE');
      }

      // The outage lasted until the test had seen every answer above, however long that took.
      await fault.up();
      assert.equal((await me()).statusCode, 200, 'recovers by itself, at the first request');
      assert.equal((await loginAttempt()).statusCode, 200);
      assert.equal((await providers()).statusCode, 200);
    } finally {
      await fault.close();
    }
  });
});

describe('the real server process', () => {
  const folders: string[] = [];
  after(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });
  // Spawned on the embedded database (PGlite in DATA_DIR), whose durability is the question.
  const start = async (dataDir: string) =>
    spawnServer({ DATA_DIR: dataDir, DATABASE_URL: undefined, REDIS_URL: undefined }).ready;
  const newFolder = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'loyalty-faults-'));
    folders.push(dir);
    return dir;
  };
  const register = (url: string, email: string) =>
    fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Burst',
        email,
        password: 'Secret123!',
        birthdate: '1990-01-01',
        phone: '+34600000000',
        acceptTerms: true,
        appId: 'consumerApp',
      }),
    });
  const canLogIn = async (url: string, email: string) =>
    (
      await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Secret123!', appId: 'consumerApp' }),
      })
    ).status === 200;

  test('SIGTERM: requests in flight finish (answered, and kept), then the process exits 0', async () => {
    const dataDir = await newFolder();
    const server = await start(dataDir);
    const emails = Array.from({ length: 8 }, () => `term.${randomUUID().slice(0, 8)}@example.com`);
    const answers = emails.map((email) =>
      register(server.url, email).then(
        (response) => response.status,
        () => 'network error',
      ),
    );
    // The signal arrives once the server has received every request: argon2 makes each registration
    // take a while, so some are still in flight.
    await untilOutput(server, (output) => requestsReceived(output, '/api/auth/register') === emails.length);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(answers);
    assert.deepEqual(await server.exited, { code: 0, signal: null });
    assert.ok(
      statuses.every((status) => status === 201 || status === 503 || status === 'network error'),
      statuses.join(','),
    );
    assert.ok(
      statuses.filter((status) => status === 201).length >= 1,
      `none finished: ${statuses.join(',')}`,
    );

    const again = await start(dataDir);
    try {
      for (const [index, email] of emails.entries())
        if (statuses[index] === 201) assert.ok(await canLogIn(again.url, email), `${email} was kept`);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  test('kill -9 during a burst of writes: every acknowledged write is there after a restart', async () => {
    const dataDir = await newFolder();
    const server = await start(dataDir);
    const acknowledged: string[] = [];
    let killed = false;
    // The kill comes once this many writes were acknowledged (the four writers keep others in flight).
    const ACKNOWLEDGED_BEFORE_KILL = 8;
    let enoughAcknowledged = () => {};
    const enough = new Promise<void>((resolve) => {
      enoughAcknowledged = resolve;
    });
    const writer = async () => {
      while (!killed) {
        const email = `burst.${randomUUID().slice(0, 8)}@example.com`;
        try {
          if ((await register(server.url, email)).status === 201) acknowledged.push(email);
        } catch {
          return;
        }
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) enoughAcknowledged();
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    // (Were every writer to stop first, the assertions below say why.)
    await Promise.race([enough, Promise.all(writers)]);
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(writers);
    await server.exited;
    assert.ok(acknowledged.length > 0, 'some writes were acknowledged before the kill');

    const again = await start(dataDir);
    try {
      const lost: string[] = [];
      for (const email of acknowledged) if (!(await canLogIn(again.url, email))) lost.push(email);
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged registrations lost`);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});
