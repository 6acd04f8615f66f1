// Catches an admin screen that fails to render or whose chunk cannot be fetched, keeps the navigation usable,
// and clears itself when staff go to another screen.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../error-boundary';

export function ScreenErrorBoundary({
  children,
  resetKey,
}: {
  readonly children: ReactNode;
  readonly resetKey: string;
}) {
  const fallback = (
    <div className="state state--error" role="alert">
      <p className="state__title">This screen could not load.</p>
      <p>Check your connection and try again.</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
  return (
    <ErrorBoundary resetKey={resetKey} fallback={fallback} what="An admin screen">
      {children}
    </ErrorBoundary>
  );
}
