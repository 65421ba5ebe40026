import { sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';

type Language = Schema<'Language'>;

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  googleSubject: string | null;
  birthdate: string | null;
  phone: string | null;
  language: Language;
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
      ])
      .where('deleted_at', 'is', null);

  const toRecord = (row: Awaited<ReturnType<ReturnType<typeof activeUsers>['executeTakeFirst']>>) =>
    row ? ({ ...row, email: row.email ?? '' } as UserRecord) : undefined;

  return {
    async findById(userId: string): Promise<UserRecord | undefined> {
      return toRecord(await activeUsers().where('id', '=', userId).executeTakeFirst());
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      return toRecord(
        await activeUsers().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst(),
      );
    },

    async findByGoogleSubject(subject: string): Promise<UserRecord | undefined> {
      return toRecord(await activeUsers().where('google_subject', '=', subject).executeTakeFirst());
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
            language: user.language ?? 'en',
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

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: sql`now()` })
        .where('id', '=', userId)
        .execute();
    },

    async linkGoogleSubject(userId: string, subject: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ google_subject: subject, updated_at: sql`now()` })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
