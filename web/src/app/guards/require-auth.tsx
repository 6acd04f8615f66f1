// Route guard. Signed out → /login (and back here after signing in). With `allow`, other roles go to '/'
// (the admin area allows staff and admin, docs/product.md#roles-and-access). While the session is unknown the page
// waits.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOADING } from '@aso/domain/shared/messages';
import { LOADING_PROFILE } from '@aso/domain/account/messages';
import type { Role } from '@aso/domain/shared/vocab';
import { LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

export interface RequireAuthProps {
  readonly children: ReactNode;
  /** Roles that may pass; any signed-in user when omitted. */
  readonly allow?: readonly Role[];
}

export function RequireAuth({ children, allow }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <div className="container page">
        <LoadingState label={allow ? LOADING_PROFILE : LOADING} />
      </div>
    );
  }
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  if (allow && !allow.includes(session.role)) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}

/** The staff/admin gate of the back office. */
export function RequireStaff({ children }: { readonly children: ReactNode }) {
  return <RequireAuth allow={['staff', 'admin']}>{children}</RequireAuth>;
}
