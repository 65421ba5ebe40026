import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';

const SECTIONS = [
  { title: 'accountTitle', text: 'accountText' },
  { title: 'ordersTitle', text: 'ordersText' },
  { title: 'pointsTitle', text: 'pointsText' },
  { title: 'conductTitle', text: 'conductText' },
  { title: 'changesTitle', text: 'changesText' },
] as const;

/** The terms of use the sign-up form asks to accept: public, readable before an account exists. */
export default function TermsScreen() {
  const { t } = useTranslation('account');
  return (
    <Layout title={t('terms.title')} showBack>
      <article className="card prose">
        <p className="muted">{t('terms.updated')}</p>
        <p>{t('terms.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{t(`terms.${section.title}`)}</h2>
            <p>{t(`terms.${section.text}`)}</p>
          </section>
        ))}
        <p>
          <Link to={paths.privacyPolicy.getHref()}>{t('privacy.title')}</Link>
        </p>
      </article>
    </Layout>
  );
}
