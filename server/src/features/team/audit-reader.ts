import { sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import { cursorTime } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';

type AuditJson = Schema<'AuditEntry'>['before'];

/** A page's position in the log: the last row's `at` to the microsecond and its id (a bigint, 0011). */
export interface AuditPosition {
  at: string;
  id: string;
}

const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|\d{1,19}$/;

const encodeAuditCursor = (position: AuditPosition) =>
  Buffer.from(`${position.at}|${position.id}`).toString('base64url');

/** The position a cursor names; a cursor this list did not hand out is a 400 naming `cursor`. */
export function decodeAuditCursor(cursor: string): AuditPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!POSITION.test(text)) {
    throw badRequest('This page link is not valid. Please start from the first page.', [
      { field: 'cursor', message: 'is not a cursor this list handed out' },
    ]);
  }
  const [at = '', id = ''] = text.split('|');
  return { at, id };
}

export interface AuditFilter {
  providerId?: string;
  actorUserId?: string;
  /** Exact, or a prefix when it ends with a dot (`team.`). */
  action?: string;
  from?: Date;
  to?: Date;
}

/**
 * Reading the audit log (owners' screen): newest first, keyset-paged on (at, id), the actor's and the
 * place's names joined for display (null once the account or the place is gone).
 */
export function createAuditReader(db: Db) {
  return {
    async page(
      filter: AuditFilter,
      limit: number,
      after?: AuditPosition,
    ): Promise<{ entries: Schema<'AuditEntry'>[]; nextCursor: string | null }> {
      let query = db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.actor_user_id')
        .leftJoin('providers as p', 'p.id', 'a.provider_id')
        .select([
          'a.id',
          'a.at',
          cursorTime('a.at').as('cursor_at'),
          'a.actor_user_id',
          'u.name as actor_name',
          'u.email as actor_email',
          'u.deleted_at as actor_deleted_at',
          'a.provider_id',
          'p.name as provider_name',
          'a.action',
          'a.entity_type',
          'a.entity_id',
          'a.before',
          'a.after',
        ]);
      if (filter.providerId) query = query.where('a.provider_id', '=', filter.providerId);
      if (filter.actorUserId) query = query.where('a.actor_user_id', '=', filter.actorUserId);
      if (filter.action) {
        query = filter.action.endsWith('.')
          ? query.where(sql<boolean>`starts_with(a.action, ${filter.action})`)
          : query.where('a.action', '=', filter.action);
      }
      if (filter.from) query = query.where('a.at', '>=', filter.from);
      if (filter.to) query = query.where('a.at', '<', filter.to);
      if (after)
        query = query.where(sql<boolean>`(a.at, a.id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
      const rows = await query
        .orderBy('a.at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit + 1)
        .execute();
      const pageRows = rows.slice(0, limit);
      const last = pageRows[pageRows.length - 1];
      return {
        nextCursor:
          rows.length > limit && last ? encodeAuditCursor({ at: last.cursor_at, id: String(last.id) }) : null,
        entries: pageRows.map((row) => {
          const gone = row.actor_deleted_at !== null;
          return {
            id: String(row.id),
            at: row.at.toISOString(),
            actorUserId: row.actor_user_id,
            actorName: gone ? null : (row.actor_name ?? null),
            actorEmail: gone ? null : (row.actor_email ?? null),
            providerId: row.provider_id,
            providerName: row.provider_name ?? null,
            action: row.action,
            entityType: row.entity_type,
            entityId: row.entity_id,
            // Whatever JSON the change recorded (the contract's AuditEntry allows any properties).
            before: (row.before ?? null) as AuditJson,
            after: (row.after ?? null) as AuditJson,
          };
        }),
      };
    },
  };
}
