import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { hashConcurrency, hashPassword, verifyPassword } from '../src/lib/passwords';

// argon2id runs on libuv's threads, which also read files (the app's pages, its images) and compute
// HMACs (every access token signed). A burst of logins must not take them all.

test('password checks run one per core, leaving at least one of libuv’s threads free', () => {
  assert.equal(hashConcurrency(2, 4), 2);
  assert.equal(hashConcurrency(1, 4), 1);
  assert.equal(hashConcurrency(8, 4), 3);
  assert.equal(hashConcurrency(8, 9), 8);
  assert.equal(hashConcurrency(4, 1), 1);
});

test('a password verifies against its hash and no other password does', async () => {
  const hash = await hashPassword('Correct horse 1');
  assert.equal(await verifyPassword(hash, 'Correct horse 1'), true);
  assert.equal(await verifyPassword(hash, 'Correct horse 2'), false);
  assert.equal(await verifyPassword('not a hash', 'Correct horse 1'), false);
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
  // Queued behind the burst in libuv's queue, this read would start once all but libuv's four threads'
  // worth of checks (at least 12) were done. Beside it, it starts at once, on a thread left free.
  await readFile(new URL(import.meta.url));
  const verifiedBeforeTheRead = verified;
  await Promise.all(checks);
  assert.equal(verified, burst);
  assert.ok(
    verifiedBeforeTheRead < burst / 2,
    `the file was read after ${verifiedBeforeTheRead} of ${burst} checks`,
  );
});
