import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consentKindValues, useGetUserConsentsQuery, useSaveUserConsentsMutation } from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { ErrorState } from '../../components/ErrorState';
import { Layout } from '../../components/Layout';
import { LoadingState } from '../../components/LoadingState';
import { useServiceMessage } from '../../hooks/use-service-message';
import { REQUIRED_CONSENTS } from '../../lib/consents';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-error';
import { selectCurrentUser } from '../../stores/auth-slice';
import { useAppSelector } from '../../stores/hooks';

type ConsentChoices = Record<(typeof consentKindValues)[number], boolean>;

export default function ConsentManagementScreen() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectCurrentUser);
  const userId = user?.userId ?? '';
  const query = useGetUserConsentsQuery({ userId }, { skip: !user });
  const [saveConsents, saveState] = useSaveUserConsentsMutation();
  const serviceMessage = useServiceMessage();
  const [choices, setChoices] = useState<ConsentChoices | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstInvalid(refusals);

  const loaded = query.data?.data.consents;
  useEffect(() => {
    if (loaded && !choices) {
      setChoices(
        Object.fromEntries(consentKindValues.map((kind) => [kind, loaded[kind].granted])) as ConsentChoices,
      );
    }
  }, [loaded, choices]);

  const save = async () => {
    if (!choices) return;
    setAttempted(true);
    setMessage(null);
    if (REQUIRED_CONSENTS.some((kind) => !choices[kind])) {
      setMessage({ tone: 'error', text: t('consents.requiredMissing') });
      setRefusals((count) => count + 1);
      return;
    }
    try {
      await saveConsents({ userId, body: choices }).unwrap();
      // Saved at the gate, the route guards now let the customer into the app.
      setMessage({ tone: 'success', text: t('consents.saved') });
    } catch (error) {
      setMessage({ tone: 'error', text: serviceMessage(error) ?? t('consents.saveFailed') });
    }
  };

  let content: React.ReactNode;
  if (query.isError) {
    content = <ErrorState message={t('consents.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (!choices) {
    content = <LoadingState />;
  } else {
    content = (
      <form
        className="card form"
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <p className="muted">{t('consents.intro')}</p>
        {consentKindValues.map((kind) => {
          const required = (REQUIRED_CONSENTS as readonly string[]).includes(kind);
          const missing = attempted && required && !choices[kind];
          return (
            <CheckboxField
              key={kind}
              name={kind}
              checked={choices[kind]}
              onChange={(event) => {
                setChoices({ ...choices, [kind]: event.target.checked });
                // An earlier message speaks of choices the customer is now changing.
                setMessage(null);
              }}
              label={`${t(`consents.${kind}`)} (${required ? t('consents.required') : t('consents.optional')})`}
              description={t(`consents.${kind}Description`)}
              error={
                missing
                  ? kind === 'dataProcessing'
                    ? t('validation.dataProcessingRequired', { ns: 'common' })
                    : t('consents.essentialRequired')
                  : undefined
              }
            />
          );
        })}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Button type="submit" fullWidth loading={saveState.isLoading}>
          {t('consents.save')}
        </Button>
      </form>
    );
  }

  return <Layout title={t('consents.title')}>{content}</Layout>;
}
