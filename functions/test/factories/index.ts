/**
 * The functions tests' one set of factories (docs/architecture.md#style-tests): each writes one realistic document
 * through the Admin SDK with a unique id, so tests never depend on each other or on the demo data. Readers return
 * documents parsed by the domain schemas. Catalogue, checkout and readers here; back-office records in
 * back-office.ts, customers, referrals and events in people-and-events.ts.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  availabilityMap,
  customerSchema,
  lagosDayKey,
  timelineEntrySchema,
  orderSchema,
  paymentSchema,
  productSchema,
  statsDaySchema,
  stockAlertCount,
  stockSchema,
  stockShardSchema,
  unitsLeftMap,
  type Measurements,
  type Product,
  type ProductType,
  type Size,
  type startCheckoutInput,
  type StartCheckoutInput,
} from '@aso/domain';
import { getFirestore } from '../../src/lib/admin';
import { secureRandom, systemClock, type Clock } from '../../src/lib/clock';
import { parseDoc } from '../../src/lib/converters';
import type { Deps } from '../../src/lib/deps';
import { testPaystack } from '../paystack-control';

export const db = () => getFirestore();
export const testId = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Who a test order belongs to: a web buyer of its own (the account and customer ids unique to it). */
export const webBuyer = () => ({
  userId: testId('buyer'),
  customerId: testId('buyer'),
  email: 'buyer@example.test',
  customerName: '',
  searchKeys: [],
  channel: 'web' as const,
  eventId: null,
});

/** Handler dependencies against the test stack; pass a clock to travel in time. */
export function testDeps(overrides: { clock?: Clock } = {}): Deps {
  return { db: db(), clock: overrides.clock ?? systemClock, random: secureRandom, paystack: testPaystack() };
}

export interface ProductSpec {
  readonly type?: ProductType;
  readonly price?: number;
  readonly name?: string;
  readonly active?: boolean;
  /** RTW: units on hand per size; sizes left out have no stock. */
  readonly stock?: Partial<Record<Size, number>>;
  readonly reorderLevel?: number;
  readonly preorderWindowId?: string | null;
  /** PREORDER: the sizes it comes in (none: made to measure). */
  readonly sizeOptions?: Size[];
  /** The named collection ('Owambe'); none by default. */
  readonly collection?: string | null;
}

export type TestProduct = Product & { readonly id: string };

export async function makeProduct(spec: ProductSpec = {}): Promise<TestProduct> {
  const id = testId('prod');
  const type = spec.type ?? 'RTW';
  const name = spec.name ?? `Test ${type} ${id.slice(-4)}`;
  const sizeOptions: Size[] =
    type === 'RTW' ? ['S', 'M', 'L', 'XL'] : type === 'PREORDER' ? (spec.sizeOptions ?? []) : [];
  const sizes = Object.fromEntries(
    Object.entries(spec.stock ?? {}).map(([size, onHand]) => [size, { onHand, reorderLevel: spec.reorderLevel ?? 0 }]),
  );
  const now = new Date();
  const product: Product = {
    sku: `SKU-${id.slice(-8).toUpperCase()}`,
    slug: id,
    name,
    nameLower: name.toLowerCase(),
    description: 'Made for the functions tests.',
    price: spec.price ?? 10_000,
    type,
    active: spec.active ?? true,
    images: [`products/${id}.jpg`],
    sizeOptions,
    leadTimeDays: type === 'MTO' ? 10 : null,
    preorderWindowId: type === 'PREORDER' ? (spec.preorderWindowId ?? null) : null,
    collection: spec.collection ?? null,
    featured: false,
    availability: type === 'RTW' ? availabilityMap(sizes, sizeOptions) : {},
    unitsLeft: type === 'RTW' ? unitsLeftMap(sizes, sizeOptions) : {},
    createdAt: now,
    updatedAt: now,
  };
  const batch = db().batch();
  batch.set(db().doc(`products/${id}`), product);
  const alerts = stockAlertCount(availabilityMap(sizes, sizeOptions), sizes);
  if (type === 'RTW') batch.set(db().doc(`stock/${id}`), { sizes, alerts });
  await batch.commit();
  return { ...product, id };
}

export async function makeWindow(spec: { depositPercent?: number; active?: boolean } = {}): Promise<string> {
  const id = testId('window');
  await db()
    .doc(`preorderWindows/${id}`)
    .set({
      name: `Window ${id}`,
      active: spec.active ?? true,
      startAt: new Date(Date.now() - 86_400_000),
      endAt: new Date(Date.now() + 30 * 86_400_000),
      depositPercent: spec.depositPercent ?? 40,
    });
  return id;
}

/** A customer who owns a referral code (the index `referralCodes/{CODE}` and the customer document). */
export async function makeReferrer(
  ownerUid = testId('referrer'),
): Promise<{ code: string; ownerUid: string; name: string; email: string }> {
  const code = `REF-${randomUUID().slice(0, 6).toUpperCase()}`;
  const name = `Referrer ${code}`;
  const email = `${code.toLowerCase()}@example.test`;
  const batch = db().batch();
  batch.set(db().doc(`customers/${ownerUid}`), {
    userId: ownerUid,
    name,
    email,
    phone: '+2348000000000',
    city: 'Abeokuta',
    tags: [],
    referralCode: code,
    lifetimeValue: 0,
    orderCount: 0,
    lastOrderAt: null,
    createdAt: new Date(),
  });
  batch.set(db().doc(`referralCodes/${code}`), { customerId: ownerUid });
  await batch.commit();
  return { code, ownerUid, name, email };
}

/** An inactive, past event: the shared stack's "active event" (the dashboard's) stays the demo pop-up. */
export async function makeEvent(): Promise<string> {
  const id = testId('event');
  await db()
    .doc(`events/${id}`)
    .set({
      name: `Pop-up ${id}`,
      venue: 'Abeokuta',
      date: new Date(Date.now() - 86_400_000),
      active: false,
      description: '',
    });
  return id;
}

/** Merge into settings/global; returns the function that puts the previous document back. */
export async function patchSettings(patch: Record<string, unknown>): Promise<() => Promise<void>> {
  const ref = db().doc('settings/global');
  const before = await ref.get();
  await ref.set(patch, { merge: true });
  return async () => {
    if (before.exists) await ref.set(before.data()!);
    else await ref.delete();
  };
}

export const measurements = (overrides: Partial<Measurements> = {}): Measurements => ({
  unit: 'in',
  bust: 36,
  waist: 30,
  hips: 40,
  shoulder: 15,
  sleeve: null,
  length: null,
  height: null,
  notes: null,
  ...overrides,
});

/** A startCheckout payload as the checkout screen sends it. */
export function checkoutInput(
  lines: StartCheckoutInput['lines'],
  extra: Partial<Omit<z.input<typeof startCheckoutInput>, 'lines'>> = {},
): Record<string, unknown> {
  return {
    lines,
    email: 'receipt@example.test',
    shipping: { address: '12 Ake Road, Abeokuta', zone: 'LAGOS' },
    referralCode: null,
    payModes: {},
    measurements: {},
    eventId: null,
    ...extra,
  };
}

// Readers
export const readOrder = async (id: string) => parseDoc(orderSchema, await db().doc(`orders/${id}`).get());
export const readPayment = async (reference: string) =>
  parseDoc(paymentSchema, await db().doc(`payments/${reference}`).get());
export const readCustomer = async (uid: string) => parseDoc(customerSchema, await db().doc(`customers/${uid}`).get());
export const readProduct = async (id: string) => parseDoc(productSchema, await db().doc(`products/${id}`).get());
/** Units on hand: the stock document's plus its shards' (docs/data-model.md#stock). */
export async function onHand(productId: string, size: Size): Promise<number> {
  const stock = parseDoc(stockSchema, await db().doc(`stock/${productId}`).get());
  const shards = await db().collection(`stock/${productId}/shards`).get();
  const inShards = shards.docs.reduce((n, d) => n + (parseDoc(stockShardSchema, d)?.onHand[size] ?? 0), 0);
  return (stock?.sizes[size]?.onHand ?? 0) + inShards;
}
export async function timelineEntries(orderId: string) {
  const snapshot = await db().collection(`orders/${orderId}/events`).get();
  return snapshot.docs
    .map((d) => parseDoc(timelineEntrySchema, d)!)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
export async function statsFor(day: Date = new Date()) {
  return (
    parseDoc(
      statsDaySchema,
      await db()
        .doc(`stats/${lagosDayKey(day)}`)
        .get(),
    ) ?? statsDaySchema.parse({})
  );
}
export async function mailTo(email: string) {
  const snapshot = await db().collection('mail').where('to', '==', email).get();
  return snapshot.docs.map((d) => ({
    id: d.id,
    ...(d.data() as { to: string; message: { subject: string; text: string; html: string } }),
  }));
}
export async function ordersOf(uid: string) {
  const snapshot = await db().collection('orders').where('userId', '==', uid).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...parseDoc(orderSchema, d)! }));
}
export async function paymentsOf(uid: string) {
  const snapshot = await db().collection('payments').where('userId', '==', uid).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...parseDoc(paymentSchema, d)! }));
}

/** Poll until `check` returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
  label = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export * from './back-office';
export * from './people-and-events';
