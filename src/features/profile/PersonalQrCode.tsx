import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberQrToken, useGetMyQrTokenQuery } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { useCurrentUser } from '../../hooks/use-current-user';
import { QrCodeImage } from './QrCodeImage';
import { useQrCode } from './qr-code-drawing';

/** The short code as the counter reads it: XXXX-XXXX (the counter ignores the dash). */
export function formatShortCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Never ask again sooner than this, even when the device's clock runs ahead of the server's. */
const MIN_RENEW_DELAY_MS = 10_000;

/**
 * The personal code staff scan at the counter: a short-lived signed token (never the user id),
 * renewed at its `renewAt` while the screen is open, and at once when the customer comes back to
 * an app whose code has expired meanwhile. Under it, the short code a cashier can type instead (it
 * renews with the QR code).
 */
export function PersonalQrCode({ name }: { name: string }) {
  const { t } = useTranslation('orders');
  const { data, isError, isFetching, refetch } = useGetMyQrTokenQuery();
  const token = data?.data;
  const userId = useCurrentUser()?.userId;
  // Drawn off the main thread; the last code stays while a renewed one is drawn, as while it is fetched.
  const qr = useQrCode(token?.token);

  // Shown again if the app opens offline while it is still valid (SessionPending).
  useEffect(() => {
    if (token && userId) rememberQrToken(userId, token);
  }, [token, userId]);

  useEffect(() => {
    if (!token) return;
    const delay = Math.max(MIN_RENEW_DELAY_MS, Date.parse(token.renewAt) - Date.now());
    const timer = setTimeout(() => void refetch(), delay);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= Date.parse(token.renewAt)) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, refetch]);

  return (
    <section className="card profile-qr" aria-labelledby="profile-qr-heading">
      <h2 id="profile-qr-heading">{t('qr.heading')}</h2>
      <p className="profile-qr__name">{name}</p>
      {isError && !token ? (
        <ErrorState message={t('qr.error')} onRetry={() => void refetch()} />
      ) : !token || !qr ? (
        <LoadingState label={t('qr.loading')} />
      ) : (
        <div className="profile-qr__code" aria-busy={isFetching || !qr.current || undefined}>
          <QrCodeImage paths={qr.paths} size={220} label={t('qr.label', { name })} />
        </div>
      )}
      {token && (
        <p className="profile-qr__short">
          {t('qr.codeIntro')}{' '}
          <strong className="profile-qr__short-code" data-testid="counter-code">
            {formatShortCode(token.code)}
          </strong>
        </p>
      )}
      <p>{t('qr.hint')}</p>
      <p className="muted">{t('qr.brightness')}</p>
    </section>
  );
}
