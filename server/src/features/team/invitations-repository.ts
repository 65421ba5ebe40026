import { sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

type InvitationRole = Schema<'InvitationRole'>;
type Language = Schema<'Language'>;

/** One invitation as the back office lists it. */
export type InvitationRecord = Schema<'Invitation'>;

/** An invitation found by its link's token, whatever its state. */
interface InvitationByToken {
  id: string;
  email: string;
  role: InvitationRole;
  providerId: string | null;
  providerName: string | null;
  invitedByName: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const MAX_LISTED = 1000;

/** The team_invitations table (0014_team.sql): invitations by e-mail and their single-use links. */
export function createInvitationsRepository(db: Db) {
  const listed = (executor: Db | Trx) =>
    executor
      .selectFrom('team_invitations as i')
      .leftJoin('providers as p', 'p.id', 'i.provider_id')
      .leftJoin('users as u', 'u.id', 'i.invited_by')
      .select([
        'i.id',
        'i.email',
        'i.role',
        'i.provider_id',
        'p.name as provider_name',
        'i.language',
        'u.name as invited_by_name',
        'u.deleted_at as inviter_deleted_at',
        'i.created_at',
        'i.sent_at',
        'i.expires_at',
      ]);
  type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;
  const toRecord = (row: ListedRow): InvitationRecord => ({
    invitationId: row.id,
    email: row.email,
    role: row.role,
    providerId: row.provider_id,
    providerName: row.provider_name,
    language: row.language,
    invitedByName: row.inviter_deleted_at ? null : row.invited_by_name,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  });

  return {
    /** Writes a pending invitation; its id and the link's token (returned once, stored hashed). */
    async create(
      trx: Trx,
      invitation: {
        email: string;
        role: InvitationRole;
        providerId: string | null;
        language: Language;
        invitedBy: string;
        expiresAt: Date;
      },
    ): Promise<{ id: string; token: string }> {
      const token = createOpaqueToken();
      const row = await trx
        .insertInto('team_invitations')
        .values({
          token_hash: hashOpaqueToken(token),
          email: invitation.email,
          role: invitation.role,
          provider_id: invitation.providerId,
          language: invitation.language,
          invited_by: invitation.invitedBy,
          expires_at: invitation.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, token };
    },

    /** One invitation as listed, when it is still pending (not accepted, not revoked; expired or not). */
    async findPending(executor: Db | Trx, id: string): Promise<InvitationRecord | undefined> {
      const row = await listed(executor)
        .where('i.id', '=', id)
        .where('i.accepted_at', 'is', null)
        .where('i.revoked_at', 'is', null)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** The pending invitations of a place, or the owner invitations (null), newest first. */
    async listPending(providerId: string | null): Promise<InvitationRecord[]> {
      let query = listed(db).where('i.accepted_at', 'is', null).where('i.revoked_at', 'is', null);
      query =
        providerId === null
          ? query.where('i.provider_id', 'is', null)
          : query.where('i.provider_id', '=', providerId);
      const rows = await query
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return rows.map(toRecord);
    },

    /** A new link for a pending invitation (the old one dies) and a new expiry; the new token. */
    async renew(trx: Trx, id: string, expiresAt: Date): Promise<string | undefined> {
      const token = createOpaqueToken();
      const row = await trx
        .updateTable('team_invitations')
        .set({ token_hash: hashOpaqueToken(token), expires_at: expiresAt, sent_at: sql`now()` })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row ? token : undefined;
    },

    /** Takes a pending invitation back; false when it was not pending. */
    async revoke(trx: Trx, id: string): Promise<boolean> {
      const row = await trx
        .updateTable('team_invitations')
        .set({ revoked_at: sql`now()` })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The invitation a link names, in any state; `forUpdate` locks it (accepting). */
    async findByToken(
      executor: Db | Trx,
      token: string,
      forUpdate = false,
    ): Promise<InvitationByToken | undefined> {
      let query = executor
        .selectFrom('team_invitations as i')
        .leftJoin('providers as p', 'p.id', 'i.provider_id')
        .leftJoin('users as u', 'u.id', 'i.invited_by')
        .select([
          'i.id',
          'i.email',
          'i.role',
          'i.provider_id',
          'p.name as provider_name',
          'u.name as invited_by_name',
          'u.deleted_at as inviter_deleted_at',
          'i.expires_at',
          'i.accepted_at',
          'i.revoked_at',
        ])
        .where('i.token_hash', '=', hashOpaqueToken(token));
      if (forUpdate) query = query.forUpdate('i');
      const row = await query.executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        role: row.role,
        providerId: row.provider_id,
        providerName: row.provider_name,
        invitedByName: row.inviter_deleted_at ? null : row.invited_by_name,
        expiresAt: row.expires_at,
        acceptedAt: row.accepted_at,
        revokedAt: row.revoked_at,
      };
    },

    /** Spends an invitation (inside the transaction that grants its role). */
    async markAccepted(trx: Trx, id: string, userId: string): Promise<void> {
      await trx
        .updateTable('team_invitations')
        .set({ accepted_at: sql`now()`, accepted_by: userId })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
