import { defineFeature } from '../../lib/features';
import type { AuditFeature } from '../audit';
import type { CatalogFeature } from '../catalog';
import { createManageMenuHandlers } from './handlers';
import { type AuditLog, createMenuService } from './service';

/**
 * The back office's menu editor: the catalogue's commands run for owners and a place's managers, each
 * change in one transaction with its catalogue event and its audit record, checked against the version
 * the edit was based on.
 */
export function createManageMenuFeature(deps: {
  catalog: Pick<CatalogFeature, 'write' | 'editableMenu'>;
  audit: AuditLog;
}) {
  const service = createMenuService(deps);
  return { service, handlers: createManageMenuHandlers(service) };
}

export const manageMenuFeature = defineFeature({
  name: 'manageMenu',
  dependencies: ['catalog', 'audit'],
  build: (
    _context,
    {
      catalog,
      audit,
    }: { catalog: Pick<CatalogFeature, 'write' | 'editableMenu'>; audit: Pick<AuditFeature, 'log'> },
  ) => createManageMenuFeature({ catalog, audit: audit.log }),
});
