import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../api/manage';
import { Button } from '../../../components/Button';
import { useFormatDate } from '../../../lib/format-date';

/** Pending invitations, newest first, each with its resend and revoke buttons (named by the e-mail). */
export function InvitationList({
  invitations,
  busyId,
  onResend,
  onRevoke,
}: {
  invitations: Invitation[];
  busyId: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation('manage-team');
  const format = useFormatDate();
  if (invitations.length === 0) return <p>{t('invitations.none')}</p>;
  return (
    <ul className="manage-team__invitations">
      {invitations.map((invitation) => (
        <li key={invitation.invitationId}>
          <span>
            <strong>{invitation.email}</strong> · {t(`roles.${invitation.role}`)} ·{' '}
            {t('invitations.expires', { date: format.dateTime(invitation.expiresAt) })}
          </span>
          <span className="manage-team__actions">
            <Button
              variant="secondary"
              loading={busyId === `resend:${invitation.invitationId}`}
              onClick={() => onResend(invitation)}
              aria-label={t('invitations.resendFor', { email: invitation.email })}
            >
              {t('invitations.resend')}
            </Button>
            <Button
              variant="danger"
              loading={busyId === `revoke:${invitation.invitationId}`}
              onClick={() => onRevoke(invitation)}
              aria-label={t('invitations.revokeFor', { email: invitation.email })}
            >
              {t('invitations.revoke')}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
