import { useTranslation } from 'react-i18next';

/** The back office's places (placeholder of the foundation: its own helper replaces this file). */
export default function PlacesSection() {
  const { t } = useTranslation('manage');
  return <p>{t('comingSoon')}</p>;
}
