import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useFormatMoney } from '../../../lib/format-money';

/**
 * Someone else saved the entity first (409 VERSION_CONFLICT): what they saved beside what this form
 * holds, and the two ways on: take their version, or save this one over it knowingly.
 */
export function ConflictNotice({
  kind,
  current,
  mine,
  currency,
  onReload,
  onOverwrite,
}: {
  kind: 'product' | 'category' | 'extraGroup';
  current: { name: string; price?: number };
  mine: { name: string; price?: string };
  currency: string;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation('manage-menu');
  const money = useFormatMoney();
  return (
    <Alert tone="error">
      <p>{t(`conflict.${kind}`)}</p>
      <dl className="menu-conflict">
        <dt>{t('conflict.theirs')}</dt>
        <dd>
          {current.name}
          {current.price !== undefined && ` · ${money(current.price, currency)}`}
        </dd>
        <dt>{t('conflict.mine')}</dt>
        <dd>
          {mine.name}
          {mine.price !== undefined && ` · ${mine.price}`}
        </dd>
      </dl>
      <div className="menu-form__actions">
        <Button variant="secondary" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
        <Button variant="danger" onClick={onOverwrite}>
          {t('conflict.overwrite')}
        </Button>
      </div>
    </Alert>
  );
}
