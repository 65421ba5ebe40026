import type { ColumnType, Generated } from 'kysely';
import type { Schema } from '../api/handler';

// Kysely row types of server/migrations/0001_core.sql.
type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
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
  family_expires_at: ColumnType<Date, Date | string, Date | string>;
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
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: CreatedTimestamp;
}

export interface OidcLoginStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedTimestamp;
}

export interface CoreTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  user_consents: UserConsentsTable;
  points_ledger: PointsLedgerTable;
  feedback: FeedbackTable;
  password_reset_tokens: PasswordResetTokensTable;
  oidc_login_states: OidcLoginStatesTable;
}
