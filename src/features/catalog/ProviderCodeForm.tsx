import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-error';
import { isShortProviderCode, providerIdFromCode } from './provider-code';

export interface ProviderCodeFormProps {
  onProviderFound: (providerId: string) => void;
}

/** The typed fallback of the scanner: a place's short code (OLIV-42), its id, or the URL its QR code carries. */
export function ProviderCodeForm({ onProviderFound }: ProviderCodeFormProps) {
  const { t } = useTranslation('catalog');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstInvalid(refusals);
  const [findByCode, { isFetching }] = api.endpoints.listProviders.useLazyQuery();
  const refuse = (message: string) => {
    setError(message);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      refuse(t('scan.codeRequired'));
      return;
    }
    const providerId = providerIdFromCode(code);
    if (providerId) {
      onProviderFound(providerId);
      return;
    }
    // A short code (OLIV-42) is looked up on the server.
    const found = isShortProviderCode(code)
      ? (await findByCode({ code: code.trim() })).data?.data.providers[0]
      : undefined;
    if (found) onProviderFound(found.providerId);
    else refuse(t('scan.codeInvalid'));
  };

  return (
    <form className="form card" ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
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
      <Button type="submit" fullWidth disabled={isFetching}>
        {t('scan.open')}
      </Button>
    </form>
  );
}
