import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

// Placeholder until the checkout issue.
export default function CheckoutScreen() {
  const { t } = useTranslation('account');
  return <ComingSoon title={t('checkout.title')} />;
}
