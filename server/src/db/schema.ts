import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Schema } from '../api/handler';

// Kysely row types of every table in server/migrations, in one place. A feature's repository is the
// only code that reads or writes its tables.

type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
// jsonb columns are read back parsed, but written as JSON text so the pg driver does not
// mistake a JS array for a PostgreSQL array literal.
type JsonColumn<T> = ColumnType<T, string, string>;

// 0001_core.sql

export interface UsersTable {
  id: Generated<string>;
  /** NULL once the account is deleted. */
  email: string | null;
  name: string;
  password_hash: string | null;
  google_subject: string | null;
  /** A DATE column; read back as 'YYYY-MM-DD' (the connection turns off Date parsing for it). */
  birthdate: string | null;
  phone: string | null;
  /** Only languages of the contract are ever written (requests are validated against it). */
  language: Generated<Schema<'Language'>>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  deleted_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  family_expires_at: Timestamp;
  created_at: CreatedTimestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface UserConsentsTable {
  user_id: string;
  kind: Schema<'ConsentKind'>;
  granted: boolean;
  updated_at: CreatedTimestamp;
}

/** Append-only: the loyalty balance is the sum of a user's rows (see features/ledger). */
export interface PointsLedgerTable {
  id: Generated<string>;
  user_id: string;
  delta: number;
  reason: string;
  reference: string | null;
  created_at: CreatedTimestamp;
}

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  provider_id: string | null;
  message: string;
  rating: number | null;
  created_at: CreatedTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedTimestamp;
}

export interface OidcLoginStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  expires_at: Timestamp;
  created_at: CreatedTimestamp;
}

// 0002_catalog.sql

export interface ProvidersTable {
  id: string;
  slug: string;
  name: string;
  kind: Schema<'ProviderKind'>;
  address: string;
  timezone: string;
  currency: string;
  opening_hours: JsonColumn<Schema<'OpeningHours'>[]>;
  logo_url: string;
  sort_order: Defaulted<number>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface ProductsTable {
  id: string;
  provider_id: string;
  slug: string;
  category: string;
  category_order: Defaulted<number>;
  name: string;
  description: string;
  price: number;
  currency: string;
  points_price: number;
  loyalty_points: number;
  image_url: string;
  available: Defaulted<boolean>;
  calories: number;
  proteins: number;
  fats: number;
  carbs: number;
  composition: string;
  allergens: string[];
  max_extra_options: number;
  extra_groups: JsonColumn<Schema<'ExtraGroup'>[]>;
  sort_order: Defaulted<number>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

/** Every table the server knows, for `Kysely<Database>`. */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  user_consents: UserConsentsTable;
  points_ledger: PointsLedgerTable;
  feedback: FeedbackTable;
  password_reset_tokens: PasswordResetTokensTable;
  oidc_login_states: OidcLoginStatesTable;
  providers: ProvidersTable;
  products: ProductsTable;
}

/** The database handle every repository is built with. */
export type Db = Kysely<Database>;
/** A transaction, for repository methods that must run inside one the caller opened (`db.transaction()`). */
export type Trx = Transaction<Database>;
