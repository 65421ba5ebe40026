// TEMPORARY STUB of the lead's foundation (reverted before merging main).
import type { Trx } from '../../db/schema';
import { defineFeature } from '../../lib/features';

export const auditFeature = defineFeature({
  name: 'audit',
  dependencies: [],
  build: () => ({
    log: {
      async record(
        trx: Trx,
        entry: {
          actorUserId: string;
          providerId: string | null;
          action: string;
          entityType: string;
          entityId: string | null;
          before: Record<string, unknown> | null;
          after: Record<string, unknown> | null;
        },
      ) {
        await trx
          .insertInto('audit_log')
          .values({
            actor_user_id: entry.actorUserId,
            provider_id: entry.providerId,
            action: entry.action,
            entity_type: entry.entityType,
            entity_id: entry.entityId,
            before: entry.before === null ? null : JSON.stringify(entry.before),
            after: entry.after === null ? null : JSON.stringify(entry.after),
          })
          .execute();
      },
    },
  }),
});
export type AuditFeature = ReturnType<typeof auditFeature.build>;
