import { useTranslation } from 'react-i18next';

/** The back office's reports (placeholder of the foundation: its own helper replaces this file). */
export default function ReportsSection() {
  const { t } = useTranslation('manage');
  return <p>{t('comingSoon')}</p>;
}
