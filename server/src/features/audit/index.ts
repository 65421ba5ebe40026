// PLACEHOLDER of the places branch until the back-office foundation is merged: take the foundation's
// audit feature (its log.record writes audit_log in the caller's transaction); this one records nothing.
import type { Trx } from '../../db/schema';
import { defineFeature } from '../../lib/features';

export const auditFeature = defineFeature({
  name: 'audit',
  dependencies: [],
  build: () => ({ log: { record: async (_trx: Trx, _entry: unknown): Promise<void> => undefined } }),
});
