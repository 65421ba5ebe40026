import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PHOTO_TYPES, type UploadFailure, uploadPhoto } from '../menu/upload-image';

/**
 * A place's logo: its preview, a file picker that uploads the chosen image (uploadImage: its type and
 * size are checked here first, and by the server again, which re-encodes it) with its progress, and a
 * button that removes it. What it changes is the form's value: saving the form keeps it. A place not yet
 * created has no id to upload to, so the field says the logo comes after creating it.
 */
export function LogoField({
  providerId,
  value,
  onChange,
  error,
}: {
  /** Undefined while the place is being created. */
  providerId: string | undefined;
  value: string;
  onChange(url: string): void;
  /** The form's (or the server's) word on the logo, already translated. */
  error?: string | undefined;
}) {
  const { t } = useTranslation('manage-places');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<UploadFailure>();
  const [status, setStatus] = useState('');

  if (!providerId) {
    return (
      <div className="field logo-field">
        <p className="field__label">{t('logo.label')}</p>
        <p className="field__hint">{t('logo.afterCreate')}</p>
      </div>
    );
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFailure(undefined);
    setStatus(t('logo.uploading'));
    setProgress(0);
    try {
      onChange(await uploadPhoto(providerId, file, setProgress));
      setStatus(t('logo.uploaded'));
    } catch (reason) {
      setFailure(reason as UploadFailure);
      setStatus('');
    } finally {
      setProgress(undefined);
      event.target.value = '';
    }
  };

  const remove = () => {
    onChange('');
    setFailure(undefined);
    setStatus(t('logo.removed'));
    input.current?.focus();
  };

  const message = failure ? t(`logo.${failure}`) : error;
  const uploading = progress !== undefined;
  return (
    <div className={`field logo-field ${message ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('logo.label')}
      </label>
      <div className="logo-field__current">
        {value ? (
          <img className="logo-field__preview" src={value} alt={t('logo.preview')} width={96} height={96} />
        ) : (
          <p className="muted">{t('logo.none')}</p>
        )}
        {value && (
          <Button type="button" variant="secondary" onClick={remove} disabled={uploading}>
            {t('logo.remove')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        id={id}
        className="logo-field__input"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={choose}
        disabled={uploading}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('logo.hint')}
      </p>
      {uploading && (
        <progress max={1} value={progress} aria-label={t('logo.uploading')}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {message && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
