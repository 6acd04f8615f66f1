/**
 * The one registry of React Query keys. The data several features share is keyed here (features may not import each
 * other); each feature's own keys live in its `api/keys.ts`, built on these roots. A mutation makes another feature's
 * data stale through a name here, never a hand-typed array: the lint refuses an array literal as a key anywhere
 * else (eslint.config.js).
 */
import { SETTINGS_DOC_ID } from '@aso/domain/settings/settings';

export const queryKeys = {
  /** The shop's products (catalogue's keys start with it; a product save or a window change makes it stale). */
  products: ['products'] as const,
  productById: (id: string) => ['products', 'by-id', id] as const,
  preorderWindows: ['preorderWindows'] as const,
  activePreorderWindows: ['preorderWindows', 'active'] as const,
  offers: ['offers'] as const,
  settings: ['settings', SETTINGS_DOC_ID] as const,
  /** Everything read from orders (a checkout or a payment makes it stale). */
  orders: ['orders'] as const,
  /** The signed-in customer's pending orders that hold stock (the cart counts them). */
  ownHolds: (uid: string | null) => ['orders', 'own-holds', uid] as const,
  /** Everything read from customer records (a checkout saves the buyer's details). */
  customers: ['customers'] as const,
  customer: (uid: string) => ['customers', uid] as const,
  checkoutDetails: (uid: string) => ['customers', uid, 'checkout-details'] as const,
  measurementProfiles: (uid: string) => ['customers', uid, 'measurementProfiles'] as const,
  /** Outside `customer(uid)` on purpose: a profile save makes that stale, and reading the code again can claim one. */
  referralCode: (uid: string) => ['customer', uid, 'referralCode'] as const,
  referralCodeClaim: (uid: string) => ['customer', uid, 'referralCode', 'claim'] as const,
  profile: (uid: string) => ['profile', uid] as const,
  myAlerts: (collection: 'stockAlerts' | 'preorderAlerts', uid: string) => [collection, uid] as const,
  referralCheck: (uid: string | null, code: string) => ['referral-check', uid, code] as const,
  codeCheck: (uid: string | null, code: string) => ['code-check', uid, code] as const,
  /** Materials, bills and ready-to-wear pieces as production planning reads them. */
  production: ['production'] as const,
  productionMaterials: () => ['production', 'materials'] as const,
  productionBills: () => ['production', 'bills'] as const,
  productionProducts: () => ['production', 'products'] as const,
  productionRuns: () => ['production', 'runs'] as const,
  /** The back office's materials and their ledgers (admin-materials; deliveries and runs change stock). */
  inventory: ['admin', 'inventory'] as const,
  purchaseOrders: ['admin', 'purchase-orders'] as const,
  groups: ['admin', 'groups'] as const,
  group: (groupId: string) => ['admin', 'groups', groupId] as const,
  dashboard: ['admin', 'dashboard'] as const,
  paymentReviews: ['admin-payment-reviews'] as const,
  /** The CRM's customers (admin-customers; a referral code set elsewhere shows there too). */
  adminCustomers: ['admin-customers'] as const,
};
