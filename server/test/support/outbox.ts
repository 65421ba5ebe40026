import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of a raw mail with its quoted-printable body decoded (UTF-8). */
export function decodeMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every mail written to DATA_DIR/outbox (no SMTP_URL) so far, decoded, oldest first. */
export async function outboxMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => decodeMail(await readFile(path.join(dir, file), 'utf8'))));
}

/**
 * How long a mail may take to reach the outbox before a test fails: a bound for a stuck mail, not a
 * timing the tests rely on (they poll the outbox until the mail is there), so a loaded machine has room.
 */
const MAIL_DEADLINE_MS = 30_000;

/** Waits until a mail to `to` matching `pattern` is in the outbox, and returns it. */
export async function waitForMail(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + MAIL_DEADLINE_MS;
  for (;;) {
    const found = (await outboxMails(dataDir)).find(
      (mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`) && pattern.test(mail),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${pattern} within ${MAIL_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the newest password-reset link mailed to `to`. */
export async function mailedResetToken(dataDir: string, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + MAIL_DEADLINE_MS;
  for (;;) {
    const links = (await outboxMails(dataDir))
      .filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`))
      .flatMap((mail) =>
        [...mail.matchAll(/\/password-restore\/([A-Za-z0-9_-]+)/g)].map((m) => m[1] as string),
      );
    if (links.length > after) return links[links.length - 1] as string;
    if (Date.now() > deadline)
      throw new Error(`no reset link number ${after + 1} to ${to} within ${MAIL_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
