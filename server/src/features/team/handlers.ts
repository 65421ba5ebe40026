import type { Handlers } from '../../api/handler';
import { callerId } from '../../plugins/authentication';
import { type createAuditReader, decodeAuditCursor } from './audit-reader';
import type { TeamService } from './service';

const OK = { data: { ok: true } } as const;
const DEFAULT_PAGE_SIZE = 20;

/**
 * The team's operations. Who may call each is checked before the handler runs (x-back-office in the
 * contract, plugins/back-office.ts); the service adds what managers may not do.
 */
export function createTeamHandlers(deps: {
  service: TeamService;
  auditReader: ReturnType<typeof createAuditReader>;
}): Handlers<
  | 'listOwners'
  | 'grantOwner'
  | 'revokeOwner'
  | 'inviteOwner'
  | 'revokeOwnerInvitation'
  | 'resendOwnerInvitation'
  | 'listPlaceTeam'
  | 'changeTeamRole'
  | 'removeTeamMember'
  | 'invitePlaceMember'
  | 'revokePlaceInvitation'
  | 'resendPlaceInvitation'
  | 'readInvitation'
  | 'acceptInvitation'
  | 'listAuditLog'
> {
  const { service } = deps;
  return {
    async listOwners() {
      return { data: await service.listOwners() };
    },
    async grantOwner(request) {
      await service.grantOwner(callerId(request), request.params.userId);
      return OK;
    },
    async revokeOwner(request) {
      await service.revokeOwner(callerId(request), request.params.userId);
      return OK;
    },
    async inviteOwner(request, reply) {
      const invitation = await service.inviteOwner(callerId(request), request.body);
      reply.code(201);
      return { data: invitation };
    },
    async revokeOwnerInvitation(request) {
      await service.revoke(callerId(request), request.params.invitationId, null);
      return OK;
    },
    async resendOwnerInvitation(request) {
      return { data: await service.resend(callerId(request), request.params.invitationId, null) };
    },
    async listPlaceTeam(request) {
      return { data: await service.listPlace(request.params.providerId) };
    },
    async changeTeamRole(request) {
      const { providerId, userId } = request.params;
      await service.changeRole(callerId(request), providerId, userId, request.body.role);
      return OK;
    },
    async removeTeamMember(request) {
      const { providerId, userId } = request.params;
      await service.remove(callerId(request), providerId, userId);
      return OK;
    },
    async invitePlaceMember(request, reply) {
      const invitation = await service.invitePlaceMember(
        callerId(request),
        request.params.providerId,
        request.body,
      );
      reply.code(201);
      return { data: invitation };
    },
    async revokePlaceInvitation(request) {
      const { providerId, invitationId } = request.params;
      await service.revoke(callerId(request), invitationId, providerId);
      return OK;
    },
    async resendPlaceInvitation(request) {
      const { providerId, invitationId } = request.params;
      return { data: await service.resend(callerId(request), invitationId, providerId) };
    },
    async readInvitation(request) {
      return { data: await service.readInvitation(request.body.token) };
    },
    async acceptInvitation(request) {
      return { data: await service.accept(callerId(request), request.body.token) };
    },
    async listAuditLog(request) {
      const { cursor, limit = DEFAULT_PAGE_SIZE, providerId, actorUserId, action, from, to } = request.query;
      const after = cursor === undefined ? undefined : decodeAuditCursor(cursor);
      const filter = {
        providerId,
        actorUserId,
        action,
        from: from === undefined ? undefined : new Date(from),
        to: to === undefined ? undefined : new Date(to),
      };
      return { data: await deps.auditReader.page(filter, limit, after) };
    },
  };
}
