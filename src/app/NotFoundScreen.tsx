import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { paths } from '../config/paths';

export default function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Layout title={t('notFound.title')}>
      <div className="state">
        <p>{t('notFound.text')}</p>
        <Link to={paths.home.getHref()}>{t('notFound.goHome')}</Link>
      </div>
    </Layout>
  );
}
