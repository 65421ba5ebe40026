import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { apiErrorCode, useConfirmEmailChangeMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../config/paths';
import { useServiceMessage } from '../../hooks/use-service-message';

type Outcome = { kind: 'confirming' | 'done' | 'invalid' | 'taken' } | { kind: 'outage'; message: string };

/**
 * /confirm-email/:token — the page the link mailed to a new address opens. Opening it applies the
 * change (signed in or not, on any device); a used or expired link says so.
 */
export default function ConfirmEmailScreen() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [confirmEmailChange] = useConfirmEmailChangeMutation();
  const serviceMessage = useServiceMessage();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });

  const confirm = useCallback(async () => {
    setOutcome({ kind: 'confirming' });
    try {
      await confirmEmailChange({ body: { token } }).unwrap();
      setOutcome({ kind: 'done' });
    } catch (error) {
      const outage = serviceMessage(error);
      if (outage) setOutcome({ kind: 'outage', message: outage });
      else setOutcome({ kind: apiErrorCode(error) === 'EMAIL_TAKEN' ? 'taken' : 'invalid' });
    }
  }, [confirmEmailChange, serviceMessage, token]);

  // Once per link: the link is single-use, so a second request (React's development double effects)
  // would report it as used.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    void confirm();
  }, [confirm, token]);

  return (
    <Layout title={t('confirmEmail.title')}>
      <div className="card stack">
        {outcome.kind === 'confirming' && <LoadingState label={t('confirmEmail.confirming')} />}
        {outcome.kind === 'done' && <Alert tone="success">{t('confirmEmail.done')}</Alert>}
        {outcome.kind === 'invalid' && <Alert tone="error">{t('confirmEmail.invalid')}</Alert>}
        {outcome.kind === 'taken' && <Alert tone="error">{t('confirmEmail.taken')}</Alert>}
        {outcome.kind === 'outage' && (
          <>
            <Alert tone="error">{outcome.message}</Alert>
            <Button onClick={() => void confirm()}>{t('confirmEmail.retry')}</Button>
          </>
        )}
        {outcome.kind !== 'confirming' && outcome.kind !== 'outage' && (
          <Link to={paths.settings.getHref()}>{t('confirmEmail.toSettings')}</Link>
        )}
      </div>
    </Layout>
  );
}
