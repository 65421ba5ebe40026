// Issue 28: the embedded database is kept. `npm run backup` (server stopped) writes DATA_DIR's database and
// generated secrets to one file; `npm run restore` brings it back into another DATA_DIR, where a new server
// finds every order it acknowledged, up to the SIGTERM that stopped it under load, and accepts the tokens
// it signed. Both commands refuse while a server runs, and a restore refuses a file that is not a backup
// without touching anything.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { backupDataDir, restoreDataDir } from '../src/db/embedded-backup';
import { RESTORE_JOURNAL } from '../src/db/restore-journal';
import { LOCK_FILE } from '../src/lib/data-dir-lock';
import {
  type HttpCustomer,
  httpCustomer,
  ordersOf,
  pickupAhead,
  postCheckout,
} from './support/http-customer';
import { type ServerProcess, spawnServer } from './support/server-process';

const CLI = path.join(__dirname, '..', 'src', 'cli');

/** Runs `npm run backup` or `npm run restore` (their scripts) on the embedded database in `dataDir`. */
function runCli(command: 'backup' | 'restore', dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(CLI, `${command}.ts`), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** The server on `dataDir` with its generated secrets (no JWT_SECRET) and the demo places. */
const startServer = (dataDir: string) =>
  spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    JWT_SECRET: undefined,
    SEED_DEMO_DATA: 'true',
  }).ready;

describe('npm run backup and npm run restore (embedded database)', () => {
  const folders: string[] = [];
  const newFolder = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `loyalty-${name}-`));
    folders.push(dir);
    return dir;
  };
  const servers: ServerProcess[] = [];
  after(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  test('every order acknowledged under load up to the SIGTERM is in the restored DATA_DIR, once, and its tokens still work', async () => {
    const source = await newFolder('backup-source');
    const backups = await newFolder('backups');
    const target = await newFolder('backup-target');
    const backupFile = path.join(backups, 'orders.backup');

    const server = await startServer(source);
    servers.push(server);
    const customers = await Promise.all([1, 2, 3, 4].map(() => httpCustomer(server.url)));
    const pickup = await pickupAhead(server.url, customers[0]?.accessToken ?? '');

    // Concurrent checkouts, three at a time per customer, until the server is gone.
    const acknowledged = new Map<HttpCustomer, string[]>(customers.map((c) => [c, []]));
    let count = 0;
    const unexpected: string[] = [];
    let enough: () => void = () => {};
    const enoughPlaced = new Promise<void>((resolve) => {
      enough = resolve;
    });
    const checkouts = async (buyer: HttpCustomer) => {
      for (;;) {
        let response: Response;
        try {
          response = await postCheckout(server.url, buyer.accessToken, randomUUID(), pickup);
        } catch {
          return; // the server stopped listening: nothing more is acknowledged
        }
        const body = await response.text();
        if (response.status === 201) {
          acknowledged.get(buyer)?.push(JSON.parse(body).data.orderId);
          if (++count >= 40) enough();
        } else if (response.status !== 503) {
          unexpected.push(`${response.status} ${body}`);
          enough();
          return;
        }
      }
    };
    const load = Promise.all(customers.flatMap((buyer) => [1, 2, 3].map(() => checkouts(buyer))));
    await enoughPlaced;
    assert.deepEqual(unexpected, []);

    // Under load, a backup is refused and writes nothing.
    const refused = await runCli('backup', source, [backupFile]);
    assert.equal(refused.code, 1, refused.output);
    assert.match(refused.output, /^Stop the server first: .* is in use by a server \(pid \d+ on /m);
    assert.equal(existsSync(backupFile), false);

    server.child.kill('SIGTERM');
    await load;
    assert.deepEqual(await server.exited, { code: 0, signal: null });
    assert.deepEqual(unexpected, []);

    const backedUp = await runCli('backup', source, [backupFile]);
    assert.equal(backedUp.code, 0, backedUp.output);
    assert.match(backedUp.output, /Backed up .* to .*orders\.backup/);

    const restored = await runCli('restore', target, [backupFile]);
    assert.equal(restored.code, 0, restored.output);
    assert.equal(
      await readFile(path.join(target, 'secrets.json'), 'utf8'),
      await readFile(path.join(source, 'secrets.json'), 'utf8'),
      'the generated JWT secret comes back with the database',
    );

    const again = await startServer(target);
    servers.push(again);
    for (const [buyer, placed] of acknowledged) {
      // The token the first server signed is accepted: the secret came back.
      const found = await ordersOf(again.url, buyer.accessToken);
      assert.equal(new Set(found).size, found.length, 'no order twice');
      const missing = placed.filter((orderId) => !found.includes(orderId));
      assert.deepEqual(missing, [], `acknowledged orders missing after the restore (of ${placed.length})`);
    }
    const total = [...acknowledged.values()].reduce((sum, placed) => sum + placed.length, 0);
    assert.ok(total >= 40, `${total} orders acknowledged`);

    // A restore while a server runs on the folder is refused.
    const whileRunning = await runCli('restore', target, [backupFile]);
    assert.equal(whileRunning.code, 1, whileRunning.output);
    assert.match(whileRunning.output, /^Stop the server first: /m);
    again.child.kill('SIGTERM');
    assert.deepEqual(await again.exited, { code: 0, signal: null });

    // Over existing data, a restore keeps what it replaces in a dated folder.
    const over = await runCli('restore', target, [backupFile]);
    assert.equal(over.code, 0, over.output);
    const aside = (await readdir(target)).filter((name) => name.startsWith('before-restore-'));
    assert.equal(aside.length, 1, String(await readdir(target)));
    assert.deepEqual((await readdir(path.join(target, aside[0] ?? ''))).sort(), [
      'pgdata',
      'secrets.json',
      'vapid.json',
    ]);
    assert.match(over.output, /The database and secrets it replaced are in .*before-restore-/);

    // A lock left by a server killed with -9 (its pid gone) does not keep a backup out.
    const lockFile = path.join(target, LOCK_FILE);
    await writeFile(lockFile, JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), startedAt: 'earlier' }));
    const afterCrash = await runCli('backup', target, [path.join(backups, 'after-crash.backup')]);
    assert.equal(afterCrash.code, 0, afterCrash.output);
    assert.equal(existsSync(lockFile), false, 'the backup released the lock it took over');
  });

  test('a restore cut short at any step is finished by the next start, backup or restore', async () => {
    // The backup: a folder with a customer in it. The folder it replaces: another server's, with other secrets.
    const source = await newFolder('cut-source');
    const first = await startServer(source);
    servers.push(first);
    const customer = await httpCustomer(first.url);
    first.child.kill('SIGTERM');
    assert.deepEqual(await first.exited, { code: 0, signal: null });
    const backupFile = path.join(await newFolder('cut-backups'), 'cut.backup');
    await backupDataDir(source, backupFile);
    const replaced = await newFolder('cut-replaced');
    const other = await startServer(replaced);
    servers.push(other);
    other.child.kill('SIGTERM');
    assert.deepEqual(await other.exited, { code: 0, signal: null });

    const secretsOf = async (dir: string) =>
      Promise.all(['secrets.json', 'vapid.json'].map((name) => readFile(path.join(dir, name), 'utf8')));
    const brought = await secretsOf(source);
    const replacedSecrets = await secretsOf(replaced);
    assert.notDeepEqual(brought, replacedSecrets);

    const steps = [
      'journal written',
      'kept aside pgdata',
      'moved in pgdata',
      'kept aside secrets.json',
      'moved in secrets.json',
      'kept aside vapid.json',
      'moved in vapid.json',
    ];
    const finishers = ['start', 'backup', 'restore'] as const;
    for (const [index, cutAt] of steps.entries()) {
      const finisher = finishers[index % finishers.length];
      const dataDir = await newFolder('cut');
      await cp(replaced, dataDir, { recursive: true });
      const seen: string[] = [];
      await assert.rejects(
        restoreDataDir(dataDir, backupFile, (name) => {
          seen.push(name);
          if (name === cutAt) throw new Error(`cut short after: ${name}`);
        }),
        /cut short after/,
      );
      assert.deepEqual(seen, steps.slice(0, index + 1));
      assert.ok(existsSync(path.join(dataDir, RESTORE_JOURNAL)), cutAt);

      if (finisher === 'start') {
        const server = await startServer(dataDir);
        servers.push(server);
        assert.match(server.output(), /Finished a restore of .* that had been cut short/);
        // The backup's database and JWT secret: its customer's token is accepted, their account found.
        const me = await fetch(`${server.url}/api/user/getMyUser`, {
          headers: { 'x-auth-token': customer.accessToken },
        });
        assert.equal(me.status, 200, `${cutAt}: ${await me.text()}`);
        server.child.kill('SIGTERM');
        assert.deepEqual(await server.exited, { code: 0, signal: null });
      } else if (finisher === 'backup') {
        await backupDataDir(dataDir, path.join(dataDir, '..', `${path.basename(dataDir)}.backup`));
        folders.push(path.join(dataDir, '..', `${path.basename(dataDir)}.backup`));
      } else {
        await restoreDataDir(dataDir, backupFile);
      }

      const entries = await readdir(dataDir);
      assert.equal(entries.includes(RESTORE_JOURNAL), false, `${cutAt}, ${finisher}: ${entries}`);
      assert.deepEqual(
        entries.filter((name) => name.startsWith('restore-staging-')),
        [],
        `${cutAt}, ${finisher}`,
      );
      assert.deepEqual(await secretsOf(dataDir), brought, `${cutAt}, ${finisher}: the backup's secrets`);
      // What the interrupted restore replaced is kept whole, in one folder.
      const aside = entries.filter((name) => name.startsWith('before-restore-')).sort();
      assert.ok(aside.length >= 1, `${cutAt}, ${finisher}: ${entries}`);
      const firstAside = path.join(dataDir, aside[0] ?? '');
      assert.deepEqual((await readdir(firstAside)).sort(), ['pgdata', 'secrets.json', 'vapid.json']);
      assert.deepEqual(await secretsOf(firstAside), replacedSecrets, `${cutAt}, ${finisher}: kept aside`);
    }
  });

  test('a restore refuses what is not a whole backup of this app, with exit 1, and changes nothing', async () => {
    const dataDir = await newFolder('restore-refused');
    await writeFile(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"kept"}\n');
    const before = (await readdir(dataDir)).sort();

    const notOurs = path.join(dataDir, '..', `${path.basename(dataDir)}-notes.txt`);
    folders.push(notOurs);
    await writeFile(notOurs, 'shopping list\n');
    const foreign = await runCli('restore', dataDir, [notOurs]);
    assert.equal(foreign.code, 1, foreign.output);
    assert.match(foreign.output, /is not a backup of this app/);

    // A backup cut short (a copy that stopped half way).
    const cut = `${notOurs}.backup`;
    folders.push(cut);
    const header = { version: 1, createdAt: 'now', files: {}, pgdata: { bytes: 1000, sha256: 'x' } };
    await writeFile(cut, `loyalty-app embedded backup\n${JSON.stringify(header)}\nhalf`);
    const damaged = await runCli('restore', dataDir, [cut]);
    assert.equal(damaged.code, 1, damaged.output);
    assert.match(damaged.output, /is damaged or incomplete/);

    const missing = await runCli('restore', dataDir, [path.join(dataDir, 'no-such.backup')]);
    assert.equal(missing.code, 1, missing.output);
    assert.match(missing.output, /Cannot read/);
    const usage = await runCli('restore', dataDir, []);
    assert.equal(usage.code, 2, usage.output);

    assert.deepEqual((await readdir(dataDir)).sort(), before);
    assert.equal(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'), '{"jwtSecret":"kept"}\n');
  });
});
