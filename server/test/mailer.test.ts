import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createMailer } from '../src/lib/mailer';

test('without SMTP_URL, mails are written to the outbox folder as .eml files', async () => {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'loyalty-outbox-')), 'outbox');
  try {
    const mailer = createMailer({ from: 'no-reply@loyalty.local', outboxDir });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Reset your password',
      text: 'Open http://x/password-restore/abc',
    });
    const files = await readdir(outboxDir);
    assert.equal(files.length, 1);
    assert.match(files[0] as string, /\.eml$/);
    const raw = await readFile(path.join(outboxDir, files[0] as string), 'utf8');
    assert.match(raw, /^From: no-reply@loyalty\.local$/m);
    assert.match(raw, /^To: ana@example\.com$/m);
    assert.match(raw, /password-restore\/abc/);
  } finally {
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  }
});
