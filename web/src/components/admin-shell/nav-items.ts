// Every back-office screen, in the side navigation's order (docs/product.md#back-office). URLs come from config/paths.
import { paths } from '../../config/paths';

export interface AdminNavItem {
  readonly label: string;
  readonly href: string;
  /** Only the dashboard (the index route) must match exactly; the others also match their sub-pages. */
  readonly end: boolean;
  /** Shown to admins only (the screen's callables refuse anyone else). */
  readonly adminOnly?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: paths.admin.dashboard.getHref(), end: true },
  { label: 'Catalog', href: paths.admin.catalog.getHref(), end: false },
  { label: 'Pre-order windows', href: paths.admin.preorderWindows.getHref(), end: false },
  { label: 'Inventory', href: paths.admin.inventory.getHref(), end: false },
  { label: 'Production', href: paths.admin.production.getHref(), end: false },
  { label: 'Purchase orders', href: paths.admin.purchaseOrders.getHref(), end: false },
  { label: 'Orders', href: paths.admin.orders.getHref(), end: false },
  { label: 'Customers', href: paths.admin.customers.getHref(), end: false },
  { label: 'Referrals', href: paths.admin.referrals.getHref(), end: false },
  { label: 'Promotions', href: paths.admin.promotions.getHref(), end: false },
  { label: 'Events', href: paths.admin.events.getHref(), end: false },
  { label: 'Aso-ebi groups', href: paths.admin.groups.getHref(), end: false },
  { label: 'Finance', href: paths.admin.finance.getHref(), end: false },
  { label: 'Payments to review', href: paths.admin.paymentsReview.getHref(), end: false, adminOnly: true },
  { label: 'Settings', href: paths.admin.settings.getHref(), end: false },
];
