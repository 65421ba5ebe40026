import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '../stores/basket-slice';
import './QuantityStepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Accessible names: the field, and the two buttons. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max?: number;
}

/** − [n] + with a typed value too; keeps the quantity within min..max. */
export function QuantityStepper({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  min = 1,
  max = MAX_LINE_QUANTITY,
}: QuantityStepperProps) {
  const id = useId();
  const clamp = (quantity: number) => Math.min(max, Math.max(min, quantity));
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="stepper__value"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          if (!Number.isNaN(typed)) onChange(clamp(typed));
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
