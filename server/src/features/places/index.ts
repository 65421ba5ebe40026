import { defineFeature } from '../../lib/features';
import type { AuditFeature } from '../audit';
import type { CatalogFeature } from '../catalog';
import { createPlacesHandlers } from './handlers';

/**
 * The back office's places: create a place (owners), edit its details, opening hours and closed dates,
 * pickup settings, and pause online orders (owners and the place's managers; the role guard of
 * plugins/back-office.ts checks who before a handler runs). The catalogue owns the places' rows: every
 * write is one of its commands, with the audit record in the same transaction.
 */
export const placesFeature = defineFeature({
  name: 'places',
  dependencies: ['catalog', 'audit'],
  build: (
    _context,
    {
      catalog,
      audit,
    }: { catalog: Pick<CatalogFeature, 'change' | 'repository'>; audit: Pick<AuditFeature, 'log'> },
  ) => ({
    handlers: createPlacesHandlers({ catalog, audit: audit.log }),
  }),
});
