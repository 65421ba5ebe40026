import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { createHashPool, hashConcurrency, hashPassword, verifyPassword } from '../src/lib/passwords';

// argon2id runs on threads of its own (worker_threads), one per core, each working through the jobs it
// was sent back to back; libuv's threads, which read files (the app's pages, its images), never hash.

test('passwords are hashed on one thread per core up to four, or as many as PASSWORD_HASH_THREADS says', () => {
  assert.equal(hashConcurrency(2, undefined), 2);
  assert.equal(hashConcurrency(1, undefined), 1);
  assert.equal(hashConcurrency(8, undefined), 4);
  assert.equal(hashConcurrency(0, undefined), 1);
  assert.equal(hashConcurrency(2, '6'), 6);
  assert.equal(hashConcurrency(64, '1'), 1);
  assert.equal(hashConcurrency(2, ''), 2);
});

test('a password verifies against its hash and no other password does', async () => {
  const hash = await hashPassword('Correct horse 1');
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(await verifyPassword(hash, 'Correct horse 1'), true);
  assert.equal(await verifyPassword(hash, 'Correct horse 2'), false);
  assert.equal(await verifyPassword('not a hash', 'Correct horse 1'), false);
});

test('checks asked for at once are spread over the threads, each answered with its own result', async () => {
  const pool = createHashPool(2);
  try {
    const hash = await pool.hash('Spread 1234!');
    const answers = await Promise.all([
      pool.verify(hash, 'Spread 1234!'),
      pool.verify(hash, 'wrong'),
      pool.verify(hash, 'Spread 1234!'),
      pool.verify(hash, 'also wrong'),
    ]);
    assert.deepEqual(answers, [true, false, true, false]);
    assert.equal(pool.threadsUsed.size, 2);
    assert.ok(!pool.threadsUsed.has(0), 'the main thread hashed nothing');
  } finally {
    await pool.close();
  }
});

test('a job still waiting when the threads close is refused, and so is a job after', async () => {
  const pool = createHashPool(1);
  const refused = assert.rejects(pool.hash('Closing 1234!'), /closed/);
  await pool.close();
  await refused;
  await assert.rejects(pool.hash('After 1234!'), /closed/);
});

test('a file read is not held up behind a burst of password checks', async () => {
  const hash = await hashPassword('Burst 1234!');
  const burst = 16;
  let verified = 0;
  const checks = Array.from({ length: burst }, () =>
    verifyPassword(hash, 'Burst 1234!').then((valid) => {
      assert.equal(valid, true);
      verified += 1;
    }),
  );
  await readFile(new URL(import.meta.url));
  const verifiedBeforeTheRead = verified;
  await Promise.all(checks);
  assert.equal(verified, burst);
  assert.ok(
    verifiedBeforeTheRead < burst / 2,
    `the file was read after ${verifiedBeforeTheRead} of ${burst} checks`,
  );
});

test('the hashing threads hold a process open only while they have work', async () => {
  // A script (owner:add, staff:add) hashes a password and ends: it must neither hang nor end before the hash.
  const source = `
    const { hashPassword, verifyPassword } = require(${JSON.stringify(path.join(__dirname, '../src/lib/passwords.ts'))});
    hashPassword('Script 1234!')
      .then((hash) => verifyPassword(hash, 'Script 1234!'))
      .then((valid) => process.stdout.write(String(valid)));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  assert.equal(out, 'true');
});
