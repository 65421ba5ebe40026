import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Already translated; shown under the field and linked to it for screen readers. */
  error?: string;
  hint?: ReactNode;
}

/** An eye, struck through while the password is shown. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M4 20 20 4" />}
    </svg>
  );
}

/**
 * A password field's show/hide switch: a toggle button (aria-pressed) named by its own
 * text, so that the field keeps its label alone.
 */
function PasswordToggle({
  shown,
  onToggle,
  controls,
}: {
  shown: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="field__toggle"
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      <EyeIcon struck={shown} />
      <span className="visually-hidden">{t('showPassword')}</span>
    </button>
  );
}

export function TextField({ label, name, error, hint, className, type, ...inputProps }: TextFieldProps) {
  const id = useId();
  const [passwordShown, setPasswordShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  const input = (
    <input
      id={id}
      name={name}
      className="field__input"
      type={isPassword && passwordShown ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...inputProps}
    />
  );
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {isPassword ? (
        <div className="field__control">
          {input}
          <PasswordToggle
            shown={passwordShown}
            onToggle={() => setPasswordShown((shown) => !shown)}
            controls={id}
          />
        </div>
      ) : (
        input
      )}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error" aria-live="polite">
          {error}
        </p>
      )}
    </div>
  );
}
