import type { ColumnType } from 'kysely';
import type { Schema } from '../../api/handler';

// jsonb columns are read back parsed, but written as JSON text so the pg driver does not
// mistake a JS array for a PostgreSQL array literal.
type JsonColumn<T> = ColumnType<T, string, string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ProductsTable {
  id: string;
  provider_id: string;
  slug: string;
  category: string;
  category_order: ColumnType<number, number | undefined, number>;
  name: string;
  description: string;
  price: number;
  currency: string;
  points_price: number;
  loyalty_points: number;
  image_url: string;
  available: ColumnType<boolean, boolean | undefined, boolean>;
  calories: number;
  proteins: number;
  fats: number;
  carbs: number;
  composition: string;
  allergens: string[];
  max_extra_options: number;
  extra_groups: JsonColumn<Schema<'ExtraGroup'>[]>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface CatalogTables {
  providers: ProvidersTable;
  products: ProductsTable;
}
