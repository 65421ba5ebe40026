import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/schema';
import { requiredConsentsGiven } from '../consents';

type Language = Schema<'Language'>;

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  googleSubject: string | null;
  birthdate: string | null;
  phone: string | null;
  /** The customer's chosen language; null when none was chosen. */
  language: Language | null;
  /** The owner proved the email (Google sign-in, a completed password reset, a confirmed email change). */
  emailVerified: boolean;
}

export interface NewUser {
  /** Only for fixed demo accounts; otherwise the database picks one. */
  id?: string;
  email: string;
  name: string;
  passwordHash: string | null;
  googleSubject?: string | null;
  birthdate?: string | null;
  phone?: string | null;
  language?: Language;
  /** The email is already proven (it comes from a Google ID token with email_verified). */
  emailVerified?: boolean;
}

export interface ProfileChanges {
  name?: string;
  birthdate?: string;
  phone?: string;
  language?: Language;
}

export class EmailTakenError extends Error {}

const UNIQUE_VIOLATION = '23505';

export function createUsersRepository(db: Db) {
  const activeUsers = () =>
    db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'name',
        'password_hash as passwordHash',
        'google_subject as googleSubject',
        'birthdate',
        'phone',
        'language',
        sql<boolean>`email_verified_at is not null`.as('emailVerified'),
      ])
      .where('deleted_at', 'is', null);

  const toRecord = (row: Awaited<ReturnType<ReturnType<typeof activeUsers>['executeTakeFirst']>>) =>
    row ? ({ ...row, email: row.email ?? '' } as UserRecord) : undefined;

  return {
    async findById(userId: string): Promise<UserRecord | undefined> {
      return toRecord(await activeUsers().where('id', '=', userId).executeTakeFirst());
    },

    /**
     * Users with what other features compute from a user's id, in one statement: `parts` are scalar
     * subqueries of those features (the balance, the active orders) over `users.id`. The function returned
     * reads any number of users at once (each active one found is in the map, by id); its statement is
     * compiled once, on the first call.
     */
    usersWith<Parts extends Record<string, (userId: Expression<string>) => RawBuilder<unknown>>>(
      parts: Parts,
    ): (userIds: readonly string[]) => Promise<
      Map<
        string,
        UserRecord & {
          [Name in keyof Parts]: ReturnType<Parts[Name]> extends RawBuilder<infer T> ? T : never;
        }
      >
    > {
      const query = compileOnce<unknown, readonly string[]>((userIds) =>
        activeUsers()
          .select(Object.entries(parts).map(([name, part]) => part(sql.ref('users.id')).as(name)))
          .where(sql<boolean>`id = any(${userIds}::uuid[])`),
      );
      return async (userIds) => {
        const rows = (await db.executeQuery(query(userIds))).rows as UserRecord[];
        return new Map(rows.map((row) => [row.id, { ...row, email: row.email ?? '' } as never]));
      };
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      return toRecord(
        await activeUsers().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst(),
      );
    },

    async findByGoogleSubject(subject: string): Promise<UserRecord | undefined> {
      return toRecord(await activeUsers().where('google_subject', '=', subject).executeTakeFirst());
    },

    /**
     * An active (not deleted) user's chosen language (null: none chosen) and whether the required consents
     * are given, in one indexed read; undefined when there is no such active user.
     */
    activeCaller(userId: string): Promise<{ language: Language | null; consented: boolean } | undefined> {
      return db
        .selectFrom('users')
        .select(['language', requiredConsentsGiven(sql.ref('users.id')).as('consented')])
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async exists(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Throws EmailTakenError when another account has the same email (case-insensitive) or id. */
    async create(user: NewUser): Promise<string> {
      try {
        const row = await db
          .insertInto('users')
          .values({
            ...(user.id ? { id: user.id } : {}),
            email: user.email,
            name: user.name,
            password_hash: user.passwordHash,
            google_subject: user.googleSubject ?? null,
            birthdate: user.birthdate ?? null,
            phone: user.phone ?? null,
            language: user.language ?? null,
            email_verified_at: user.emailVerified ? sql`now()` : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
        throw error;
      }
    },

    async updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: sql`now()` })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /**
     * A new email whose confirmation link was opened, so it is proven. Throws EmailTakenError when
     * another account has this email (case-insensitive).
     */
    async setEmail(userId: string, email: string): Promise<void> {
      try {
        await db
          .updateTable('users')
          .set({ email, email_verified_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .execute();
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
        throw error;
      }
    },

    /** Sets the password; every reset link issued before now stops working (password-restore checks it). */
    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, password_changed_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', userId)
        .execute();
    },

    /** The owner showed they read the account's mail (a completed password reset). */
    async markEmailVerified(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_verified_at: sql`coalesce(email_verified_at, now())` })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Links a Google subject to the account with its (issuer-verified) email, which proves the email.
     * `takeOver` is for an account whose email was never proven: whoever registered it may not be the
     * owner, so what they chose goes (password, name, birthdate, phone) and the Google identity's name
     * and language come in. False when the account got another subject meanwhile.
     */
    async linkGoogleSubject(
      userId: string,
      subject: string,
      takeOver?: { name: string; language?: Language },
    ): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({
          google_subject: subject,
          email_verified_at: sql`coalesce(email_verified_at, now())`,
          updated_at: sql`now()`,
          ...(takeOver && {
            password_hash: null,
            password_changed_at: sql`now()`,
            name: takeOver.name,
            birthdate: null,
            phone: null,
            ...(takeOver.language && { language: takeOver.language }),
          }),
        })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('google_subject', 'is', null), eb('google_subject', '=', subject)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
