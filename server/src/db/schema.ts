import type { ColumnType, Generated, Kysely, RawBuilder, Transaction } from 'kysely';
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
  /**
   * The customer's chosen language, NULL when none was chosen (0005_account.sql). Only languages of the
   * contract are ever written (requests are validated against it).
   */
  language: ColumnType<
    Schema<'Language'> | null,
    Schema<'Language'> | null | undefined,
    Schema<'Language'> | null
  >;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  deleted_at: NullableTimestamp;
  /** 0004: when the owner proved the email (Google sign-in, a completed password reset); NULL: never. */
  email_verified_at: NullableTimestamp;
  /** 0004: the last change of the password; reset links issued before it are void. */
  password_changed_at: NullableTimestamp;
  /**
   * 0023: the sum of the user's points_ledger rows, kept by the database's trigger on every ledger insert
   * (never written by the app: points move only through the ledger).
   */
  points_balance: ColumnType<number, never, never>;
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

/** Append-only: the loyalty balance is the sum of a user's rows, kept in users.points_balance (0023). */
export interface PointsLedgerTable {
  id: Generated<string>;
  user_id: string;
  delta: number;
  reason: Schema<'LedgerReason'>;
  reference: string | null;
  created_at: CreatedTimestamp;
  // 0003_orders.sql
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  staff_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0010: the reason the cashier typed at the counter (award, redeem); NULL otherwise. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The short human code printed on the QR sign, e.g. OLIV-42 (unique). */
  code: string | null;
  /** The place's own language: the menu's first fallback, before English. */
  language: Defaulted<Schema<'Language'>>;
  /** ISO 3166 alpha-2; its name, in the customer's language, ends the address. */
  country: Defaulted<string>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** 0009: bumped by every command that changes the place's catalogue (features/catalog/commands/). */
  catalog_version: ColumnType<string, string | number | undefined, string | number>;
  /** 0010: minutes after its pickup time until an order still pending is flagged in the staff queue. */
  pending_flag_minutes: Defaulted<number>;
  /** 0010: minutes after its pickup time until an order still pending is cancelled as not collected. */
  pending_cancel_minutes: Defaulted<number>;
  /** 0018: minutes a ticket has waited when the staff console shows it amber. */
  age_amber_minutes: Defaulted<number>;
  /** 0018: minutes a ticket has waited when the staff console shows it red (more than amber). */
  age_red_minutes: Defaulted<number>;
  /** 0012: the days the place is closed (holidays), on its wall clock, both ends included. */
  closed_dates: ColumnType<ClosedDates[], string | undefined, string>;
  /** 0012: the earliest pickup time is this many minutes from now. */
  prep_minutes: Defaulted<number>;
  /** 0012: minutes between pickup times (5, 10, 15, 20, 30 or 60). */
  slot_minutes: Defaulted<number>;
  /** 0012: at most this many orders (not cancelled) per pickup slot; null: no limit. */
  max_orders_per_slot: Defaulted<number | null>;
  /** 0012: while set, online orders are paused (checkout refuses; the counter works). */
  ordering_paused_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ordering_pause_reason: Defaulted<string | null>;
  /** 0012: bumped by the back office's edits of the place itself (details, hours, pickup settings). */
  place_version: Defaulted<number>;
}

/** A closed date or range of the place (YYYY-MM-DD on its wall clock, both ends included). */
export interface ClosedDates {
  from: string;
  to: string;
  reason?: string;
}

/** A product's texts in one language (any may be missing: the fallback fills it). */
export interface ProductTexts {
  name?: string;
  description?: string;
  composition?: string;
}

/** An extra group as stored: the contract's, with its and its options' names in other languages. */
export interface StoredExtraGroup extends Omit<Schema<'ExtraGroup'>, 'options'> {
  translations?: Partial<Record<Schema<'Language'>, string>>;
  options: (Schema<'ExtraOption'> & { translations?: Partial<Record<Schema<'Language'>, string>> })[];
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
  extra_groups: JsonColumn<StoredExtraGroup[]>;
  sort_order: Defaulted<number>;
  /** The texts in languages other than the English of the columns above, by language. */
  translations: ColumnType<Partial<Record<Schema<'Language'>, ProductTexts>>, string | undefined, string>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** 0009: set when the product is retired (kept for the orders that name it, no longer sold). */
  retired_at: NullableTimestamp;
  /** 0009: the ids of the extra groups it offers, in order; `extra_groups` is their copy for reads. */
  extra_group_ids: ColumnType<string[], string | undefined, string>;
  /** 0013: bumped by every change; an edit based on another version is refused (409). */
  version: Defaulted<number>;
}

/** Names by language other than English (0009). */
export type StoredTranslations = Partial<Record<Schema<'Language'>, string>>;

// 0009_catalog_writes.sql: the rows the catalogue's commands write (features/catalog/commands/).

export interface CatalogCategoriesTable {
  id: string;
  provider_id: string;
  /** The product's `category` in the API (e.g. 'coffee'). */
  key: string;
  name: string;
  translations: ColumnType<StoredTranslations, string | undefined, string>;
  sort_order: Defaulted<number>;
  retired_at: NullableTimestamp;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** 0013: bumped by every change (a group's also by its options'). */
  version: Defaulted<number>;
}

export interface CatalogExtraGroupsTable {
  id: string;
  provider_id: string;
  name: string;
  translations: ColumnType<StoredTranslations, string | undefined, string>;
  max_selectable: number;
  sort_order: Defaulted<number>;
  retired_at: NullableTimestamp;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** 0013: bumped by every change (a group's also by its options'). */
  version: Defaulted<number>;
}

export interface CatalogExtraOptionsTable {
  id: string;
  group_id: string;
  name: string;
  translations: ColumnType<StoredTranslations, string | undefined, string>;
  price: number;
  allergens: string[];
  sort_order: Defaulted<number>;
  retired_at: NullableTimestamp;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** 0020: what the café serves by default (the product page starts with it chosen). */
  is_default: Defaulted<boolean>;
}

// 0003_orders.sql

export interface OrdersTable {
  id: Generated<string>;
  user_id: string;
  provider_id: string;
  number: string;
  /** A DATE column: the place's local day, 'YYYY-MM-DD'. */
  business_date: string;
  status: Schema<'OrderStatus'>;
  payment_method: Schema<'PaymentMethod'>;
  currency: string;
  total: number;
  points_spent: number;
  points_earned: number;
  pickup_asap: boolean;
  pickup_at: NullableTimestamp;
  idempotency_key: string;
  request_hash: string;
  cancel_reason: string | null;
  /** Who cancelled it (0016): only a cancelled order has one. */
  cancelled_by: 'customer' | 'place' | null;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** 0015: when the order became ready (written by the move to ready, cleared when that move is recalled). */
  ready_at: ColumnType<Date | null, Date | null | undefined, Date | null | RawBuilder<Date>>;
}

export interface OrderLinesTable {
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  image_url: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  points_price: number;
  loyalty_points: number;
  extras: JsonColumn<StoredOrderLineExtra[]>;
  /** 0009: the product's name in every language it had when sold (English always). */
  names: ColumnType<StoredTranslations, string | undefined, string>;
}

/** An extra as sold: the contract's, with its name in every language it had (0009). */
export type StoredOrderLineExtra = Schema<'OrderLineExtra'> & { names: StoredTranslations };

export interface OrderStatusHistoryTable {
  id: Generated<string>;
  order_id: string;
  status: Schema<'OrderStatus'>;
  reason: string | null;
  at: CreatedTimestamp;
}

export interface OrderNumberCountersTable {
  provider_id: string;
  business_date: string;
  last_number: number;
}

/** The latest personal QR token of each user (features/counter-token). */
export interface CounterTokensTable {
  user_id: string;
  jti: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  /** 0010: the HMAC of the token's short code (what a cashier types); NULL for tokens issued before. */
  code_hash: Defaulted<string | null>;
}

/** One-time tickets for the live event stream (features/events), stored hashed. */
export interface EventsTicketsTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedTimestamp;
  /** 0007_staff.sql: the place of a staff stream ticket; NULL for a customer's. */
  provider_id: Defaulted<string | null>;
}

// 0007_staff.sql

/** Who is staff of which place (features/staff). */
export interface StaffMembershipsTable {
  user_id: string;
  provider_id: string;
  /** 0011_back_office.sql: a manager also runs the place's back office. */
  role: Defaulted<PlaceRole>;
  created_at: CreatedTimestamp;
}

/** A person's role at a place (0011_back_office.sql). */
export type PlaceRole = 'staff' | 'manager';

/** Products and extra options sold out for one local day of their place (features/catalog/sold-out.ts). */
export interface SoldOutItemsTable {
  provider_id: string;
  kind: Schema<'SoldOutKind'>;
  item_id: string;
  /** A DATE column: the place's local day, 'YYYY-MM-DD'. */
  business_date: string;
  staff_user_id: string | null;
  created_at: CreatedTimestamp;
}

// 0008_outbox.sql

/** The transactional outbox of live events (features/events/outbox.ts and relay.ts). */
export interface EventOutboxTable {
  id: string;
  seq: Generated<string>;
  /** events/publisher.ts's EventAudience. */
  audience: JsonColumn<{ userId: string } | { providerId: string } | { topic: 'catalog' | 'queues' }>;
  type: string;
  /** events/publisher.ts's LiveEventData. */
  data: JsonColumn<{ type: string }>;
  created_at: CreatedTimestamp;
  published_at: NullableTimestamp;
}

// 0005_account.sql

export interface EmailChangeTokensTable {
  user_id: string;
  new_email: string;
  language: Schema<'Language'>;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedTimestamp;
}

// 0013_menu_editor.sql: uploaded photos (features/images/).

export interface ImagesTable {
  id: string;
  provider_id: string | null;
  uploaded_by: string | null;
  width: number;
  height: number;
  created_at: CreatedTimestamp;
}

export interface ImageVariantsTable {
  image_id: string;
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
  bytes: Buffer;
}

// 0011_back_office.sql

/** The deployment's owners (features/roles). */
export interface OwnersTable {
  user_id: string;
  granted_by: string | null;
  created_at: CreatedTimestamp;
}

/** Every back-office change (features/audit). */
export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedTimestamp;
  actor_user_id: string | null;
  provider_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
}

// 0014_team.sql

/** An invitation by e-mail to the team (features/team): owner of the deployment, or a place's role. */
export interface TeamInvitationsTable {
  id: Generated<string>;
  token_hash: string;
  email: string;
  role: Schema<'InvitationRole'>;
  /** NULL for an owner invitation. */
  provider_id: string | null;
  language: Schema<'Language'>;
  invited_by: string | null;
  created_at: CreatedTimestamp;
  sent_at: CreatedTimestamp;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: NullableTimestamp;
}

/** Every table the server knows, for `Kysely<Database>`. */
// 0017_notifications.sql

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedTimestamp;
}

export interface NotificationPreferencesTable {
  user_id: string;
  order_mails: boolean;
  updated_at: CreatedTimestamp;
}

export interface NotificationPositionTable {
  singleton: Defaulted<boolean>;
  /** A bigint, read back as a string. */
  seq: string;
}

export interface NotificationEventsDoneTable {
  event_id: string;
  done_at: CreatedTimestamp;
}

export interface NotificationDeliveriesTable {
  id: string;
  event_id: string;
  user_id: string;
  channel: 'push' | 'mail';
  subscription_id: string | null;
  dedupe_key: string;
  /** notifications/deliveries.ts's DeliveryPayload. */
  payload: JsonColumn<unknown>;
  attempts: Defaulted<number>;
  next_attempt_at: CreatedTimestamp;
  leased_until: NullableTimestamp;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedTimestamp;
}

// 0021_favourites.sql

/** A product a customer starred (features/favourites/). */
export interface FavouriteProductsTable {
  user_id: string;
  product_id: string;
  provider_id: string;
  created_at: CreatedTimestamp;
}

/** One of a customer's own orders they starred, to order it again (features/favourites/). */
export interface FavouriteOrdersTable {
  user_id: string;
  order_id: string;
  provider_id: string;
  created_at: CreatedTimestamp;
}

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
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  order_number_counters: OrderNumberCountersTable;
  counter_tokens: CounterTokensTable;
  events_tickets: EventsTicketsTable;
  email_change_tokens: EmailChangeTokensTable;
  staff_memberships: StaffMembershipsTable;
  sold_out_items: SoldOutItemsTable;
  event_outbox: EventOutboxTable;
  catalog_categories: CatalogCategoriesTable;
  catalog_extra_groups: CatalogExtraGroupsTable;
  catalog_extra_options: CatalogExtraOptionsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  owners: OwnersTable;
  audit_log: AuditLogTable;
  team_invitations: TeamInvitationsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_position: NotificationPositionTable;
  notification_events_done: NotificationEventsDoneTable;
  notification_deliveries: NotificationDeliveriesTable;
  favourite_products: FavouriteProductsTable;
  favourite_orders: FavouriteOrdersTable;
}

/** The database handle every repository is built with. */
export type Db = Kysely<Database>;
/** A transaction, for repository methods that must run inside one the caller opened (`db.transaction()`). */
export type Trx = Transaction<Database>;
