import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { emailChangedMail } from '../src/features/account/email-change-mails';
import { resetPasswordMail } from '../src/features/password-restore/reset-mail';
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

test('without SMTP_URL, a mail after the outbox folder was removed makes it again', async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'loyalty-outbox-'));
  const outboxDir = path.join(parent, 'outbox');
  try {
    const mailer = createMailer({ from: 'no-reply@loyalty.local', outboxDir });
    await mailer.send({ to: 'ana@example.com', subject: 'First', text: 'one' });
    await rm(outboxDir, { recursive: true });
    await mailer.send({ to: 'ana@example.com', subject: 'Second', text: 'two' });
    await mailer.send({ to: 'ana@example.com', subject: 'Third', text: 'three' });
    const subjects = await Promise.all(
      (await readdir(outboxDir)).map(
        async (file) => (await readFile(path.join(outboxDir, file), 'utf8')).match(/^Subject: (.*)$/m)?.[1],
      ),
    );
    assert.deepEqual(subjects.sort(), ['Second', 'Third']);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

test('every mail greets the person by name, then its paragraphs with a blank line between them', () => {
  const reset = resetPasswordMail({
    to: 'ana@example.com',
    name: 'Ana',
    link: 'http://x/r/abc',
    language: 'en',
  });
  assert.equal(reset.to, 'ana@example.com');
  assert.equal(reset.subject, 'Reset your password');
  assert.equal(
    reset.text,
    'Hello Ana,\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new one:\n\nhttp://x/r/abc\n\nIf it was not you, ignore this message: your password stays as it is.\n',
  );
  const changed = emailChangedMail({
    to: 'old@example.com',
    name: 'Ana',
    newEmail: 'new@example.com',
    language: 'pl',
  });
  assert.match(changed.text, /^Dzień dobry Ana,\n\n.*new@example\.com.*\n\n[^\n]+\n$/);
});
