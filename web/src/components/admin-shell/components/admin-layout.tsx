// The layout of every admin screen: its own top bar (the shop's name back to the storefront, Log out) and the side
// navigation beside the screen; the storefront's header, footer and WhatsApp button are left out (app-layout). Each screen is its own lazy chunk, so it
// gets its own Suspense (the navigation stays while a screen's code arrives) and error boundary. Screens read live
// through reactfire (lib/live/): a dropped connection shows one quiet "Reconnecting…" line here, gone once it is back.
import '../admin.css';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { LiveFirebase } from '../../../lib/live/live-firebase';
import { useReconnecting } from '../../../lib/live/use-reconnecting';
import { useSettings } from '../../../lib/settings';
import { LoadingState } from '../../states';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { SideNav } from './side-nav';

export function AdminLayout() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LiveFirebase>
        <AdminFrame />
      </LiveFirebase>
    </Suspense>
  );
}

function ReconnectingNote() {
  return useReconnecting() ? (
    <p className="admin-reconnecting" role="status">
      Reconnecting… the figures here update again once the connection is back.
    </p>
  ) : null;
}

function AdminFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { branding } = useSettings();
  return (
    <div className="admin">
      <header className="admin-top">
        <Link to={paths.home.getHref()} className="admin-top__brand">
          {branding.brandName} <span className="admin-top__hint">· back office</span>
        </Link>
        <span className="admin-top__actions">
          <Link to={paths.shop.getHref()} className="btn btn--ghost btn--sm">
            View shop
          </Link>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => void navigate(paths.logout.getHref())}
          >
            Logout
          </button>
        </span>
      </header>
      <SideNav />
      <div className="admin__screen">
        <ReconnectingNote />
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    </div>
  );
}
