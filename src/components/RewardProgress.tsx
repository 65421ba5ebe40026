import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useListProductsQuery } from '../api';
import { rewardProgress } from '../lib/reward-progress';
import './reward-progress.css';

/**
 * How far the customer's points are from a place's rewards (issue 26 item 13): what they pay for
 * already, and the next product payable with points with a bar of the way there. Nothing while the
 * menu loads, or for a place that sells nothing for points.
 */
export function RewardProgress({ providerId, balance }: { providerId: string | undefined; balance: number }) {
  const { t } = useTranslation('orders');
  const { data } = useListProductsQuery(providerId ? { providerId } : skipToken);
  const progress = data ? rewardProgress(data.data, balance) : null;
  if (!progress) return null;
  const { affordable, next } = progress;
  return (
    <div className="reward-progress" data-testid="reward-progress">
      {affordable && (
        <p className="reward-progress__ready">
          {t('reward.ready', {
            product: affordable.name,
            points: t('points', { count: affordable.pointsPrice }),
          })}
        </p>
      )}
      {next && (
        <>
          <p className="reward-progress__next">
            {t('reward.next', {
              product: next.product.name,
              points: t('points', { count: next.product.pointsPrice }),
            })}
          </p>
          <progress
            className="reward-progress__bar"
            max={next.product.pointsPrice}
            value={balance}
            aria-label={t('reward.progressLabel', { product: next.product.name })}
          />
          <p className="muted reward-progress__missing">
            {t('reward.missing', { missing: t('points', { count: next.missing }) })}
          </p>
        </>
      )}
    </div>
  );
}
