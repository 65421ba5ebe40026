import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PointsEntry, useListMyPointsHistoryQuery } from '../../api';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { RewardProgress } from '../../components/RewardProgress';
import { POINTS_PAGE_SIZE } from '../../config/paging';
import { useFormatDate } from '../../lib/format-date';

function EntryRow({ entry }: { entry: PointsEntry }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatDate();
  return (
    <li className="points-entry">
      <span className="points-entry__reason">
        {t(`ledger.${entry.reason}`)}
        {entry.orderNumber && <> · {t('order.number', { number: entry.orderNumber })}</>}
        {entry.providerName && <> · {entry.providerName}</>}
        {entry.note && <> · {t('ledger.note', { note: entry.note })}</>}
      </span>
      <span className={entry.delta >= 0 ? 'points-entry__delta is-plus' : 'points-entry__delta is-minus'}>
        {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
      </span>
      <span className="muted points-entry__date">{dateTime(entry.createdAt)}</span>
    </li>
  );
}

function EntryRows({ entries }: { entries: readonly PointsEntry[] | undefined }) {
  return (
    <>
      {entries?.map((entry) => (
        <EntryRow key={entry.entryId} entry={entry} />
      ))}
    </>
  );
}

/**
 * An older page of movements ("Show more"); the first page is the section's own. One that fails says
 * so, with a retry (the section offers no "Show more" without the page's answer).
 */
function OlderEntryPage({ cursor }: { cursor: string }) {
  const { t } = useTranslation('orders');
  const { data, isError, refetch } = useListMyPointsHistoryQuery({ cursor, limit: POINTS_PAGE_SIZE });
  if (isError && !data) {
    return (
      <li>
        <ErrorState message={t('ledger.loadError')} onRetry={() => void refetch()} />
      </li>
    );
  }
  return <EntryRows entries={data?.data.entries} />;
}

/**
 * The balance (the ledger's sum), how far it is from the rewards of `rewardsAt` (a place's id), and
 * every movement of points, newest first, a page at a time.
 */
export function PointsSection({ rewardsAt }: { rewardsAt?: string | undefined }) {
  const { t } = useTranslation('orders');
  // The cursors of the older pages shown, oldest last; the first page's rows come from `first` (one
  // subscription fewer as the screen appears, as in OrderList).
  const [cursors, setCursors] = useState<string[]>([]);
  const first = useListMyPointsHistoryQuery({ limit: POINTS_PAGE_SIZE });
  const lastCursor = cursors[cursors.length - 1];
  const older = useListMyPointsHistoryQuery(
    lastCursor === undefined ? skipToken : { cursor: lastCursor, limit: POINTS_PAGE_SIZE },
  );
  // The last page's own answer, as in OrderList: none while it loads, so no second tap asks for it again.
  const nextCursor = (lastCursor === undefined ? first : older).currentData?.data.nextCursor;

  return (
    <section className="card profile-section" aria-labelledby="points-heading">
      <h2 id="points-heading">{t('ledger.heading')}</h2>
      {first.isError && !first.data ? (
        <ErrorState message={t('ledger.loadError')} onRetry={() => void first.refetch()} />
      ) : !first.data ? (
        <LoadingState />
      ) : (
        <>
          <p className="points-balance" aria-live="polite">
            {t('ledger.balance')}{' '}
            <strong data-testid="points-balance">{t('points', { count: first.data.data.balance })}</strong>
          </p>
          <RewardProgress providerId={rewardsAt} balance={first.data.data.balance} />
          <h3>{t('ledger.history')}</h3>
          {first.data.data.entries.length === 0 ? (
            <p className="muted">{t('ledger.empty')}</p>
          ) : (
            <ul className="points-entries">
              <EntryRows entries={first.data.data.entries} />
              {cursors.map((cursor) => (
                <OlderEntryPage key={cursor} cursor={cursor} />
              ))}
            </ul>
          )}
          {nextCursor && (
            <Button variant="secondary" onClick={() => setCursors([...cursors, nextCursor])}>
              {t('ledger.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
