// npm run staff:add -- --email someone@example.com --provider <providerId or slug> [--name "..." --password "..."]
// Makes an account staff of a place, on the database the server is configured for (DATABASE_URL, or the
// embedded database in DATA_DIR: stop the server first, PGlite opens its folder in one process only).
// The account must exist, unless --password (and --name) are given to create it.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrator';
import { createStaffRepository } from '../features/staff';
import { createUsersRepository } from '../features/users';
import { hashPassword } from '../lib/passwords';
import { runCli } from './run-cli';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      provider: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  if (!values.email || !values.provider) {
    console.error(
      'Usage: npm run staff:add -- --email <email> --provider <providerId or slug> [--name <name> --password <password>]',
    );
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.migrationTarget);
    const db = database.db;
    const provider = await db
      .selectFrom('providers')
      .select(['id', 'name'])
      .where(UUID.test(values.provider) ? 'id' : 'slug', '=', values.provider)
      .executeTakeFirst();
    if (!provider) {
      console.error(`No place with the id or slug "${values.provider}".`);
      return 1;
    }
    const users = createUsersRepository(db);
    let user = await users.findByEmail(values.email);
    if (!user) {
      if (!values.password) {
        console.error(
          `No account with the email ${values.email}; pass --password (and --name) to create one.`,
        );
        return 1;
      }
      await users.create({
        email: values.email,
        name: values.name ?? values.email.split('@')[0] ?? 'Staff',
        passwordHash: await hashPassword(values.password),
      });
      user = await users.findByEmail(values.email);
      if (!user) throw new Error('The new account was not stored');
      console.log(`Created the account ${values.email}.`);
    }
    const added = await createStaffRepository(db).addMembership(user.id, provider.id);
    console.log(
      added
        ? `${values.email} is now staff of ${provider.name}.`
        : `${values.email} was already staff of ${provider.name}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
