import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../api';
import {
  type Invitation,
  type PlaceTeamMember,
  type TeamPerson,
  useChangeTeamRoleMutation,
  useGrantOwnerMutation,
  useInviteOwnerMutation,
  useInvitePlaceMemberMutation,
  useListOwnersQuery,
  useListPlaceTeamQuery,
  useRemoveTeamMemberMutation,
  useResendOwnerInvitationMutation,
  useResendPlaceInvitationMutation,
  useRevokeOwnerInvitationMutation,
  useRevokeOwnerMutation,
  useRevokePlaceInvitationMutation,
} from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { LoadingState } from '../../../components/LoadingState';
import { useServiceMessage } from '../../../hooks/use-service-message';
import { useFormatDate } from '../../../lib/format-date';
import { useManagedPlace } from '../use-managed-place';
import { InvitationList } from './InvitationList';
import { InviteForm, type InviteValues } from './InviteForm';
import './manage-team.css';

type Confirm =
  | { kind: 'remove'; member: PlaceTeamMember }
  | { kind: 'revokeOwner'; person: TeamPerson }
  | { kind: 'revokeInvitation'; invitation: Invitation };

/**
 * /manage/team: the chosen place's managers and staff (change a role, remove with confirmation), the
 * invite form and the pending invitations (resend, revoke); for owners also the deployment's owners.
 * Managers see and do what they may: invite and remove staff.
 */
export default function TeamSection() {
  const { t } = useTranslation('manage-team');
  const { providerId = '', place, owner: isOwner } = useManagedPlace();
  const placeName = place?.name ?? '';
  const team = useListPlaceTeamQuery({ providerId }, { skip: !providerId });
  const owners = useListOwnersQuery(undefined, { skip: !isOwner });
  const format = useFormatDate();
  const serviceMessage = useServiceMessage();

  const [invitePlaceMember] = useInvitePlaceMemberMutation();
  const [inviteOwner] = useInviteOwnerMutation();
  const [changeRole] = useChangeTeamRoleMutation();
  const [removeMember] = useRemoveTeamMemberMutation();
  const [grantOwner] = useGrantOwnerMutation();
  const [revokeOwner] = useRevokeOwnerMutation();
  const [resendPlace] = useResendPlaceInvitationMutation();
  const [revokePlace] = useRevokePlaceInvitationMutation();
  const [resendOwner] = useResendOwnerInvitationMutation();
  const [revokeOwnerInvitation] = useRevokeOwnerInvitationMutation();

  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  /** Runs one change, saying how it went (the lists refresh themselves through their tags). */
  async function run(key: string, change: () => Promise<unknown>, done: string) {
    setBusy(key);
    setNotice(null);
    try {
      await change();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      const code = apiErrorCode(error);
      const text =
        code === 'LAST_OWNER'
          ? t('errors.lastOwner')
          : code === 'BACK_OFFICE_FORBIDDEN'
            ? t('errors.forbidden')
            : (serviceMessage(error) ?? t('errors.failed'));
      setNotice({ tone: 'error', text });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  const invitePlace = (values: InviteValues) =>
    invitePlaceMember({
      providerId,
      body: {
        email: values.email,
        role: values.role === 'manager' ? 'manager' : 'staff',
        ...(values.language ? { language: values.language } : {}),
      },
    }).unwrap();

  const inviteAnOwner = (values: InviteValues) =>
    inviteOwner({
      body: { email: values.email, ...(values.language ? { language: values.language } : {}) },
    }).unwrap();

  function onConfirm() {
    if (!confirm) return;
    if (confirm.kind === 'remove') {
      const { member } = confirm;
      void run(
        `remove:${member.userId}`,
        () => removeMember({ providerId, userId: member.userId }).unwrap(),
        t('team.removed', { name: member.name, place: placeName }),
      );
    } else if (confirm.kind === 'revokeOwner') {
      const { person } = confirm;
      void run(
        `revokeOwner:${person.userId}`,
        () => revokeOwner({ userId: person.userId }).unwrap(),
        t('owners.revoked', { name: person.name }),
      );
    } else {
      const { invitation } = confirm;
      const revoke =
        invitation.providerId === null
          ? () => revokeOwnerInvitation({ invitationId: invitation.invitationId }).unwrap()
          : () => revokePlace({ providerId, invitationId: invitation.invitationId }).unwrap();
      void run(
        `revoke:${invitation.invitationId}`,
        revoke,
        t('invitations.revoked', { email: invitation.email }),
      );
    }
  }

  const resend = (invitation: Invitation) =>
    run(
      `resend:${invitation.invitationId}`,
      () =>
        invitation.providerId === null
          ? resendOwner({ invitationId: invitation.invitationId }).unwrap()
          : resendPlace({ providerId, invitationId: invitation.invitationId }).unwrap(),
      t('invitations.resent', { email: invitation.email }),
    );

  const ownerIds = new Set((owners.data?.data.owners ?? []).map((owner) => owner.userId));
  const members = team.data?.data.members ?? [];

  return (
    <div className="manage-team stack">
      <section className="card stack" aria-labelledby="team-heading">
        <h2 id="team-heading">{t('team.title', { place: placeName })}</h2>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {team.isLoading ? (
          <LoadingState />
        ) : team.isError ? (
          <Alert tone="error">{serviceMessage(team.error) ?? t('errors.loadFailed')}</Alert>
        ) : members.length === 0 ? (
          <p>{t('team.empty')}</p>
        ) : (
          <table className="manage-team__table">
            <caption className="visually-hidden">{t('team.caption', { place: placeName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.name')}</th>
                <th scope="col">{t('team.email')}</th>
                <th scope="col">{t('team.role')}</th>
                <th scope="col">{t('team.since')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('team.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.userId}>
                  <th scope="row">{member.name}</th>
                  <td>{member.email}</td>
                  <td>
                    {isOwner ? (
                      <select
                        aria-label={t('team.roleOf', { name: member.name })}
                        value={member.role}
                        disabled={busy === `role:${member.userId}`}
                        onChange={(event) => {
                          const role = event.target.value === 'manager' ? 'manager' : 'staff';
                          void run(
                            `role:${member.userId}`,
                            () => changeRole({ providerId, userId: member.userId, body: { role } }).unwrap(),
                            t('team.roleChanged', { name: member.name, role: t(`roles.${role}`) }),
                          );
                        }}
                      >
                        <option value="staff">{t('roles.staff')}</option>
                        <option value="manager">{t('roles.manager')}</option>
                      </select>
                    ) : (
                      t(`roles.${member.role}`)
                    )}
                  </td>
                  <td>{format.dateTime(member.since)}</td>
                  <td className="manage-team__actions">
                    {isOwner && !ownerIds.has(member.userId) && (
                      <Button
                        variant="secondary"
                        loading={busy === `grant:${member.userId}`}
                        onClick={() =>
                          void run(
                            `grant:${member.userId}`,
                            () => grantOwner({ userId: member.userId }).unwrap(),
                            t('owners.granted', { name: member.name }),
                          )
                        }
                      >
                        {t('owners.grantFor', { name: member.name })}
                      </Button>
                    )}
                    {(isOwner || member.role === 'staff') && (
                      <Button variant="danger" onClick={() => setConfirm({ kind: 'remove', member })}>
                        {t('team.removeFor', { name: member.name })}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card stack" aria-labelledby="invite-heading">
        <h2 id="invite-heading">{t('invite.title', { place: placeName })}</h2>
        <InviteForm
          roles={isOwner ? ['staff', 'manager'] : ['staff']}
          defaultLanguageLabel={t('invite.placeLanguage')}
          onInvite={invitePlace}
        />
        <h3>{t('invitations.title')}</h3>
        <InvitationList
          invitations={team.data?.data.invitations ?? []}
          busyId={busy}
          onResend={(invitation) => void resend(invitation)}
          onRevoke={(invitation) => setConfirm({ kind: 'revokeInvitation', invitation })}
        />
      </section>

      {isOwner && (
        <section className="card stack" aria-labelledby="owners-heading">
          <h2 id="owners-heading">{t('owners.title')}</h2>
          <p>{t('owners.intro')}</p>
          {owners.isLoading ? (
            <LoadingState />
          ) : (
            <ul className="manage-team__owners">
              {(owners.data?.data.owners ?? []).map((person) => (
                <li key={person.userId}>
                  <span>
                    <strong>{person.name}</strong> · {person.email}
                  </span>
                  <Button variant="danger" onClick={() => setConfirm({ kind: 'revokeOwner', person })}>
                    {t('owners.revokeFor', { name: person.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('owners.inviteTitle')}</h3>
          <InviteForm roles={['owner']} defaultLanguageLabel={t('invite.english')} onInvite={inviteAnOwner} />
          <h3>{t('invitations.title')}</h3>
          <InvitationList
            invitations={owners.data?.data.invitations ?? []}
            busyId={busy}
            onResend={(invitation) => void resend(invitation)}
            onRevoke={(invitation) => setConfirm({ kind: 'revokeInvitation', invitation })}
          />
        </section>
      )}

      <Dialog
        open={confirm !== null}
        title={
          confirm?.kind === 'remove'
            ? t('team.confirmRemoveTitle', { name: confirm.member.name })
            : confirm?.kind === 'revokeOwner'
              ? t('owners.confirmRevokeTitle', { name: confirm.person.name })
              : t('invitations.confirmRevokeTitle', {
                  email: confirm?.kind === 'revokeInvitation' ? confirm.invitation.email : '',
                })
        }
        confirmLabel={
          confirm?.kind === 'remove'
            ? t('team.remove')
            : confirm?.kind === 'revokeOwner'
              ? t('owners.revoke')
              : t('invitations.revoke')
        }
        cancelLabel={t('cancel')}
        destructive
        confirmLoading={busy !== null}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.kind === 'remove' && (
          <p>{t('team.confirmRemove', { name: confirm.member.name, place: placeName })}</p>
        )}
        {confirm?.kind === 'revokeOwner' && <p>{t('owners.confirmRevoke', { name: confirm.person.name })}</p>}
        {confirm?.kind === 'revokeInvitation' && <p>{t('invitations.confirmRevoke')}</p>}
      </Dialog>
    </div>
  );
}
