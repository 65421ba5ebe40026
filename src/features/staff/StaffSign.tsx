import { useTranslation } from 'react-i18next';
import QRCode from 'react-qr-code';
import { useParams } from 'react-router-dom';
import { useGetProviderQuery } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { menuLinkUrl } from '../../lib/menu-link';

/**
 * The place's printable QR sign (/staff/:providerId/sign): the code customers scan to open the menu,
 * the place's name, and its short code (when it has one) for typing on /scan-qr when a camera cannot be
 * used. The print stylesheet (staff.css) prints the sign alone.
 */
export function StaffSign() {
  const { t } = useTranslation('staff');
  const { providerId = '' } = useParams();
  const { data, isLoading, isError } = useGetProviderQuery({ providerId });
  if (isLoading) return <p role="status">{t('sign.loading')}</p>;
  const place = data?.data;
  if (isError || !place) return <Alert tone="error">{t('sign.error')}</Alert>;

  return (
    <section className="staff-sign stack" aria-labelledby="staff-sign-title">
      <p className="muted staff-sign__intro">{t('sign.intro')}</p>
      <div className="staff-sign__sheet">
        <h2 id="staff-sign-title">{place.name}</h2>
        <div className="staff-sign__code">
          <QRCode
            value={menuLinkUrl(window.location.origin, place.providerId)}
            size={240}
            role="img"
            aria-label={t('sign.imageLabel', { name: place.name })}
          />
        </div>
        <p>{t('sign.hint', { name: place.name })}</p>
        {place.code && <p className="staff-sign__short-code">{t('sign.code', { code: place.code })}</p>}
      </div>
      <Button onClick={() => window.print()}>{t('sign.print')}</Button>
    </section>
  );
}
