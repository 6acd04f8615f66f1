// The back office: /admin/* behind the staff guard (not signed in → /login; 'Loading profile…' while the role is
// read; staff and admin pass; anyone else → /). The layout and every screen are lazy chunks, so the storefront
// never downloads admin code. Screens are `features/admin-<x>/screen.tsx` exporting `Component` (or default).
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/states';
import { paths } from '../config/paths';
import { RequireStaff } from './guards/require-auth';

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

/** A screen whose feature has not landed yet, or an admin URL that does not exist. */
function Placeholder({
  title,
  message = 'This screen is coming soon.',
}: {
  readonly title: string;
  readonly message?: string;
}) {
  return (
    <div className="coming-soon">
      <h1>{title}</h1>
      <p>{message}</p>
    </div>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.root.path,
    element: (
      <RequireStaff>
        <Suspense fallback={<LoadingState />}>
          <AdminLayout />
        </Suspense>
      </RequireStaff>
    ),
    children: [
      { index: true, element: lazyScreen(() => import('../features/admin-dashboard/screen')) },
      { path: paths.admin.catalog.path, element: lazyScreen(() => import('../features/admin-catalogue/screen')) },
      { path: paths.admin.inventory.path, element: lazyScreen(() => import('../features/admin-inventory/screen')) },
      {
        path: paths.admin.purchaseOrders.path,
        element: lazyScreen(() => import('../features/admin-purchase-orders/screen')),
      },
      { path: paths.admin.orders.path, element: lazyScreen(() => import('../features/admin-orders/screen')) },
      { path: paths.admin.customers.path, element: lazyScreen(() => import('../features/admin-customers/screen')) },
      { path: paths.admin.referrals.path, element: lazyScreen(() => import('../features/admin-referrals/screen')) },
      { path: paths.admin.events.path, element: lazyScreen(() => import('../features/admin-events/screen')) },
      { path: paths.admin.groups.path, element: lazyScreen(() => import('../features/admin-groups/screen')) },
      { path: paths.admin.group.path, element: lazyScreen(() => import('../features/admin-groups/detail-screen')) },
      { path: paths.admin.finance.path, element: lazyScreen(() => import('../features/admin-finance/screen')) },
      { path: paths.admin.paymentsReview.path, element: lazyScreen(() => import('../features/admin-payments/screen')) },
      { path: paths.admin.settings.path, element: lazyScreen(() => import('../features/admin-settings/screen')) },
      { path: '*', element: <Placeholder title="Not found" message="There is no admin screen at this address." /> },
    ],
  },
];
