import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createAuditRepository } from './repository';

/**
 * The audit log of the back office: every change made there (who, when, what, before and after) is
 * recorded by the feature that makes it, with `log.record(trx, entry)` inside its own transaction.
 */
export function createAuditFeature(deps: { db: Db }) {
  const log = createAuditRepository(deps.db);
  return { log };
}

export type AuditFeature = ReturnType<typeof createAuditFeature>;
export type AuditLog = AuditFeature['log'];

export const auditFeature = defineFeature({
  name: 'audit',
  dependencies: [],
  build: ({ db }) => createAuditFeature({ db }),
});
