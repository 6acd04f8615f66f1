// Every route of the app (docs/architecture.md#style-structure): thin, lazy screens under one layout. Admin routes are
// added by the back office (admin-routes.tsx); checkout's screen lives in features/checkout.
//
// Declarative routes (useRoutes) rather than the data router: the storefront's first load must stay within
// 150 KB of gzipped JS, and createBrowserRouter costs ~18 KB more than useRoutes (31 vs 13 KB gzip, measured).
// The screens fetch with React Query, so the data router's loaders would not be used anyway.
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { adminRoutes } from './admin-routes';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: lazyPage(() => import('./routes/home')) },
      { path: paths.shop.path, element: lazyPage(() => import('./routes/shop')) },
      { path: paths.product.path, element: lazyPage(() => import('./routes/product')) },
      { path: paths.preorder.path, element: lazyPage(() => import('./routes/preorder')) },
      { path: paths.sizeGuide.path, element: lazyPage(() => import('./routes/size-guide')) },
      { path: paths.about.path, element: lazyPage(() => import('./routes/about')) },
      { path: paths.aboutContact.path, element: lazyPage(() => import('./routes/about')) },
      { path: paths.cart.path, element: lazyPage(() => import('./routes/cart')) },
      { path: paths.checkout.path, element: lazyPage(() => import('./routes/checkout')) },
      { path: paths.login.path, element: lazyPage(() => import('./routes/login')) },
      { path: paths.register.path, element: lazyPage(() => import('./routes/register')) },
      { path: paths.logout.path, element: lazyPage(() => import('./routes/logout')) },
      { path: paths.unsubscribe.path, element: lazyPage(() => import('./routes/unsubscribe')) },
      { path: paths.orders.path, element: <RequireAuth>{lazyPage(() => import('./routes/orders'))}</RequireAuth> },
      { path: paths.account.path, element: <RequireAuth>{lazyPage(() => import('./routes/account'))}</RequireAuth> },
      { path: paths.groupNew.path, element: <RequireAuth>{lazyPage(() => import('./routes/group-new'))}</RequireAuth> },
      { path: paths.group.path, element: lazyPage(() => import('./routes/group')) },
      ...adminRoutes,
      { path: '*', element: lazyPage(() => import('./routes/not-found')) },
    ],
  },
];
