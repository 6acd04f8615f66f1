// The back office: /admin/* behind the staff guard (not signed in → /login; 'Loading profile…' while the role is
// read; staff and admin pass; anyone else → /). Its routes live in back-office.tsx, one lazy module, so the
// storefront never downloads admin code, not even the list of admin screens.
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireStaff } from './guards/require-auth';
import { lazyPage } from './lazy-page';

export const adminRoutes: RouteObject[] = [
  {
    path: `${paths.admin.root.path}/*`,
    element: <RequireStaff>{lazyPage(() => import('./back-office'))}</RequireStaff>,
  },
];
