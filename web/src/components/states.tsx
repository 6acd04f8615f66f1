// Loading, empty and error states, so every screen says the same kind of thing the same way.
import type { ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import { Spinner } from './spinner';

export function LoadingState({ label = 'Loading…' }: { readonly label?: string }) {
  return (
    <div className="state state--loading" role="status">
      <Spinner size="md" label="" />
      <p>{label}</p>
    </div>
  );
}

export function EmptyState({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children}
    </div>
  );
}

/** A read that failed where its content would be: the one error display, and a retry when there is one. */
export function ErrorState({ message, onRetry }: { readonly message: string; readonly onRetry?: () => void }) {
  return (
    <div className="state">
      <ErrorNotice message={message} />
      {onRetry ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
