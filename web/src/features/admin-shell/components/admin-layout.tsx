// The layout of every admin screen: side navigation beside the screen. Each screen is its own lazy chunk, so it
// gets its own Suspense (the navigation stays while a screen's code arrives) and error boundary.
import '../admin.css';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../../components/states';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { SideNav } from './side-nav';

export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="admin">
      <SideNav />
      <div className="admin__screen">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    </div>
  );
}
