import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  name: string;
  description?: ReactNode;
  error?: string;
}

export function CheckboxField({ label, name, description, error, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-desc` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`checkbox ${error ? 'checkbox--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      <div>
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
        {description && (
          <p id={`${id}-desc`} className="checkbox__description">
            {description}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field__error" aria-live="polite">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
