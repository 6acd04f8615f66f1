/**
 * The browser's one door to Firestore's paths: every collection the web app reads or writes, named once, as
 * functions/src/lib/collections.ts names them for the server (docs/data-model.md). Free of any SDK, so the Lite
 * reads, the full SDK's listeners and the first page's REST reads share it: `collection(getDb(), dataPaths.orders)`,
 * `doc(db, dataPaths.orders, id)`, `collection(db, dataPaths.orderTimeline(orderId))`. The lint refuses a path
 * written out anywhere else (eslint.config.js).
 */
export const dataPaths = {
  carts: 'carts',
  customers: 'customers',
  /** Staff notes on one customer. */
  customerNotes: (customerId: string) => `customers/${customerId}/notes`,
  measurementProfiles: (uid: string) => `customers/${uid}/measurementProfiles`,
  events: 'events',
  eventGuests: (eventId: string) => `events/${eventId}/guests`,
  eventScans: (eventId: string) => `events/${eventId}/scans`,
  groups: 'groups',
  groupMembers: (groupId: string) => `groups/${groupId}/members`,
  /** The one private document of a group member (measurements, phone). */
  groupMemberPrivate: (groupId: string, memberId: string) => `groups/${groupId}/members/${memberId}/private/details`,
  materials: 'materials',
  materialLedger: 'materialLedger',
  orders: 'orders',
  /** An order's timeline (the collection keeps its first name, `events`; pop-up events are `events` above). */
  orderTimeline: (orderId: string) => `orders/${orderId}/events`,
  payments: 'payments',
  preorderAlerts: 'preorderAlerts',
  preorderWindows: 'preorderWindows',
  productCosts: 'productCosts',
  productionRuns: 'productionRuns',
  products: 'products',
  profiles: 'profiles',
  promotions: 'promotions',
  publicPromotions: 'publicPromotions',
  purchaseOrders: 'purchaseOrders',
  referralStats: 'referralStats',
  referralVisits: 'referralVisits',
  refunds: 'refunds',
  /** The shop's public settings (domain SETTINGS_DOC_ID; imports nothing, for the first page's bundle). */
  settings: 'settings/global',
  stats: 'stats',
  stock: 'stock',
  stockShards: (productId: string) => `stock/${productId}/shards`,
  stockAlerts: 'stockAlerts',
} as const;

/** A top-level collection's path (what a helper taking "which collection" accepts). */
export type CollectionPath = {
  [K in keyof typeof dataPaths]: (typeof dataPaths)[K] extends string ? (typeof dataPaths)[K] : never;
}[keyof typeof dataPaths];
