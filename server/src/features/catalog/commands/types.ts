import type { Selectable } from 'kysely';
import type { Schema } from '../../../api/handler';
import type {
  CatalogCategoriesTable,
  CatalogExtraGroupsTable,
  CatalogExtraOptionsTable,
  ProductsTable,
  ProvidersTable,
  Trx,
} from '../../../db/schema';
import type { EventAudience, LiveEventData } from '../../events';
import type { Language } from '../language';

// The input and record types of the catalogue's write commands, and what a command runs with.

/** Where a command's event goes, written in the command's transaction (the transactional outbox). */
export interface CatalogOutbox {
  append(trx: Trx, audience: EventAudience, data: LiveEventData): Promise<string>;
  /** Told once the transaction committed (what publishes without a stored outbox needs). */
  committed?(trx: Trx): void;
}

export type OtherLanguage = Exclude<Language, 'en'>;
export type OpeningHours = Schema<'OpeningHours'>;
export type ClosedDate = Schema<'ClosedDate'>;
export type PickupSettings = Schema<'PickupSettings'>;
export type CounterSettings = Schema<'CounterSettings'>;

export type PlaceRecord = Selectable<ProvidersTable>;
export type CategoryRecord = Selectable<CatalogCategoriesTable>;
export type ExtraGroupRecord = Selectable<CatalogExtraGroupsTable>;
export type ExtraOptionRecord = Selectable<CatalogExtraOptionsTable>;
export type ProductRow = Selectable<ProductsTable>;

/** What the back office edits of a place besides its hours and pickup settings. */
export interface PlaceDetails {
  name: string;
  kind: Schema<'ProviderKind'>;
  address: string;
  country: string;
  language: Language;
  timezone: string;
  currency: string;
  logoUrl: string;
  code: string;
}

export interface NewPlace {
  /** Given by the demo seed (ids derived from slugs); a new UUID otherwise. */
  id?: string;
  /** Derived from the name when left out (made unique with a number). */
  slug?: string;
  /** Generated from the name when left out (unique). */
  code?: string;
  name: string;
  kind: Schema<'ProviderKind'>;
  address: string;
  country: string;
  language: Language;
  timezone: string;
  currency: string;
  logoUrl: string;
  sortOrder?: number;
  openingHours?: OpeningHours[];
  closedDates?: ClosedDate[];
  pickup?: PickupSettings;
}

/** Names in languages other than English (the English one is the entity's `name`). */
export type NameTranslations = Partial<Record<OtherLanguage, string>>;
/** A product's texts in languages other than English. */
export type ProductTranslations = Partial<
  Record<OtherLanguage, { name?: string; description?: string; composition?: string }>
>;

export interface NewCategory {
  id?: string;
  providerId: string;
  /** What the API's `category` says (e.g. 'coffee'): lower case, digits and dashes. */
  key: string;
  /** Defaults to the key. */
  name?: string;
  translations?: NameTranslations;
}

export interface NewExtraGroup {
  id?: string;
  providerId: string;
  name: string;
  maxSelectable: number;
  translations?: NameTranslations;
}

export interface NewExtraOption {
  id?: string;
  groupId: string;
  name: string;
  /** Minor units of the place's currency. */
  price: number;
  allergens?: string[];
  translations?: NameTranslations;
  /** Served by default (a cappuccino's whole milk); a group has at most `maxSelectable` (false when left out). */
  isDefault?: boolean;
}

export interface ProductFields {
  categoryId: string;
  name: string;
  description: string;
  composition: string;
  /** Minor units of the place's currency. */
  price: number;
  pointsPrice: number;
  loyaltyPoints: number;
  imageUrl: string;
  nutrition: { calories: number; proteins: number; fats: number; carbs: number };
  allergens: string[];
  maxExtraOptions: number;
  /** The place's extra groups the product offers, in order. */
  extraGroupIds: string[];
  available: boolean;
  /** Every language but English, replacing what the product had (a language left out is removed). */
  translations: ProductTranslations;
}

export type NewProduct = {
  id?: string;
  providerId: string;
  /** Unique in the place (the demo seed's, which ids derive from); the id otherwise. */
  slug?: string;
} & Pick<
  ProductFields,
  'categoryId' | 'name' | 'price' | 'pointsPrice' | 'loyaltyPoints' | 'imageUrl' | 'nutrition'
> &
  Partial<ProductFields>;

/** What a translation is set on; `texts: null` removes the language. */
export type TranslationTarget =
  | {
      kind: 'product';
      id: string;
      texts: { name?: string; description?: string; composition?: string } | null;
    }
  | { kind: 'category' | 'extraGroup' | 'extraOption'; id: string; texts: { name: string } | null };

export interface SoldOutCommand {
  providerId: string;
  kind: Schema<'SoldOutKind'>;
  itemId: string;
  soldOut: boolean;
  staffUserId: string;
}

/** The version an edit was based on (the entity's `version`): another one is a conflict, never overwritten. */
export interface BasedOn {
  version?: number;
}

/** Runs a command's work in a transaction (its own, or one the caller opened). */
export type Run = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

/** What every group of commands is built from. */
export interface CommandContext {
  run: Run;
  outbox: CatalogOutbox;
  /** Writes `catalog.changed` for the place's new version into the transaction. */
  changed(trx: Trx, providerId: string, version: number): Promise<string>;
}
