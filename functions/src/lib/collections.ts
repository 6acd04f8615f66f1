/**
 * Typed references to every collection of the data model (docs/data-model.md), each parsed by its domain schema.
 * `orderDoc(db, id)` reads as `Order`; raw `db.doc(path)` is for partial updates only.
 */
import type {
  CollectionReference,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  cartDocSchema,
  cartReminderSchema,
  mailLinkKeySchema,
  customerSchema,
  eventSchema,
  guestSchema,
  scanSchema,
  groupMemberPrivateSchema,
  groupMemberSchema,
  groupSchema,
  leadSchema,
  profileSchema,
  rateLimitSchema,
  referralVisitsSchema,
  ledgerEntrySchema,
  mailSchema,
  measurementProfileSchema,
  timelineEntrySchema,
  orderSchema,
  paymentSchema,
  preorderWindowSchema,
  productCostRecordSchema,
  productionRunSchema,
  materialSchema,
  productSchema,
  purchaseOrderSchema,
  referralCodeDocSchema,
  referralStatsSchema,
  refundSchema,
  statsDaySchema,
  stockSchema,
  stockShardSchema,
  stockAlertSchema,
  stockReturnSchema,
  preorderAlertSchema,
  type CartDoc,
  type CartReminder,
  type MailLinkKey,
  type Customer,
  type Guest,
  type Scan,
  type Group,
  type GroupMember,
  type GroupMemberPrivate,
  type LedgerEntry,
  type Lead,
  type Profile,
  type RateLimit,
  type ReferralVisits,
  type MeasurementProfile,
  type Mail,
  type Order,
  type TimelineEntry,
  type Payment,
  type PreorderWindow,
  type ProductCostRecord,
  type ProductionRun,
  type Material,
  type Product,
  type PurchaseOrder,
  type ReferralStats,
  type Refund,
  type ShopEvent,
  type StatsDay,
  type StockDoc,
  type StockShardDoc,
  type StockAlert,
  type StockReturn,
  type PreorderAlert,
} from '@aso/domain';
import type * as z from 'zod';
import { converter } from './converters';

const typed = <S extends z.ZodType<Record<string, unknown>>>(schema: S) => {
  // One converter per collection id (a subcollection's path has the parent's id in it), named in write errors.
  const converters = new Map<string, ReturnType<typeof converter<S>>>();
  return (db: Firestore, name: string): CollectionReference<z.output<S>> => {
    const id = name.split('/').at(-1) ?? name;
    const conv = converters.get(id) ?? converter(schema, id);
    converters.set(id, conv);
    return db.collection(name).withConverter(conv);
  };
};

const orders = typed(orderSchema);
const payments = typed(paymentSchema);
const products = typed(productSchema);
const stock = typed(stockSchema);
const stockShards = typed(stockShardSchema);
const stockAlerts = typed(stockAlertSchema);
const stockReturns = typed(stockReturnSchema);
const preorderAlerts = typed(preorderAlertSchema);
const windows = typed(preorderWindowSchema);
const customers = typed(customerSchema);
const referralCodes = typed(referralCodeDocSchema);
const referralStats = typed(referralStatsSchema);
const refunds = typed(refundSchema);
const stats = typed(statsDaySchema);
const mail = typed(mailSchema);
const carts = typed(cartDocSchema);
const cartReminders = typed(cartReminderSchema);
const mailLinkKeys = typed(mailLinkKeySchema);
const events = typed(eventSchema);
const timelineEntries = typed(timelineEntrySchema);
const guests = typed(guestSchema);
const scans = typed(scanSchema);
const productCosts = typed(productCostRecordSchema);
const productionRuns = typed(productionRunSchema);
const materials = typed(materialSchema);
const materialLedger = typed(ledgerEntrySchema);
const purchaseOrders = typed(purchaseOrderSchema);
const measurementProfiles = typed(measurementProfileSchema);
const groups = typed(groupSchema);
const groupMembers = typed(groupMemberSchema);
const groupMemberPrivates = typed(groupMemberPrivateSchema);
const profiles = typed(profileSchema);
const leads = typed(leadSchema);
const rateLimits = typed(rateLimitSchema);
const referralVisits = typed(referralVisitsSchema);

export const ordersCol = (db: Firestore): CollectionReference<Order> => orders(db, 'orders');
export const orderDoc = (db: Firestore, id: string): DocumentReference<Order> => ordersCol(db).doc(id);
export const timelineCol = (db: Firestore, orderId: string): CollectionReference<TimelineEntry> =>
  timelineEntries(db, `orders/${orderId}/events`);
export const paymentsCol = (db: Firestore): CollectionReference<Payment> => payments(db, 'payments');
export const paymentDoc = (db: Firestore, reference: string): DocumentReference<Payment> =>
  paymentsCol(db).doc(reference);
export const productsCol = (db: Firestore): CollectionReference<Product> => products(db, 'products');
export const productDoc = (db: Firestore, id: string): DocumentReference<Product> => productsCol(db).doc(id);
export const stockDoc = (db: Firestore, productId: string): DocumentReference<StockDoc> =>
  stock(db, 'stock').doc(productId);
/** `stock/{productId}/shards/{k}`: a part of a drop's units per size (docs/data-model.md#stock). */
export const stockShardDoc = (db: Firestore, productId: string, k: number): DocumentReference<StockShardDoc> =>
  stockShards(db, `stock/${productId}/shards`).doc(String(k));
/** `stockAlerts/{productId}_{size}_{uid}`: customers waiting for a sold-out size (docs/data-model.md#stockalerts). */
export const stockAlertsCol = (db: Firestore): CollectionReference<StockAlert> => stockAlerts(db, 'stockAlerts');
export const stockAlertDoc = (db: Firestore, id: string): DocumentReference<StockAlert> => stockAlertsCol(db).doc(id);
/** `stockReturns/{id}`: units back on sizes, written with the stock, deleted once the waiting are told. */
export const stockReturnsCol = (db: Firestore): CollectionReference<StockReturn> => stockReturns(db, 'stockReturns');
/** `preorderAlerts/{productId}_{uid}`: customers waiting for a piece's pre-orders to open (docs/data-model.md#preorderalerts). */
export const preorderAlertsCol = (db: Firestore): CollectionReference<PreorderAlert> =>
  preorderAlerts(db, 'preorderAlerts');
export const preorderWindowDoc = (db: Firestore, id: string): DocumentReference<PreorderWindow> =>
  windows(db, 'preorderWindows').doc(id);
export const customersCol = (db: Firestore): CollectionReference<Customer> => customers(db, 'customers');
export const customerDoc = (db: Firestore, id: string): DocumentReference<Customer> => customersCol(db).doc(id);
export const referralCodeDoc = (db: Firestore, code: string): DocumentReference<{ customerId: string }> =>
  referralCodes(db, 'referralCodes').doc(code);
export const referralStatsCol = (db: Firestore): CollectionReference<ReferralStats> =>
  referralStats(db, 'referralStats');
export const referralStatsDoc = (db: Firestore, code: string): DocumentReference<ReferralStats> =>
  referralStatsCol(db).doc(code);
/** `refunds/{paystackReference}`: money owed back, one per payment (payments/refund-queue.ts). */
export const refundsCol = (db: Firestore): CollectionReference<Refund> => refunds(db, 'refunds');
export const refundDoc = (db: Firestore, reference: string): DocumentReference<Refund> => refundsCol(db).doc(reference);
export const statsDoc = (db: Firestore, day: string): DocumentReference<StatsDay> => stats(db, 'stats').doc(day);
export const mailCol = (db: Firestore): CollectionReference<Mail> => mail(db, 'mail');
export const cartsCol = (db: Firestore): CollectionReference<CartDoc> => carts(db, 'carts');
export const cartDoc = (db: Firestore, uid: string): DocumentReference<CartDoc> => cartsCol(db).doc(uid);
/** `cartReminders/{uid}`: the last reminder of a customer's left cart and its recovery (functions only). */
export const cartRemindersCol = (db: Firestore): CollectionReference<CartReminder> =>
  cartReminders(db, 'cartReminders');
export const cartReminderDoc = (db: Firestore, uid: string): DocumentReference<CartReminder> =>
  cartRemindersCol(db).doc(uid);
/** `keys/mailLinks`: the key that signs unsubscribe links (functions only; rules deny every client). */
export const mailLinkKeyDoc = (db: Firestore): DocumentReference<MailLinkKey> =>
  mailLinkKeys(db, 'keys').doc('mailLinks');
export const eventDoc = (db: Firestore, id: string): DocumentReference<ShopEvent> => events(db, 'events').doc(id);
export const guestsCol = (db: Firestore, eventId: string): CollectionReference<Guest> =>
  guests(db, `events/${eventId}/guests`);
export const scansCol = (db: Firestore, eventId: string): CollectionReference<Scan> =>
  scans(db, `events/${eventId}/scans`);
/** `productCosts/{productId}`: typed cost, bill of materials per size and labour (staff only). */
export const productCostDoc = (db: Firestore, productId: string): DocumentReference<ProductCostRecord> =>
  productCosts(db, 'productCosts').doc(productId);
export const productionRunDoc = (db: Firestore, id: string): DocumentReference<ProductionRun> =>
  productionRuns(db, 'productionRuns').doc(id);
export const materialsCol = (db: Firestore): CollectionReference<Material> => materials(db, 'materials');
export const materialDoc = (db: Firestore, id: string): DocumentReference<Material> => materialsCol(db).doc(id);
/** `materialLedger/{id}`: one entry per stock change of a material, written in the same transaction. */
export const materialLedgerCol = (db: Firestore): CollectionReference<LedgerEntry> =>
  materialLedger(db, 'materialLedger');
/** `purchaseOrders/{id}`: written only by functions, drafts included (savePurchaseOrderDraft). */
export const purchaseOrdersCol = (db: Firestore): CollectionReference<PurchaseOrder> =>
  purchaseOrders(db, 'purchaseOrders');
export const purchaseOrderDoc = (db: Firestore, id: string): DocumentReference<PurchaseOrder> =>
  purchaseOrdersCol(db).doc(id);
export const measurementProfileDoc = (
  db: Firestore,
  uid: string,
  profileId: string,
): DocumentReference<MeasurementProfile> =>
  measurementProfiles(db, `customers/${uid}/measurementProfiles`).doc(profileId);
export const groupsCol = (db: Firestore): CollectionReference<Group> => groups(db, 'groups');
export const groupDoc = (db: Firestore, id: string): DocumentReference<Group> => groupsCol(db).doc(id);
export const groupMembersCol = (db: Firestore, groupId: string): CollectionReference<GroupMember> =>
  groupMembers(db, `groups/${groupId}/members`);
/** The member's private part: measurements and email (docs/data-model.md#groups). */
export const groupMemberPrivateDoc = (
  db: Firestore,
  groupId: string,
  memberId: string,
): DocumentReference<GroupMemberPrivate> =>
  groupMemberPrivates(db, `groups/${groupId}/members/${memberId}/private`).doc('details');
/** `profiles/{uid}`: the account's name, phone, opt-in and the mirror of its role claim. */
export const profileDoc = (db: Firestore, uid: string): DocumentReference<Profile> => profiles(db, 'profiles').doc(uid);
/** `leads/{hashed email}`: newsletter signups (marketing/subscribe.ts). */
export const leadDoc = (db: Firestore, id: string): DocumentReference<Lead> => leads(db, 'leads').doc(id);
/** `rateLimits/{id}`: per-address counters of public callables, functions only. */
export const rateLimitDoc = (db: Firestore, id: string): DocumentReference<RateLimit> =>
  rateLimits(db, 'rateLimits').doc(id);
/** `referralVisits/{CODE}_{YYYY-MM-DD}`: visits through one referral link on one Lagos day. */
export const referralVisitsDoc = (db: Firestore, id: string): DocumentReference<ReferralVisits> =>
  referralVisits(db, 'referralVisits').doc(id);
/** `groups/{groupId}/members/{memberId}`. */
export const groupMemberDoc = (db: Firestore, groupId: string, memberId: string): DocumentReference<GroupMember> =>
  groupMembersCol(db, groupId).doc(memberId);

/**
 * The same document without its converter, for the writes a model type cannot express: nested increments of
 * `stats/{day}` and partial maps. Reads still go through the typed reference.
 */
export const untyped = <T>(ref: DocumentReference<T>): DocumentReference => ref.withConverter(null);

/** A typed snapshot's document, or null when it does not exist (the converter has parsed it). */
export const dataOf = <T>(snapshot: DocumentSnapshot<T>): T | null =>
  snapshot.exists ? (snapshot.data() ?? null) : null;

/**
 * The storefront's server-rendered pages hand the stored documents as they are to the web's renderer, which reads
 * them as the browser does (the sitemap selects two fields only), so these stay untyped.
 */
export const storefrontProducts = (db: Firestore): CollectionReference => db.collection('products');
export const storefrontPreorderWindows = (db: Firestore): CollectionReference => db.collection('preorderWindows');
/** `settings/global` is read through readSettings (a missing or broken document falls back to the defaults). */
export const settingsPath = 'settings/global';
/** `settings/global`, untyped: read through readSettings / settingsOrDefaults, which fall back on a broken document. */
export const settingsDoc = (db: Firestore): DocumentReference => db.doc(settingsPath);

/**
 * `db.getAll` for typed references of one kind. The Admin SDK applies each reference's converter but types the
 * answer as untyped snapshots, so this says what the converter already guarantees.
 */
export async function getAllTyped<T>(
  db: Firestore,
  refs: readonly DocumentReference<T>[],
): Promise<DocumentSnapshot<T>[]> {
  if (refs.length === 0) return [];
  return (await db.getAll(...(refs as readonly DocumentReference[]))) as DocumentSnapshot<T>[];
}

type Ref = DocumentReference<unknown>;
/** References by name: one reference, null (a document this call does not need) or a list of one kind. */
export type NamedRefs = Readonly<Record<string, Ref | null | readonly Ref[]>>;
/** The snapshots of NamedRefs under the same names: a snapshot, null, or a list in the references' order. */
export type NamedSnapshots<R extends NamedRefs> = { [K in keyof R]: SnapshotOf<R[K]> };
type SnapshotOf<E> = E extends readonly DocumentReference<infer T>[]
  ? DocumentSnapshot<T>[]
  : E extends DocumentReference<infer T>
    ? DocumentSnapshot<T>
    : null;

/**
 * Documents of different kinds in one `getAll` round trip, read back by name instead of by position:
 * `{ customer: customerDoc(db, uid), event: id ? eventDoc(db, id) : null, products: ids.map(…) }` →
 * `{ customer: snapshot, event: snapshot | null, products: snapshots }`.
 */
export async function readNamed<R extends NamedRefs>(
  reader: Pick<Transaction, 'getAll'>,
  named: R,
): Promise<NamedSnapshots<R>> {
  const refs: DocumentReference[] = [];
  const at: [name: string, start: number, list: boolean][] = [];
  for (const [name, entry] of Object.entries(named)) {
    if (entry === null) continue;
    at.push([name, refs.length, Array.isArray(entry)]);
    refs.push(...((Array.isArray(entry) ? entry : [entry]) as DocumentReference[]));
  }
  const snaps = refs.length > 0 ? await reader.getAll(...refs) : [];
  const out: Record<string, DocumentSnapshot | DocumentSnapshot[] | null> = Object.fromEntries(
    Object.keys(named).map((name) => [name, null]),
  );
  at.forEach(([name, start, list], i) => {
    const end = at[i + 1]?.[1] ?? refs.length;
    out[name] = list ? snaps.slice(start, end) : snaps[start]!;
  });
  return out as NamedSnapshots<R>;
}
