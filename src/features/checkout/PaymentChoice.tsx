import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../api';

export interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Every line has a points price: only then are points offered. */
  pointsAccepted: boolean;
  pointsTotal: number;
  balance: number;
}

function PaymentOption({
  label,
  description,
  checked,
  onSelect,
}: {
  label: string;
  description: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const descriptionId = useId();
  return (
    <div className="checkout-option">
      <label className="checkbox">
        <input
          type="radio"
          name="payment"
          checked={checked}
          onChange={onSelect}
          aria-describedby={descriptionId}
        />
        <span className="checkbox__label">{label}</span>
      </label>
      <p id={descriptionId} className="checkbox__description">
        {description}
      </p>
    </div>
  );
}

/** Cash or card at the counter, or loyalty points now (only when every line has a points price). */
export function PaymentChoice({ value, onChange, pointsAccepted, pointsTotal, balance }: PaymentChoiceProps) {
  const { t } = useTranslation('orders');
  return (
    <fieldset className="card checkout-choice">
      <legend>{t('payment.legend')}</legend>
      <PaymentOption
        label={t('payment.cash')}
        description={t('payment.atCounter')}
        checked={value === 'cash'}
        onSelect={() => onChange('cash')}
      />
      <PaymentOption
        label={t('payment.card')}
        description={t('payment.atCounter')}
        checked={value === 'card'}
        onSelect={() => onChange('card')}
      />
      {pointsAccepted ? (
        <PaymentOption
          label={t('payment.points')}
          description={t('payment.pointsDetail', { price: pointsTotal, balance })}
          checked={value === 'points'}
          onSelect={() => onChange('points')}
        />
      ) : (
        <p className="muted">{t('payment.pointsNotAccepted')}</p>
      )}
      <p className="muted" data-testid="points-balance">
        {t('payment.balance', { count: balance })}
      </p>
    </fieldset>
  );
}
