// Issue 10, high: two servers on one embedded data folder lost acknowledged writes. The folder now
// belongs to one process: a second start fails at once with a clear message, and a lock left by a
// process killed with -9 does not keep the next start out.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/lib/data-dir-lock';
import { ServerExitedError, spawnServer } from './support/server-process';

describe('one embedded data folder, one server', () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'loyalty-lock-'));
    folders.push(dir);
    return dir;
  };
  after(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  test('a second server on the same DATA_DIR exits at once with a clear message; after kill -9 the folder can be opened again', async () => {
    const dataDir = await newFolder();
    const first = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: undefined }).ready;
    try {
      const health = await fetch(`${first.url}/api/health`);
      assert.equal(health.status, 200);

      const second = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      const refused = await second.ready.then(
        () => assert.fail('the second server must not start'),
        (error: unknown) => error,
      );
      assert.ok(refused instanceof ServerExitedError, String(refused));
      assert.equal(refused.code, 1);
      assert.match(refused.output, /is in use by another server \(pid \d+/);
      assert.doesNotMatch(
        refused.output,
        /Server listening|migrations applied/,
        'fails before opening the database',
      );
      assert.equal((await fetch(`${first.url}/api/health`)).status, 200, 'the first one runs on');
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    assert.ok(existsSync(path.join(dataDir, LOCK_FILE)), 'kill -9 leaves the lock file behind');

    const restarted = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: undefined }).ready;
    assert.equal((await fetch(`${restarted.url}/api/health`)).status, 200);
    restarted.child.kill('SIGTERM');
    assert.deepEqual(await restarted.exited, { code: 0, signal: null });
    assert.equal(existsSync(path.join(dataDir, LOCK_FILE)), false, 'a clean stop removes the lock');
  });

  test('the lock in process: held by a live pid refuses, stale or unreadable is taken over, release frees it', async () => {
    const dataDir = await newFolder();
    const file = path.join(dataDir, LOCK_FILE);
    // A live process that is not this one: the parent (the test runner).
    await writeFile(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: 'earlier' }));
    assert.throws(() => lockDataDir(dataDir), DataDirLockedError);

    await writeFile(file, JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), startedAt: 'earlier' }));
    const lock = lockDataDir(dataDir);
    assert.equal(JSON.parse(await readFile(file, 'utf8')).pid, process.pid);
    lock.release();
    assert.equal(existsSync(file), false);

    await writeFile(file, '{"pid":');
    lockDataDir(dataDir).release();
    assert.equal(existsSync(file), false);
  });
});
