// The back office mounts here: each admin screen is a lazy route (lazyPage) under the staff guard, so no admin
// code is in a storefront chunk. Until the admin features land, /admin shows a placeholder behind the guard.
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireStaff } from './guards/require-auth';
import { lazyPage } from './lazy-page';

export const adminRoutes: RouteObject[] = [
  {
    path: `${paths.admin.root.path}/*`,
    element: <RequireStaff>{lazyPage(() => import('./routes/admin-placeholder'))}</RequireStaff>,
  },
];
