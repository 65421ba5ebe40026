import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, type UploadFailure, uploadPhoto } from './upload-image';

/** A product's photo: a file chosen, uploaded with its progress shown, then previewed. */
export function PhotoField({
  providerId,
  value,
  onChange,
}: {
  providerId: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('manage-menu');
  const id = useId();
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<UploadFailure>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    try {
      onChange(await uploadPhoto(providerId, file, setProgress));
    } catch (reason) {
      setFailure(reason as UploadFailure);
    } finally {
      setProgress(undefined);
      event.target.value = '';
    }
  };

  return (
    <div className={`field menu-photo ${failure ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('photo.label')}
      </label>
      {value && <img className="menu-photo__preview" src={value} alt={t('photo.preview')} width={160} />}
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={choose}
        disabled={progress !== undefined}
        aria-invalid={failure ? true : undefined}
        aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ''}`}
      />
      <div id={`${id}-hint`} className="field__hint">
        {t('photo.hint')}
      </div>
      {progress !== undefined && (
        <progress max={1} value={progress} aria-label={t('photo.uploading')}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      {failure && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {t(`photo.${failure}`)}
        </div>
      )}
    </div>
  );
}
