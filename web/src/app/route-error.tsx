// Catches a storefront page that fails to render or whose code cannot be fetched (a bad connection), and offers a
// reload; it resets when the customer goes to another page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { paths } from '../config/paths';

export function RouteErrorBoundary({
  children,
  resetKey,
}: {
  readonly children: ReactNode;
  readonly resetKey: string;
}) {
  const fallback = (
    <div className="container page" role="alert">
      <h1>This page could not load</h1>
      <p className="lead">Check your connection and try again.</p>
      <div className="row">
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn--secondary btn--md" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
  return (
    <ErrorBoundary resetKey={resetKey} fallback={fallback} what="A page">
      {children}
    </ErrorBoundary>
  );
}
