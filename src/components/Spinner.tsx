export interface SpinnerProps {
  size?: 'small' | 'large';
  /** A spinner next to a text that already says what is happening. */
  decorative?: boolean;
  label?: string;
}

export function Spinner({ size = 'large', decorative = false, label }: SpinnerProps) {
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return <span className={`spinner spinner--${size}`} role="img" aria-label={label} />;
}
