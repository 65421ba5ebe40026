import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import type { CatalogFeature } from '../catalog';
import { createImagesHandlers } from './handlers';
import { createImagesRepository } from './repository';

/**
 * Photos uploaded from the back office (a product's, a place's logo): checked by their bytes, decoded and
 * encoded anew with sharp at the widths the app shows, stored in the database (every instance serves
 * them) and served as AVIF, WebP or JPEG by the browser's Accept.
 */
export function createImagesFeature(deps: {
  db: Db;
  catalog: Pick<CatalogFeature['repository'], 'findProvider'>;
}) {
  const repository = createImagesRepository(deps.db);
  return {
    repository,
    handlers: createImagesHandlers({
      repository,
      placeExists: async (providerId) => Boolean(await deps.catalog.findProvider(providerId)),
    }),
  };
}

export const imagesFeature = defineFeature({
  name: 'images',
  dependencies: ['catalog'],
  build: ({ db }, { catalog }: { catalog: Pick<CatalogFeature, 'repository'> }) =>
    createImagesFeature({ db, catalog: catalog.repository }),
});
