import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { routes } from './routes';

export default function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Layout title={t('notFound.title')}>
      <div className="state">
        <p>{t('notFound.text')}</p>
        <Link to={routes.home()}>{t('notFound.goHome')}</Link>
      </div>
    </Layout>
  );
}
