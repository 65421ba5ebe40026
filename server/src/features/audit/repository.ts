import type { Db, Trx } from '../../db/schema';

/** One back-office change, as the code that makes it describes it. */
export interface AuditEntry {
  /** Who made the change (null: a command line, the seed). */
  actorUserId: string | null;
  /** The place it concerns (null: the whole deployment, e.g. an owner granted). */
  providerId: string | null;
  /** What was done, `<entity>.<verb>`: `product.update`, `place.create`, `role.remove`. */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity before the change (null when it was created). */
  before: unknown;
  /** The entity after the change (null when it was removed). */
  after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function createAuditRepository(db: Db) {
  return {
    /** Records a change inside the transaction that makes it: the record and the change commit together. */
    async record(trx: Trx, entry: AuditEntry): Promise<void> {
      await trx
        .insertInto('audit_log')
        .values({
          actor_user_id: entry.actorUserId,
          provider_id: entry.providerId,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          before: json(entry.before),
          after: json(entry.after),
        })
        .execute();
    },

    /** The newest records first (for tests and the owners' view). */
    async latest(limit: number) {
      return db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
