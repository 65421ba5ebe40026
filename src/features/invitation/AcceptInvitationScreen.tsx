import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  apiErrorCode,
  apiErrorStatus,
  type InvitationSummary,
  useAcceptInvitationMutation,
  useReadInvitationQuery,
} from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useServiceMessage } from '../../hooks/use-service-message';
import { useAppDispatch } from '../../stores/hooks';
import { logout } from '../../stores/session';

/** Where someone goes once the role is theirs: the back office, or the counter console of the place. */
function destinationOf(result: { role: InvitationSummary['role']; providerId: string | null }): string {
  if (result.role === 'staff' && result.providerId) return paths.staffOrders.getHref(result.providerId);
  return paths.manage.getHref();
}

const sameEmail = (a: string | null | undefined, b: string) =>
  a?.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /invite/:token (public) and /invite/:token/accept (signed in): the page an invitation mail opens. It
 * says who invites whom to what; signed out, it sends the invitee to sign in or register (and back
 * here, to /accept); signed in with the invited e-mail, one button accepts; signed in as someone else,
 * it says so and offers to sign out.
 */
export default function AcceptInvitationScreen() {
  const { t } = useTranslation('manage-team');
  const { token = '' } = useParams();
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const serviceMessage = useServiceMessage();
  const invitation = useReadInvitationQuery({ body: { token } }, { refetchOnMountOrArgChange: true });
  const [accept, accepting] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function onAccept() {
    setFailure(null);
    try {
      const result = await accept({ body: { token } }).unwrap();
      navigate(destinationOf(result.data), { replace: true });
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'INVITATION_USED') setFailure(t('accept.status.accepted'));
      else if (code === 'INVITATION_REVOKED') setFailure(t('accept.status.revoked'));
      else if (code === 'INVITATION_EXPIRED') setFailure(t('accept.status.expired'));
      else if (code === 'INVITATION_WRONG_ACCOUNT')
        setFailure(t('accept.wrongAccount', { email: data?.email }));
      else setFailure(serviceMessage(error) ?? t('accept.failed'));
    }
  }

  const data = invitation.data?.data;
  let content: ReactNode;
  if (invitation.isLoading) {
    content = <LoadingState label={t('accept.checking')} />;
  } else if (!data) {
    const unknown = invitation.isError && apiErrorStatus(invitation.error) === 404;
    content = (
      <Alert tone="error">
        {unknown ? t('accept.unknown') : (serviceMessage(invitation.error) ?? t('accept.failed'))}
      </Alert>
    );
  } else {
    const what =
      data.role === 'owner'
        ? t('accept.what.owner')
        : t(`accept.what.${data.role}`, { place: data.providerName ?? '' });
    content = (
      <>
        <p>
          {data.invitedByName
            ? t('accept.summary', { inviter: data.invitedByName, what })
            : t('accept.summaryNoInviter', { what })}
        </p>
        <p>{t('accept.forEmail', { email: data.email })}</p>
        {data.status !== 'pending' ? (
          <Alert tone="error">{t(`accept.status.${data.status}`)}</Alert>
        ) : !user ? (
          <>
            <p>{t('accept.signInFirst')}</p>
            <Link className="btn btn--primary btn--full" to={paths.invitationAccept.getHref(token)}>
              {t('accept.signInOrRegister')}
            </Link>
          </>
        ) : !sameEmail(user.email, data.email) ? (
          <>
            <Alert tone="error">
              {t('accept.otherAccount', { current: user.email ?? '', email: data.email })}
            </Alert>
            <Button variant="secondary" fullWidth onClick={() => void logout(dispatch)}>
              {t('accept.signOut')}
            </Button>
          </>
        ) : (
          <>
            {failure && <Alert tone="error">{failure}</Alert>}
            <Button fullWidth loading={accepting.isLoading} onClick={() => void onAccept()}>
              {t('accept.accept')}
            </Button>
          </>
        )}
      </>
    );
  }

  return (
    <Layout title={t('accept.title')}>
      <div className="card stack">{content}</div>
    </Layout>
  );
}
