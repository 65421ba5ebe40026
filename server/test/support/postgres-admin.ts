// Statements a test runs on a PostgreSQL server itself (CREATE or DROP DATABASE), and the URL of a
// database on it: the server tests' template databases (postgres-template.ts) and the browser tests'
// empty deployment (e2e/support/empty-deployment.ts).

/** `databaseUrl` with its database replaced by `database`. */
export function databaseUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Runs `statements` one by one on a connection of their own to `databaseUrl` (CREATE DATABASE needs one). */
export async function runStatements(databaseUrl: string, ...statements: string[]): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
