// A deployment as a café gets it on day one: no demo data (SEED_DEMO_DATA=false), its first owner
// made by the real command (`npm run owner:add`) before the server starts, and mails written to
// DATA_DIR/outbox/ (no SMTP server), as `npm start` does.
//
// The database: a PostgreSQL server when E2E_DATABASE_URL is set (e.g.
// postgres://postgres@127.0.0.1:5432/test): a new, empty database with a random name is created on it
// for this deployment and dropped when it stops. Without it, a fresh embedded PGlite data folder (just
// as empty).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { databaseUrlFor, runStatements } from '../../server/test/support/postgres-admin';
import { startAppServer } from './app-server';
import { decodeQuotedPrintable } from './quoted-printable';

const ROOT = resolve(__dirname, '..', '..');
const run = promisify(execFile);

export interface EmptyDeployment {
  baseUrl: string;
  /** Which database the deployment runs on (for test titles and messages). */
  database: 'PostgreSQL' | 'embedded PGlite';
  /** The mails written to the outbox for `recipient` so far, decoded, oldest first. */
  mailsTo(recipient: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Creates the database (or data folder), runs `npm run owner:add -- --email … --name …` with
 * OWNER_PASSWORD on it, as a person setting up the app does, then starts the server on it.
 */
export async function startEmptyDeployment(owner: {
  email: string;
  name: string;
  password: string;
}): Promise<EmptyDeployment> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-e2e-empty-'));
  const databaseName = `loyalty_e2e_${randomBytes(6).toString('hex')}`;
  const databaseUrl = serverUrl ? databaseUrlFor(serverUrl, databaseName) : '';
  const admin = async (sql: string) => {
    if (serverUrl) await runStatements(serverUrl, sql);
  };
  const dropDatabase = async () => {
    // FORCE: a connection the server left behind must not keep the database alive.
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await admin(`CREATE DATABASE ${databaseName}`);

  const settings = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    SMTP_URL: '',
    SEED_DEMO_DATA: 'false',
  };
  try {
    const { stdout } = await run(
      'npm',
      ['run', 'owner:add', '--', '--email', owner.email, '--name', owner.name],
      // A bound, so that a stuck command fails here (its database dropped) rather than outliving the test.
      { cwd: ROOT, env: { ...process.env, ...settings, OWNER_PASSWORD: owner.password }, timeout: 90_000 },
    );
    if (!stdout.includes(`${owner.email} is now an owner.`))
      throw new Error(`owner:add did not make ${owner.email} an owner:\n${stdout}`);
  } catch (error) {
    await dropDatabase();
    throw error;
  }

  let server: Awaited<ReturnType<typeof startAppServer>>;
  try {
    server = await startAppServer({ dataDir, env: settings });
  } catch (error) {
    await dropDatabase();
    throw error;
  }

  const outbox = join(dataDir, 'outbox');
  return {
    baseUrl: server.baseUrl,
    database: serverUrl ? 'PostgreSQL' : 'embedded PGlite',
    async mailsTo(recipient) {
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
        name.endsWith('.eml'),
      );
      const mails = await Promise.all(files.sort().map((name) => readFile(join(outbox, name), 'utf8')));
      return mails
        .filter((raw) => new RegExp(`^To: .*${recipient.replace(/[.+]/g, '\\$&')}`, 'm').test(raw))
        .map(decodeQuotedPrintable);
    },
    async stop() {
      await server.stop();
      await dropDatabase();
    },
  };
}
