import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { providerIdFromCode } from './provider-code';

export interface ProviderCodeFormProps {
  onProviderFound: (providerId: string) => void;
}

/** The typed fallback of the scanner: a provider id, or the URL its QR code carries. */
export function ProviderCodeForm({ onProviderFound }: ProviderCodeFormProps) {
  const { t } = useTranslation('catalog');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('scan.codeRequired'));
      return;
    }
    const providerId = providerIdFromCode(code);
    if (providerId) onProviderFound(providerId);
    else setError(t('scan.codeInvalid'));
  };

  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h2>{t('scan.manualTitle')}</h2>
      <TextField
        label={t('scan.codeLabel')}
        name="providerCode"
        value={code}
        hint={t('scan.codeHint')}
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" fullWidth>
        {t('scan.open')}
      </Button>
    </form>
  );
}
