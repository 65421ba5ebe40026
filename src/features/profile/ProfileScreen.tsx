import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until the profile issue (personal QR code, order history, points).
export default function ProfileScreen() {
  const { t } = useTranslation('account');
  return <ComingSoon title={t('profile.title')} />;
}
