import { useTranslation } from 'react-i18next';

/** The back office's team (placeholder of the foundation: its own helper replaces this file). */
export default function TeamSection() {
  const { t } = useTranslation('manage');
  return <p>{t('comingSoon')}</p>;
}
