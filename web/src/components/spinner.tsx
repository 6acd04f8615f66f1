export interface SpinnerProps {
  readonly size?: 'sm' | 'md' | 'lg';
  /** Read out to screen readers; '' hides the spinner from them (when a visible text already says it). */
  readonly label?: string;
}

export function Spinner({ size = 'md', label = 'Loading…' }: SpinnerProps) {
  return (
    <span
      className={`spinner spinner--${size}`}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
