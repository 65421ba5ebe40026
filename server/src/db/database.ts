import type { CatalogTables } from '../features/catalog/tables';
import type { CoreTables } from './core-tables';

/** Every table the server knows, for `Kysely<Database>`. */
export interface Database extends CoreTables, CatalogTables {}
