import { useTranslation } from 'react-i18next';
import { Layout } from '../../components/Layout';

const SECTIONS = [
  { title: 'collectedTitle', paragraphs: ['collectedAccount', 'collectedOrders', 'collectedTechnical'] },
  { title: 'consentsTitle', paragraphs: ['consentsText'] },
  { title: 'useTitle', paragraphs: ['useText'] },
  { title: 'retentionTitle', paragraphs: ['retentionText'] },
  { title: 'erasureTitle', paragraphs: ['erasureText'] },
  { title: 'contactTitle', paragraphs: ['contactText'] },
] as const;

export default function PrivacyPolicyScreen() {
  const { t } = useTranslation('account');
  return (
    <Layout title={t('privacy.title')} showBack>
      <article className="card prose">
        <p className="muted">{t('privacy.updated')}</p>
        <p>{t('privacy.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2>{t(`privacy.${section.title}`)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(`privacy.${paragraph}`)}</p>
            ))}
          </section>
        ))}
      </article>
    </Layout>
  );
}
