import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';

export function ErrorScreen({ error, onReload }: { error: Error; onReload?: () => void }) {
  const { t } = useTranslation('common');
  const [showDetails, setShowDetails] = useState(false);
  return (
    <main className="state" role="alert">
      <h1>{t('errorBoundary.title')}</h1>
      <p>{t('errorBoundary.text')}</p>
      <Button onClick={onReload ?? (() => window.location.reload())}>{t('errorBoundary.reload')}</Button>
      <Button variant="link" aria-expanded={showDetails} onClick={() => setShowDetails((shown) => !shown)}>
        {showDetails ? t('errorBoundary.hideError') : t('errorBoundary.showError')}
      </Button>
      {showDetails && <pre className="error-details">{error.message}</pre>}
    </main>
  );
}
