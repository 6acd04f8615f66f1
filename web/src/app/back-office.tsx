// The back office's screens, mounted under `/admin/*` (routes.tsx) as one lazy module, so the storefront's
// first load carries neither these routes nor what their layout needs (the full Firestore SDK and reactfire). The
// layout and every screen are lazy chunks of their own. Screens are `features/admin-<x>/screen.tsx` exporting
// `Component` (or default); paths here are relative to /admin (config/paths.ts has the absolute ones).
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingState } from '../components/states';
import { paths } from '../config/paths';

type ScreenModule = { Component: ComponentType } | { default: ComponentType };

function lazyScreen(load: () => Promise<ScreenModule>) {
  const Screen = lazy(async () => {
    const mod = await load();
    return { default: 'Component' in mod ? mod.Component : mod.default };
  });
  return <Screen />;
}

const AdminLayout = lazy(async () => ({
  default: (await import('../components/admin-shell/components/admin-layout')).AdminLayout,
}));

/** An admin URL that does not exist. */
function NotFound() {
  return (
    <div className="coming-soon">
      <h1>Not found</h1>
      <p>There is no admin screen at this address.</p>
    </div>
  );
}

const under = (absolute: string): string => absolute.replace(/^\/admin\/?/, '');

const screens: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<LoadingState />}>
        <AdminLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: lazyScreen(() => import('../features/admin-dashboard/screen')) },
      {
        path: under(paths.admin.catalog.path),
        element: lazyScreen(() => import('../features/admin-catalogue/screen')),
      },
      {
        path: under(paths.admin.preorderWindows.path),
        element: lazyScreen(() => import('../features/admin-catalogue/windows-screen')),
      },
      {
        path: under(paths.admin.inventory.path),
        element: lazyScreen(() => import('../features/admin-materials/screen')),
      },
      {
        path: under(paths.admin.production.path),
        element: lazyScreen(() => import('../features/admin-production/screen')),
      },
      {
        path: under(paths.admin.purchaseOrders.path),
        element: lazyScreen(() => import('../features/admin-purchase-orders/screen')),
      },
      { path: under(paths.admin.orders.path), element: lazyScreen(() => import('../features/admin-orders/screen')) },
      {
        path: under(paths.admin.customers.path),
        element: lazyScreen(() => import('../features/admin-customers/screen')),
      },
      {
        path: under(paths.admin.referrals.path),
        element: lazyScreen(() => import('../features/admin-referrals/screen')),
      },
      {
        path: under(paths.admin.promotions.path),
        element: lazyScreen(() => import('../features/admin-promotions/screen')),
      },
      { path: under(paths.admin.events.path), element: lazyScreen(() => import('../features/admin-events/screen')) },
      { path: under(paths.admin.groups.path), element: lazyScreen(() => import('../features/admin-groups/screen')) },
      {
        path: under(paths.admin.group.path),
        element: lazyScreen(() => import('../features/admin-groups/detail-screen')),
      },
      { path: under(paths.admin.finance.path), element: lazyScreen(() => import('../features/admin-finance/screen')) },
      {
        path: under(paths.admin.paymentsReview.path),
        element: lazyScreen(() => import('../features/admin-payments/screen')),
      },
      {
        path: under(paths.admin.settings.path),
        element: lazyScreen(() => import('../features/admin-settings/screen')),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

function BackOffice() {
  return useRoutes(screens);
}

export { BackOffice as Component };
