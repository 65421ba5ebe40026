import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  apiErrorCode,
  type CounterCustomer,
  type QrRefusalReason,
  useAwardPointsMutation,
  useLookupCustomerMutation,
  useRedeemPointsMutation,
} from '../../api';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { QrCameraView } from '../../components/QrCameraView';
import { TextField } from '../../components/TextField';
import { useQrCamera } from '../../hooks/use-qr-camera';

/** `details` of an error envelope, if any. */
function errorDetails(error: unknown): { reason?: QrRefusalReason; balance?: number } {
  const data = (error as { data?: { error?: { details?: { reason?: QrRefusalReason; balance?: number } } } })
    ?.data;
  return data?.error?.details ?? {};
}

/**
 * The counter: scan (or paste) the customer's personal QR code, see their first name and balance, and
 * award or redeem points. The scan opens a counter session for this staff member and place; the form
 * acts on it until the next customer.
 */
export function StaffCounter() {
  const { providerId = '' } = useParams();
  const [customer, setCustomer] = useState<CounterCustomer>();
  const [notice, setNotice] = useState<string>();
  return customer ? (
    <CounterCustomerPanel
      providerId={providerId}
      customer={customer}
      onBalance={(balance) => setCustomer({ ...customer, balance })}
      onDone={(message) => {
        setCustomer(undefined);
        setNotice(message);
      }}
    />
  ) : (
    <div className="stack">
      {notice && <Alert tone="info">{notice}</Alert>}
      <CounterScanner
        providerId={providerId}
        onFound={(found) => {
          setNotice(undefined);
          setCustomer(found);
        }}
      />
    </div>
  );
}

function CounterScanner({
  providerId,
  onFound,
}: {
  providerId: string;
  onFound: (customer: CounterCustomer) => void;
}) {
  const { t } = useTranslation('staff');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [lookup, { isLoading }] = useLookupCustomerMutation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const tried = useRef(new Set<string>());

  const check = useCallback(
    async (token: string) => {
      setError(undefined);
      try {
        const answer = await lookup({ providerId, body: { token } }).unwrap();
        onFound(answer.data);
      } catch (failure) {
        const reason = errorDetails(failure).reason;
        setError(
          apiErrorCode(failure) === 'COUNTER_TOKEN_REFUSED' && reason
            ? t(`counter.refused.${reason}`)
            : t('counter.lookupFailed'),
        );
      }
    },
    [lookup, providerId, onFound, t],
  );
  const onDecode = useCallback(
    (text: string) => {
      // The camera reads the same code several times a second: check each code once.
      if (tried.current.has(text)) return;
      tried.current.add(text);
      void check(text);
    },
    [check],
  );
  const status = useQrCamera(videoRef, onDecode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void check(typed.trim());
  };

  return (
    <section className="staff-counter stack" aria-labelledby="staff-counter-title">
      <h2 id="staff-counter-title">{t('counter.title')}</h2>
      <QrCameraView
        status={status}
        videoRef={videoRef}
        texts={{
          intro: t('counter.intro'),
          videoLabel: t('counter.videoLabel'),
          starting: t('counter.starting'),
          problems: {
            noCamera: t('counter.noCamera'),
            permissionDenied: t('counter.permissionDenied'),
            cameraError: t('counter.cameraError'),
          },
        }}
      />
      {isLoading && <p role="status">{t('counter.looking')}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('counter.typedLabel')}
          name="counterToken"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" loading={isLoading}>
          {t('counter.lookUp')}
        </Button>
      </form>
    </section>
  );
}

function CounterCustomerPanel({
  providerId,
  customer,
  onBalance,
  onDone,
}: {
  providerId: string;
  customer: CounterCustomer;
  onBalance: (balance: number) => void;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [award, awarding] = useAwardPointsMutation();
  const [redeem, redeeming] = useRedeemPointsMutation();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ points?: string; reason?: string }>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  // One id per attempt, kept until it succeeds, so a retry after a lost answer moves points once.
  const requestId = useRef(crypto.randomUUID());

  const run = async (kind: 'award' | 'redeem') => {
    const amount = Number(points);
    const problems = {
      points:
        Number.isInteger(amount) && amount > 0 && amount <= 100_000 ? undefined : t('counter.pointsInvalid'),
      reason: reason.trim() ? undefined : t('counter.reasonRequired'),
    };
    setErrors(problems);
    setResult(undefined);
    if (problems.points || problems.reason) return;
    const body = {
      counterSession: customer.counterSession,
      requestId: requestId.current,
      points: amount,
      reason: reason.trim(),
    };
    try {
      const answer = await (kind === 'award'
        ? award({ providerId, counterPointsRequest: body })
        : redeem({ providerId, counterPointsRequest: body })
      ).unwrap();
      requestId.current = crypto.randomUUID();
      onBalance(answer.data.balance);
      setPoints('');
      setReason('');
      setResult({
        tone: 'success',
        text: t(kind === 'award' ? 'counter.awarded' : 'counter.redeemed', {
          points: amount,
          balance: answer.data.balance,
        }),
      });
    } catch (failure) {
      const code = apiErrorCode(failure);
      if (code === 'COUNTER_TOKEN_REFUSED') {
        onDone(t('counter.sessionExpired'));
        return;
      }
      if (code === 'INSUFFICIENT_POINTS') {
        const balance = errorDetails(failure).balance ?? customer.balance;
        onBalance(balance);
        setResult({ tone: 'error', text: t('counter.insufficient', { balance }) });
        return;
      }
      setResult({ tone: 'error', text: t('counter.failed') });
    }
  };

  return (
    <section className="staff-counter stack" aria-labelledby="staff-customer-name">
      <div className="staff-customer">
        <h2 id="staff-customer-name">{customer.firstName}</h2>
        <p>
          {t('counter.balance')}: <strong data-testid="staff-customer-balance">{customer.balance}</strong>
        </p>
      </div>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('award');
        }}
      >
        <TextField
          label={t('counter.points')}
          name="points"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={points}
          error={errors.points}
          onChange={(event) => setPoints(event.target.value)}
        />
        <TextField
          label={t('counter.reason')}
          name="reason"
          maxLength={200}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="staff-order__actions">
          <Button type="submit" loading={awarding.isLoading}>
            {t('counter.award')}
          </Button>
          <Button variant="secondary" loading={redeeming.isLoading} onClick={() => void run('redeem')}>
            {t('counter.redeem')}
          </Button>
        </div>
      </form>
      <Button variant="link" onClick={() => onDone()}>
        {t('counter.next')}
      </Button>
    </section>
  );
}
