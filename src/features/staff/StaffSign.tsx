import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlaceSign } from '../../components/PlaceSign';

/** The place's printable QR sign (/staff/:providerId/sign), in the staff console's words. */
export function StaffSign() {
  const { t } = useTranslation('staff');
  const { providerId = '' } = useParams();
  return (
    <PlaceSign
      providerId={providerId}
      texts={{
        intro: t('sign.intro'),
        loading: t('sign.loading'),
        error: t('sign.error'),
        hint: (name) => t('sign.hint', { name }),
        imageLabel: (name) => t('sign.imageLabel', { name }),
        code: (code) => t('sign.code', { code }),
        print: t('sign.print'),
      }}
    />
  );
}
