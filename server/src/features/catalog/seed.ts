import type { CatalogRepository } from './repository';
import { seedProviders } from './seed-data';
import { catalogRows } from './seed-rows';

/**
 * Writes the demo catalogue. Safe on every start and from several instances at once: rows are
 * keyed by ids derived from their slugs and upserted, so the menu follows the seed data, while a
 * product's availability stays as the shop set it.
 */
export async function seedCatalog(repository: CatalogRepository): Promise<void> {
  await repository.upsert(catalogRows(seedProviders));
}
