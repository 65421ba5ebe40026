// npm run owner:add -- --email someone@example.com [--name "..."]   (password: OWNER_PASSWORD or --password)
// Makes an account an owner of the deployment (the back office, /manage, for every place), on the
// database the server is configured for (DATABASE_URL, or the embedded database in DATA_DIR: stop the
// server first, PGlite opens its folder in one process only). Creates the account when there is none
// with that email, with the password from OWNER_PASSWORD (or --password, which stays in the shell's
// history). Owners can then make other people owners from the back office.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrator';
import { createRolesRepository } from '../features/roles';
import { createUsersRepository } from '../features/users';
import { hashPassword } from '../lib/passwords';
import { runCli } from './run-cli';

const MIN_PASSWORD_LENGTH = 8;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: OWNER_PASSWORD=... npm run owner:add -- --email <email> [--name <name>]');
    return 2;
  }
  const password = values.password ?? process.env.OWNER_PASSWORD;
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.migrationTarget);
    const db = database.db;
    const users = createUsersRepository(db);
    let user = await users.findByEmail(email);
    if (!user) {
      if (!password || password.length < MIN_PASSWORD_LENGTH) {
        console.error(
          `No account with the email ${email}: set OWNER_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters) to create one.`,
        );
        return 1;
      }
      await users.create({
        email,
        name: values.name?.trim() || email.split('@')[0] || 'Owner',
        passwordHash: await hashPassword(password),
      });
      user = await users.findByEmail(email);
      if (!user) throw new Error('The new account was not stored');
      console.log(`Created the account ${email}.`);
    }
    const granted = await createRolesRepository(db).grantOwner(user.id);
    console.log(granted ? `${email} is now an owner.` : `${email} was already an owner.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
