import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  type ActiveOrderStatus,
  api,
  apiErrorCode,
  isActiveOrderStatus,
  orderStatusNextStep,
  type QrRefusalReason,
} from '../../api';
import {
  type CounterCustomer,
  type CounterOpenOrder,
  useAwardPointsMutation,
  useLookupCustomerMutation,
  useMoveStaffOrderMutation,
  useRedeemPointsMutation,
} from '../../api/staff';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { QrCameraView } from '../../components/QrCameraView';
import { TextField } from '../../components/TextField';
import { useQrCamera } from '../../hooks/use-qr-camera';
import { useAppDispatch } from '../../stores/hooks';

/** The most points one award or redeem moves (CounterPointsRequest.points' maximum in the contract). */
const COUNTER_POINTS_MAX = 100_000;

interface ErrorDetails {
  reason?: QrRefusalReason;
  balance?: number;
  retryAfterSeconds?: number;
}

/** `details` of an error envelope, if any. */
function errorDetails(error: unknown): ErrorDetails {
  const data = (error as { data?: { error?: { details?: ErrorDetails } } })?.data;
  return data?.error?.details ?? {};
}

/**
 * What the cashier typed, as lookupCustomer takes it: a pasted QR token (a JWT, with its dots), or the
 * short code under the QR code (the server ignores case, dashes and spaces).
 */
export function typedLookup(typed: string): { token: string } | { code: string } {
  const text = typed.trim();
  return text.includes('.') ? { token: text } : { code: text };
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
      onOrders={(openOrders) => setCustomer({ ...customer, openOrders })}
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
    async (body: { token: string } | { code: string }) => {
      setError(undefined);
      try {
        const answer = await lookup({ providerId, body }).unwrap();
        onFound(answer.data);
      } catch (failure) {
        const { reason, retryAfterSeconds } = errorDetails(failure);
        const code = apiErrorCode(failure);
        setError(
          code === 'COUNTER_TOKEN_REFUSED' && reason
            ? t(`counter.refused.${reason}`)
            : code === 'RATE_LIMITED'
              ? t('counter.tooManyCodes', { minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) })
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
      void check({ token: text });
    },
    [check],
  );
  const status = useQrCamera(videoRef, onDecode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void check(typedLookup(typed));
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
          name="counterCode"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
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
  onOrders,
  onDone,
}: {
  providerId: string;
  customer: CounterCustomer;
  onBalance: (balance: number) => void;
  onOrders: (orders: CounterOpenOrder[]) => void;
  onDone: (message?: string) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const max = new Intl.NumberFormat(i18n.language).format(COUNTER_POINTS_MAX);
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
        Number.isInteger(amount) && amount > 0 && amount <= COUNTER_POINTS_MAX
          ? undefined
          : t('counter.pointsInvalid', { max }),
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
      <CounterOpenOrders providerId={providerId} orders={customer.openOrders} onOrders={onOrders} />
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
          max={COUNTER_POINTS_MAX}
          step={1}
          value={points}
          hint={t('counter.pointsHint', { max })}
          error={errors.points}
          onChange={(event) => setPoints(event.target.value)}
        />
        <TextField
          label={t('counter.reason')}
          name="reason"
          maxLength={200}
          value={reason}
          hint={t('counter.reasonHint')}
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

/**
 * The customer's orders under way at this place (from the lookup), each with its next step: a ready
 * order is handed over from here, without looking for it in the queue.
 */
function CounterOpenOrders({
  providerId,
  orders,
  onOrders,
}: {
  providerId: string;
  orders: CounterOpenOrder[];
  onOrders: (orders: CounterOpenOrder[]) => void;
}) {
  const { t } = useTranslation('staff');
  const dispatch = useAppDispatch();
  const [move, { isLoading }] = useMoveStaffOrderMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  const advance = async (order: CounterOpenOrder, status: ActiveOrderStatus) => {
    const to = orderStatusNextStep[status];
    setNotice(undefined);
    try {
      const moved = await move({ providerId, orderId: order.orderId, body: { status: to } }).unwrap();
      const now = moved.data.status;
      onOrders(
        isActiveOrderStatus(now)
          ? orders.map((candidate) =>
              candidate.orderId === order.orderId ? { ...candidate, status: now } : candidate,
            )
          : orders.filter((candidate) => candidate.orderId !== order.orderId),
      );
      setNotice({
        tone: 'success',
        text: t('counter.orderMoved', { number: order.number, status: t(`orders.move.${to}`) }),
      });
    } catch {
      setNotice({ tone: 'error', text: t('counter.orderMoveFailed') });
    }
    // The queue shows the change too.
    dispatch(api.util.invalidateTags(['StaffOrders']));
  };

  return (
    <section className="staff-counter__orders stack" aria-labelledby="staff-counter-orders">
      <h3 id="staff-counter-orders">{t('counter.openOrders')}</h3>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {orders.length === 0 ? (
        <p className="muted">{t('counter.noOpenOrders')}</p>
      ) : (
        <ul className="staff-counter__order-list">
          {orders.map((order) => {
            const status = order.status;
            if (!isActiveOrderStatus(status)) return null;
            return (
              <li key={order.orderId} className="staff-counter__order">
                <span>
                  <strong>{t('orders.number', { number: order.number })}</strong> ·{' '}
                  {t(`orders.group.${status}`)}
                </span>
                <span className="muted">{order.items}</span>
                <Button
                  variant={status === 'ready' ? 'primary' : 'secondary'}
                  loading={isLoading}
                  onClick={() => void advance(order, status)}
                >
                  {t(`orders.move.${orderStatusNextStep[status]}`)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
