// Every route of the storefront (docs/architecture.md#style-structure): thin, lazy screens under one layout. A screen
// lives in its feature (`features/<feature>/<name>-screen.tsx`); a page that composes several features, or none, in
// `app/pages/`. Every screen module exports its screen as `Component`. The back office is one more entry here: its
// own route table (back-office.tsx) is a lazy module behind the staff guard, so the storefront never downloads
// admin code, not even the list of admin screens.
//
// Declarative routes (useRoutes) rather than the data router: the storefront's first load must stay within
// 150 KB of gzipped JS, and createBrowserRouter costs ~18 KB more than useRoutes (31 vs 13 KB gzip, measured).
// The screens fetch with React Query, so the data router's loaders would not be used anyway.
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth, RequireStaff } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';

/** /admin/* behind the staff guard (not signed in → /login; 'Loading profile…' while the role is read). */
const backOffice: RouteObject = {
  path: `${paths.admin.root.path}/*`,
  element: <RequireStaff>{lazyPage(() => import('./back-office'))}</RequireStaff>,
};

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: lazyPage(() => import('./pages/home')) },
      { path: paths.shop.path, element: lazyPage(() => import('../features/catalogue/shop-screen')) },
      { path: paths.product.path, element: lazyPage(() => import('../features/catalogue/product-screen')) },
      { path: paths.preorder.path, element: lazyPage(() => import('../features/catalogue/preorder-screen')) },
      { path: paths.sizeGuide.path, element: lazyPage(() => import('./pages/size-guide')) },
      { path: paths.about.path, element: lazyPage(() => import('./pages/about')) },
      { path: paths.aboutContact.path, element: lazyPage(() => import('./pages/about')) },
      { path: paths.cart.path, element: lazyPage(() => import('../features/cart/cart-screen')) },
      { path: paths.checkout.path, element: lazyPage(() => import('../features/checkout/checkout-screen')) },
      { path: paths.login.path, element: lazyPage(() => import('../features/auth/login-screen')) },
      { path: paths.register.path, element: lazyPage(() => import('../features/auth/register-screen')) },
      { path: paths.logout.path, element: lazyPage(() => import('../features/auth/logout-screen')) },
      { path: paths.unsubscribe.path, element: lazyPage(() => import('../features/marketing/unsubscribe-screen')) },
      { path: paths.orders.path, element: <RequireAuth>{lazyPage(() => import('./pages/orders'))}</RequireAuth> },
      {
        path: paths.account.path,
        element: <RequireAuth>{lazyPage(() => import('../features/account/account-screen'))}</RequireAuth>,
      },
      {
        path: paths.groupNew.path,
        element: <RequireAuth>{lazyPage(() => import('../features/groups/create-group-screen'))}</RequireAuth>,
      },
      { path: paths.group.path, element: lazyPage(() => import('../features/groups/group-screen')) },
      backOffice,
      { path: '*', element: lazyPage(() => import('./pages/not-found')) },
    ],
  },
];
