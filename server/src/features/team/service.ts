import type { Schema } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { EventOutbox } from '../events';
import { invitationMail } from './invitation-mail';
import type { InvitationRecord, InvitationsRepository } from './invitations-repository';
import type { MembersRepository } from './members-repository';

type TeamRole = Schema<'TeamRole'>;
type InvitationRole = Schema<'InvitationRole'>;
type Language = Schema<'Language'>;

/** What the team writes to the audit log (the audit feature's `log.record`), in the change's transaction. */
export interface TeamAuditLog {
  record(
    trx: Trx,
    entry: {
      actorUserId: string;
      providerId: string | null;
      action: string;
      entityType: string;
      entityId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    },
  ): Promise<unknown>;
}

const backOfficeForbidden = (message: string) => new AppError(403, 'BACK_OFFICE_FORBIDDEN', message);
const personNotFound = () => notFound('This person is not in the team');
const invitationNotFound = () => notFound('Invitation not found');
const unknownLink = () => notFound('This invitation link is not valid');

/** An e-mail address as invitations store and compare it. */
const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The team's rules: who may invite, change and remove whom, the single-use invitation links, the last
 * owner. Every change runs in one transaction with its audit record; mails leave after the commit.
 */
export function createTeamService(deps: {
  db: Db;
  clock: Clock;
  invitations: InvitationsRepository;
  members: MembersRepository;
  /** Accounts (users feature): who invites, who accepts. */
  users: {
    findById(userId: string): Promise<{ email: string; name: string } | undefined>;
    exists(userId: string): Promise<boolean>;
  };
  /** Places (catalog feature): an invitation's place and its language. */
  places: { findProvider(providerId: string): Promise<{ name: string; language: Language } | undefined> };
  audit: TeamAuditLog;
  outbox: EventOutbox;
  mailer: Mailer;
  publicUrl: string;
  invitationTtlDays: number;
}) {
  const { db, invitations, members, audit } = deps;
  const expiry = () => new Date(deps.clock().getTime() + deps.invitationTtlDays * 24 * 60 * 60 * 1000);

  async function mailInvitation(record: InvitationRecord, token: string, inviterName: string) {
    await deps.mailer.send(
      invitationMail({
        to: record.email,
        inviterName,
        role: record.role,
        placeName: record.providerName,
        link: `${deps.publicUrl}/invite/${token}`,
        validDays: deps.invitationTtlDays,
        language: record.language,
      }),
    );
  }

  async function actorName(actorUserId: string) {
    return (await deps.users.findById(actorUserId))?.name ?? '';
  }

  /** Refuses a manager what only owners may do. */
  async function requireOwnerFor(actorUserId: string, what: string, executor: Db | Trx = db) {
    if (!(await members.isOwner(executor, actorUserId)))
      throw backOfficeForbidden(`Only an owner may ${what}`);
  }

  async function invite(
    actorUserId: string,
    invitation: { email: string; role: InvitationRole; providerId: string | null; language: Language },
  ): Promise<InvitationRecord> {
    const { record, token } = await db.transaction().execute(async (trx) => {
      const email = normalEmail(invitation.email);
      const created = await invitations.create(trx, {
        ...invitation,
        email,
        invitedBy: actorUserId,
        expiresAt: expiry(),
      });
      const record = (await invitations.findPending(trx, created.id)) as InvitationRecord;
      await audit.record(trx, {
        actorUserId,
        providerId: invitation.providerId,
        action: 'invitation.create',
        entityType: 'invitation',
        entityId: created.id,
        before: null,
        after: { email, role: invitation.role, language: invitation.language, expiresAt: record.expiresAt },
      });
      return { record, token: created.token };
    });
    await mailInvitation(record, token, await actorName(actorUserId));
    return record;
  }

  /** A pending invitation of the place (null: an owner invitation), else 404. */
  async function pendingOf(executor: Db | Trx, invitationId: string, providerId: string | null) {
    const record = await invitations.findPending(executor, invitationId);
    if (!record || record.providerId !== providerId) throw invitationNotFound();
    return record;
  }

  async function requireMayHandle(actorUserId: string, record: InvitationRecord) {
    if (record.role !== 'staff')
      await requireOwnerFor(actorUserId, 'handle a manager’s or owner’s invitation');
  }

  return {
    listOwners: async () => ({
      owners: await members.listOwners(),
      invitations: await invitations.listPending(null),
    }),

    listPlace: async (providerId: string) => ({
      members: await members.listPlace(providerId),
      invitations: await invitations.listPending(providerId),
    }),

    inviteOwner: (actorUserId: string, body: { email: string; language?: Language }) =>
      invite(actorUserId, {
        email: body.email,
        role: 'owner',
        providerId: null,
        language: body.language ?? 'en',
      }),

    async invitePlaceMember(
      actorUserId: string,
      providerId: string,
      body: { email: string; role: TeamRole; language?: Language },
    ) {
      const place = await deps.places.findProvider(providerId);
      if (!place) throw notFound('Provider not found');
      if (body.role !== 'staff') await requireOwnerFor(actorUserId, 'invite a manager');
      return invite(actorUserId, {
        email: body.email,
        role: body.role,
        providerId,
        language: body.language ?? place.language,
      });
    },

    async resend(
      actorUserId: string,
      invitationId: string,
      providerId: string | null,
    ): Promise<InvitationRecord> {
      const current = await pendingOf(db, invitationId, providerId);
      await requireMayHandle(actorUserId, current);
      const { record, token } = await db.transaction().execute(async (trx) => {
        const token = await invitations.renew(trx, invitationId, expiry());
        if (!token) throw invitationNotFound();
        const record = (await invitations.findPending(trx, invitationId)) as InvitationRecord;
        await audit.record(trx, {
          actorUserId,
          providerId,
          action: 'invitation.resend',
          entityType: 'invitation',
          entityId: invitationId,
          before: { expiresAt: current.expiresAt },
          after: { expiresAt: record.expiresAt },
        });
        return { record, token };
      });
      await mailInvitation(record, token, await actorName(actorUserId));
      return record;
    },

    async revoke(actorUserId: string, invitationId: string, providerId: string | null): Promise<void> {
      const current = await pendingOf(db, invitationId, providerId);
      await requireMayHandle(actorUserId, current);
      await db.transaction().execute(async (trx) => {
        if (!(await invitations.revoke(trx, invitationId))) throw invitationNotFound();
        await audit.record(trx, {
          actorUserId,
          providerId,
          action: 'invitation.revoke',
          entityType: 'invitation',
          entityId: invitationId,
          before: { email: current.email, role: current.role, expiresAt: current.expiresAt },
          after: null,
        });
      });
    },

    async changeRole(actorUserId: string, providerId: string, userId: string, role: TeamRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await members.lockPlaceRole(trx, userId, providerId);
        if (!before) throw personNotFound();
        if (before === role) return;
        // Every real change makes or unmakes a manager: owners only.
        await requireOwnerFor(actorUserId, 'make or unmake a manager', trx);
        await members.setPlaceRole(trx, userId, providerId, role);
        await audit.record(trx, {
          actorUserId,
          providerId,
          action: 'team.role-change',
          entityType: 'user',
          entityId: userId,
          before: { role: before },
          after: { role },
        });
      });
    },

    async remove(actorUserId: string, providerId: string, userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await members.lockPlaceRole(trx, userId, providerId);
        if (!before) throw personNotFound();
        if (before !== 'staff') await requireOwnerFor(actorUserId, 'remove a manager', trx);
        await members.removeFromPlace(trx, userId, providerId);
        await audit.record(trx, {
          actorUserId,
          providerId,
          action: 'team.remove',
          entityType: 'user',
          entityId: userId,
          before: { role: before },
          after: null,
        });
        // The person's open staff streams of the place end once this is published (staff's stream).
        await deps.outbox.append(trx, { providerId }, { type: 'staff.access-removed', userId, providerId });
      });
    },

    async grantOwner(actorUserId: string, userId: string): Promise<void> {
      if (!(await deps.users.exists(userId))) throw personNotFound();
      await db.transaction().execute(async (trx) => {
        if (!(await members.grantOwner(trx, userId))) return;
        await audit.record(trx, {
          actorUserId,
          providerId: null,
          action: 'owner.grant',
          entityType: 'user',
          entityId: userId,
          before: { owner: false },
          after: { owner: true },
        });
      });
    },

    async revokeOwner(actorUserId: string, userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { isOwner, activeOwners } = await members.lockOwners(trx, userId);
        if (!isOwner) throw personNotFound();
        if (activeOwners <= 1) throw new AppError(409, 'LAST_OWNER', 'The last owner cannot be removed');
        await members.revokeOwner(trx, userId);
        await audit.record(trx, {
          actorUserId,
          providerId: null,
          action: 'owner.revoke',
          entityType: 'user',
          entityId: userId,
          before: { owner: true },
          after: { owner: false },
        });
      });
    },

    async readInvitation(token: string): Promise<Schema<'InvitationSummary'>> {
      const found = await invitations.findByToken(db, token);
      if (!found) throw unknownLink();
      let status: Schema<'InvitationStatus'> = 'pending';
      if (found.acceptedAt) status = 'accepted';
      else if (found.revokedAt) status = 'revoked';
      else if (found.expiresAt <= deps.clock()) status = 'expired';
      return {
        email: found.email,
        role: found.role,
        providerId: found.providerId,
        providerName: found.providerName,
        invitedByName: found.invitedByName,
        expiresAt: found.expiresAt.toISOString(),
        status,
      };
    },

    /** Grants the invitation's role to the signed-in account with the invited e-mail; spends the link. */
    async accept(
      userId: string,
      token: string,
    ): Promise<{ role: InvitationRole; providerId: string | null }> {
      const account = await deps.users.findById(userId);
      return db.transaction().execute(async (trx) => {
        const found = await invitations.findByToken(trx, token, true);
        if (!found) throw unknownLink();
        if (found.acceptedAt) {
          throw new AppError(410, 'INVITATION_USED', 'This invitation has already been used.');
        }
        if (found.revokedAt) {
          throw new AppError(410, 'INVITATION_REVOKED', 'This invitation was withdrawn. Ask for a new one.');
        }
        if (found.expiresAt <= deps.clock()) {
          throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation has expired. Ask for a new one.');
        }
        if (!account || normalEmail(account.email) !== found.email) {
          throw new AppError(
            403,
            'INVITATION_WRONG_ACCOUNT',
            'This invitation is for another e-mail address',
          );
        }
        await invitations.markAccepted(trx, found.id, userId);
        const entry = {
          actorUserId: userId,
          providerId: found.providerId,
          entityType: 'user',
          entityId: userId,
        };
        await audit.record(trx, {
          ...entry,
          action: 'invitation.accept',
          entityType: 'invitation',
          entityId: found.id,
          before: { status: 'pending' },
          after: { status: 'accepted' },
        });
        if (found.role === 'owner' || found.providerId === null) {
          if (await members.grantOwner(trx, userId)) {
            await audit.record(trx, {
              ...entry,
              action: 'owner.grant',
              before: { owner: false },
              after: { owner: true },
            });
          }
        } else {
          const { before, after } = await members.grantPlaceRole(trx, userId, found.providerId, found.role);
          if (before !== after) {
            await audit.record(trx, {
              ...entry,
              action: 'team.role-grant',
              before: before ? { role: before } : null,
              after: { role: after },
            });
          }
        }
        return { role: found.role, providerId: found.providerId };
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
