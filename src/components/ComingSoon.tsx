import { useTranslation } from 'react-i18next';
import { Layout } from './Layout';

/** A screen of a later issue: says so instead of pretending. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Layout title={title} showBack>
      <div className="state">
        <p>{t('comingSoon')}</p>
      </div>
    </Layout>
  );
}
