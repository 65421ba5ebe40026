import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  manageApi,
  type Report,
  type ReportPeriod,
  useGetAllPlacesReportQuery,
  useGetPlaceReportQuery,
} from '../../../api/manage';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { formatMoney } from '../../../lib/format-money';
import { useAppDispatch } from '../../../stores/hooks';
import BarChart from './BarChart';
import { saveCsv } from './csv-download';
import { type RangeChoice, rangeErrors, rangeQuery } from './report-range';
import './reports.css';

const PERIODS: ReportPeriod[] = ['today', 'last7Days', 'last30Days', 'custom'];
type Scope = 'place' | 'all';

export interface ReportsViewProps {
  /** The place chosen in the back office's place switcher. */
  providerId: string;
  /** Owners may see all places at once. */
  canSeeAllPlaces: boolean;
}

/** Dates of the report (YYYY-MM-DD, a local day at the place) as the UI language writes them. */
function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    return {
      number: (value: number) => number.format(value),
      money: (minor: number, currency: string) => formatMoney(minor, currency, language),
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      shortDay: (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      percent: (share: number) => new Intl.NumberFormat(language, { style: 'percent' }).format(share),
    };
  }, [language]);
}

type Formats = ReturnType<typeof useFormats>;

/**
 * The back office's reports: a range picker (today, 7 days, 30 days or chosen dates), this place or
 * all places (owners), key figures, charts with their figures as tables, top products, cancellations
 * and CSV downloads.
 */
export function ReportsView({ providerId, canSeeAllPlaces }: ReportsViewProps) {
  const { t } = useTranslation('manage-reports');
  const formats = useFormats();
  const [scope, setScope] = useState<Scope>('place');
  const [draft, setDraft] = useState<RangeChoice>({ period: 'today', from: '', to: '' });
  const [applied, setApplied] = useState<RangeChoice>(draft);
  const [showErrors, setShowErrors] = useState(false);
  const ids = { from: useId(), to: useId(), fromError: useId(), toError: useId() };

  const query = rangeQuery(applied);
  const all = scope === 'all' && canSeeAllPlaces;
  const place = useGetPlaceReportQuery(
    { providerId, ...query },
    { skip: all, refetchOnMountOrArgChange: true },
  );
  const everywhere = useGetAllPlacesReportQuery(query, { skip: !all, refetchOnMountOrArgChange: true });
  const { data, isFetching, isError, refetch } = all ? everywhere : place;
  const report = data?.data;

  const errors = rangeErrors(draft);
  const choosePeriod = (period: ReportPeriod) => {
    const next = { ...draft, period };
    setDraft(next);
    setShowErrors(false);
    if (period !== 'custom') setApplied(next);
  };
  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      document.getElementById(errors.from ? ids.from : ids.to)?.focus();
      return;
    }
    setShowErrors(false);
    setApplied(draft);
  };

  return (
    <div className="reports">
      <form className="reports-controls" onSubmit={applyDates} noValidate>
        {canSeeAllPlaces && (
          <fieldset>
            <legend>{t('scope.legend')}</legend>
            {(['place', 'all'] as const).map((value) => (
              <label key={value} className="reports-choice">
                <input
                  type="radio"
                  name="reports-scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                />
                {t(`scope.${value}`)}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>{t('period.legend')}</legend>
          {PERIODS.map((period) => (
            <label key={period} className="reports-choice">
              <input
                type="radio"
                name="reports-period"
                value={period}
                checked={draft.period === period}
                onChange={() => choosePeriod(period)}
              />
              {t(`period.${period}`)}
            </label>
          ))}
        </fieldset>
        {draft.period === 'custom' && (
          <div className="reports-dates">
            {(['from', 'to'] as const).map((field) => {
              const error = showErrors ? errors[field] : undefined;
              const errorId = field === 'from' ? ids.fromError : ids.toError;
              return (
                <div key={field} className="reports-date">
                  <label htmlFor={ids[field]}>{t(`period.${field}`)}</label>
                  <input
                    id={ids[field]}
                    type="date"
                    value={draft[field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                  />
                  {error && (
                    <p id={errorId} className="field__error">
                      {t(`errors.${error}`)}
                    </p>
                  )}
                </div>
              );
            })}
            <Button type="submit">{t('period.show')}</Button>
          </div>
        )}
      </form>
      <p className="reports-note">{t('period.timeZoneNote')}</p>

      {isFetching && <p role="status">{t('loading')}</p>}
      {isError && !isFetching && (
        <Alert tone="error">
          {t('errors.load')}{' '}
          <Button variant="link" onClick={() => refetch()}>
            {t('errors.retry')}
          </Button>
        </Alert>
      )}
      {report && !isError && (
        <div className="reports-body" aria-busy={isFetching}>
          <p className="reports-range">
            {t('period.range', { from: formats.day(report.from), to: formats.day(report.to) })}
          </p>
          <KeyFigures report={report} formats={formats} />
          <Charts report={report} formats={formats} />
          <TopProducts report={report} formats={formats} />
          <Cancellations report={report} formats={formats} />
          <Downloads providerId={all ? null : providerId} query={query} />
        </div>
      )}
    </div>
  );
}

function KeyFigures({ report, formats }: { report: Report; formats: Formats }) {
  const { t } = useTranslation('manage-reports');
  const { timeToReady, points } = report;
  return (
    <section aria-labelledby="reports-figures">
      <h2 id="reports-figures">{t('figures.heading')}</h2>
      {report.totals.map((totals) => (
        <dl
          key={totals.currency}
          className="reports-figures"
          aria-label={
            report.totals.length > 1 ? t('figures.currencyHeading', { currency: totals.currency }) : undefined
          }
        >
          <Figure label={t('figures.sales')} value={formats.money(totals.revenue, totals.currency)} />
          <Figure label={t('figures.orders')} value={formats.number(totals.orders)} />
          <Figure
            label={t('figures.averageTicket')}
            value={formats.money(totals.averageTicket, totals.currency)}
          />
          <Figure
            label={t('figures.paidWithPoints')}
            value={t('figures.paidWithPointsValue', {
              orders: formats.number(totals.points.orders),
              points: formats.number(totals.points.points),
            })}
          />
        </dl>
      ))}
      <dl className="reports-figures">
        <Figure
          label={t('figures.timeToReady')}
          value={
            timeToReady.averageSeconds === null
              ? t('figures.timeToReadyNone')
              : t('figures.timeToReadyValue', {
                  minutes: formats.number(Math.round((timeToReady.averageSeconds / 60) * 10) / 10),
                })
          }
        />
        <Figure label={t('figures.pointsIssued')} value={formats.number(points.issued)} />
        <Figure label={t('figures.pointsRedeemed')} value={formats.number(points.redeemed)} />
        <Figure label={t('figures.pointsOutstanding')} value={formats.number(points.outstanding)} />
      </dl>
    </section>
  );
}

/** A chart and its figures, named by its caption (for screen readers, the figure's name). */
function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <figure className="reports-chart" aria-labelledby={id}>
      <figcaption id={id}>{caption}</figcaption>
      {children}
    </figure>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="reports-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Charts({ report, formats }: { report: Report; formats: Formats }) {
  const { t } = useTranslation('manage-reports');
  const hours = report.hours.map((_count, hour) => String(hour).padStart(2, '0'));
  return (
    <>
      {report.totals.map((totals) => {
        const days = report.days.filter((day) => day.currency === totals.currency);
        const money = (value: number) => formats.money(value, totals.currency);
        const methods = [
          { key: 'cash', orders: totals.cash.orders, amount: money(totals.cash.amount) },
          { key: 'card', orders: totals.card.orders, amount: money(totals.card.amount) },
          {
            key: 'points',
            orders: totals.points.orders,
            amount: t('charts.pointsValue', { points: formats.number(totals.points.points) }),
          },
        ] as const;
        const paidOrders = methods.reduce((sum, method) => sum + method.orders, 0);
        return (
          <div key={totals.currency} className="reports-charts">
            <ChartFigure caption={t('charts.salesByDay', { currency: totals.currency })}>
              {days.length === 0 ? (
                <p>{t('charts.noSales')}</p>
              ) : (
                <>
                  <BarChart
                    labels={days.map((day) => formats.shortDay(day.date))}
                    values={days.map((day) => day.cash + day.card)}
                    seriesLabel={t('charts.salesByDay', { currency: totals.currency })}
                    formatValue={money}
                  />
                  <details>
                    <summary>{t('charts.showTable')}</summary>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">{t('charts.day')}</th>
                          <th scope="col">{t('charts.orders')}</th>
                          <th scope="col">{t('charts.cash')}</th>
                          <th scope="col">{t('charts.card')}</th>
                          <th scope="col">{t('charts.points')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {days.map((day) => (
                          <tr key={day.date}>
                            <th scope="row">{formats.day(day.date)}</th>
                            <td>{formats.number(day.orders)}</td>
                            <td>{money(day.cash)}</td>
                            <td>{money(day.card)}</td>
                            <td>{formats.number(day.points)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                </>
              )}
            </ChartFigure>
            <ChartFigure caption={t('charts.paymentSplit', { currency: totals.currency })}>
              <div className="reports-split" aria-hidden="true">
                {methods.map((method) =>
                  method.orders > 0 ? (
                    <span
                      key={method.key}
                      className={`reports-split__${method.key}`}
                      style={{ flexGrow: method.orders }}
                    >
                      {t(`charts.${method.key}`)}
                    </span>
                  ) : null,
                )}
              </div>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('charts.method')}</th>
                    <th scope="col">{t('charts.orders')}</th>
                    <th scope="col">{t('charts.amount')}</th>
                    <th scope="col">{t('charts.share')}</th>
                  </tr>
                </thead>
                <tbody>
                  {methods.map((method) => (
                    <tr key={method.key}>
                      <th scope="row">{t(`charts.${method.key}`)}</th>
                      <td>{formats.number(method.orders)}</td>
                      <td>{method.amount}</td>
                      <td>{formats.percent(paidOrders === 0 ? 0 : method.orders / paidOrders)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ChartFigure>
          </div>
        );
      })}
      <ChartFigure caption={t('charts.ordersByHour')}>
        <BarChart
          labels={hours}
          values={report.hours}
          seriesLabel={t('charts.ordersByHour')}
          formatValue={formats.number}
        />
        <details>
          <summary>{t('charts.showTable')}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('charts.hour')}</th>
                <th scope="col">{t('charts.orders')}</th>
              </tr>
            </thead>
            <tbody>
              {report.hours.map((count, hour) => (
                <tr key={hours[hour]}>
                  <th scope="row">{`${hours[hour]}:00`}</th>
                  <td>{formats.number(count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </ChartFigure>
    </>
  );
}

function TopProducts({ report, formats }: { report: Report; formats: Formats }) {
  const { t } = useTranslation('manage-reports');
  return (
    <section aria-labelledby="reports-products">
      <h2 id="reports-products">{t('products.heading')}</h2>
      {report.topProducts.length === 0 ? (
        <p>{t('products.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('products.product')}</th>
              <th scope="col">{t('products.quantity')}</th>
              <th scope="col">{t('products.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {report.topProducts.map((product) => (
              <tr key={`${product.productId}-${product.currency}`}>
                <th scope="row">{product.name}</th>
                <td>{formats.number(product.quantity)}</td>
                <td>{formats.money(product.revenue, product.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Cancellations({ report, formats }: { report: Report; formats: Formats }) {
  const { t } = useTranslation('manage-reports');
  const { cancellations } = report;
  return (
    <section aria-labelledby="reports-cancellations">
      <h2 id="reports-cancellations">{t('cancellations.heading')}</h2>
      {cancellations.orders === 0 ? (
        <p>{t('cancellations.none')}</p>
      ) : (
        <>
          <p>{t('cancellations.count', { count: cancellations.orders })}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('cancellations.reason')}</th>
                <th scope="col">{t('cancellations.orders')}</th>
              </tr>
            </thead>
            <tbody>
              {cancellations.byReason.map((row) => (
                <tr key={row.reason ?? ''}>
                  <th scope="row">{row.reason ?? t('cancellations.noReason')}</th>
                  <td>{formats.number(row.orders)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table>
            <caption>{t('cancellations.latest')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cancellations.number')}</th>
                <th scope="col">{t('cancellations.placed')}</th>
                <th scope="col">{t('cancellations.total')}</th>
                <th scope="col">{t('cancellations.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {cancellations.latest.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row">{order.number}</th>
                  <td>{formats.dateTime(order.date)}</td>
                  <td>{formats.money(order.total, order.currency)}</td>
                  <td>{order.reason ?? t('cancellations.noReason')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Downloads({
  providerId,
  query,
}: {
  providerId: string | null;
  query: { period: ReportPeriod; from?: string; to?: string };
}) {
  const { t } = useTranslation('manage-reports');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'orders' | 'pointsLedger' | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (kind: 'orders' | 'pointsLedger') => {
    setBusy(kind);
    setFailed(false);
    try {
      // Read once, never cached: the file is the state of the orders at the click.
      const once = { subscribe: false, forceRefetch: true } as const;
      const { endpoints } = manageApi;
      const request =
        providerId === null
          ? (kind === 'orders' ? endpoints.exportAllOrders : endpoints.exportAllPointsLedger).initiate(
              query,
              once,
            )
          : (kind === 'orders' ? endpoints.exportPlaceOrders : endpoints.exportPlacePointsLedger).initiate(
              { providerId, ...query },
              once,
            );
      const text = await dispatch(request).unwrap();
      const range = query.period === 'custom' ? `${query.from}-${query.to}` : query.period;
      const file = kind === 'orders' ? 'orders' : 'points-ledger';
      saveCsv(String(text), `${file}-${providerId ?? 'all-places'}-${range}.csv`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="reports-downloads">
      <h2 id="reports-downloads">{t('downloads.heading')}</h2>
      <div className="reports-downloads">
        {(['orders', 'pointsLedger'] as const).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={busy === kind}
            disabled={busy !== null}
            onClick={() => void download(kind)}
          >
            {t(`downloads.${kind}`)}
          </Button>
        ))}
      </div>
      {busy && <p role="status">{t('downloads.busy')}</p>}
      {failed && <Alert tone="error">{t('errors.download')}</Alert>}
      <p className="reports-note">{t('downloads.note')}</p>
    </section>
  );
}
