import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <Spinner decorative />
      <p>{text}</p>
    </div>
  );
}

/** Shown while a lazy screen or language loads; needs no translation to render. */
export function PageLoading() {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <Spinner decorative />
      <span className="visually-hidden">…</span>
    </div>
  );
}
