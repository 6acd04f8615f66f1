/**
 * Factories for the back-office tests (docs/architecture.md#style-tests): materials, purchase orders and orders written
 * with the Admin SDK, each with a unique id, plus readers parsed by the domain schemas.
 */
import {
  lagosDayKey,
  ledgerEntrySchema,
  materialSchema,
  orderContribution,
  poTotal,
  purchaseOrderSchema,
  statsIncrements,
  type MaterialUnit,
  type Order,
  type OrderStatus,
  type PaymentStatus,
  type PoLine,
  type PoStatus,
} from '@aso/domain';
import { parseDoc } from '../../src/lib/converters';
import { db, testId, webBuyer, type TestProduct } from './index';
import { nestedIncrements } from '../../src/orders/stats-increments';

/** A raw material; with `unitCost` (null: not costed yet) it also carries the average cost production reads. */
export async function makeMaterial(
  spec: {
    onHand?: number;
    reorderLevel?: number | null;
    name?: string;
    unit?: MaterialUnit;
    unitCost?: number | null;
  } = {},
): Promise<string> {
  const id = testId('mat');
  const now = new Date();
  const onHand = spec.onHand ?? 10;
  const costing = spec.unitCost === undefined ? {} : { unitCost: spec.unitCost };
  await db()
    .doc(`materials/${id}`)
    .set({
      sku: `MAT-${id.slice(-8).toUpperCase()}`,
      name: spec.name ?? `Test fabric ${id.slice(-4)}`,
      unit: spec.unit ?? 'yard',
      category: 'Fabric',
      active: true,
      minLevel: null,
      onHand,
      reorderLevel: spec.reorderLevel ?? null,
      ...costing,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

export async function makePurchaseOrder(
  status: PoStatus,
  lines: PoLine[],
  vendorName = 'Itoku Adire Market',
): Promise<string> {
  const id = testId('po');
  const now = new Date();
  await db()
    .doc(`purchaseOrders/${id}`)
    .set({
      vendorName,
      status,
      notes: '',
      lines,
      totalCost: poTotal(lines),
      createdAt: now,
      updatedAt: now,
      createdBy: 'test',
      submittedAt: status === 'draft' ? null : now,
      receivedAt: null,
      cancelledAt: null,
    });
  return id;
}

export interface OrderSpec {
  readonly product: TestProduct;
  readonly size?: string;
  readonly qty?: number;
  readonly status?: OrderStatus;
  readonly paymentStatus?: PaymentStatus;
  /** Default: a day of its own far in the past, so its stats document is this order's alone. */
  readonly createdAt?: Date;
}

/**
 * An order as checkout and settlement leave it: the RTW units already reserved (the product factory's stock is
 * what is left) and, when it counts as revenue, its contribution already in its day's stats.
 */
export async function makeOrder(spec: OrderSpec): Promise<{ id: string; order: Order }> {
  const id = testId('order');
  const qty = spec.qty ?? 1;
  const paid = (spec.paymentStatus ?? 'paid') === 'paid';
  const total = spec.product.price * qty;
  const createdAt = spec.createdAt ?? (await aDayOfItsOwn());
  const order: Order = {
    ...webBuyer(),
    status: spec.status ?? 'pending',
    paymentStatus: spec.paymentStatus ?? 'paid',
    items: [
      {
        productId: spec.product.id,
        sku: spec.product.sku,
        name: spec.product.name,
        type: spec.product.type,
        size: spec.product.type === 'RTW' ? (spec.size ?? 'M') : null,
        qty,
        unitPrice: spec.product.price,
        payMode: 'full',
        depositPercent: null,
        amountDueNow: total,
        measurements: null,
        image: null,
      },
    ],
    subtotal: total,
    shippingZone: 'LAGOS',
    shippingAddress: '12 Ake Road, Abeokuta',
    shippingPhone: '',
    shippingFee: 0,
    shippingLeadTimeDays: 3,
    discount: 0,
    total,
    amountDueNow: total,
    amountPaid: paid ? total : 0,
    depositPaid: 0,
    balanceDue: paid ? 0 : total,
    referralCode: null,
    paystackReference: null,
    createdAt,
    updatedAt: createdAt,
    paidAt: paid ? createdAt : null,
  };
  const batch = db().batch();
  batch.set(db().doc(`orders/${id}`), order);
  const increments = statsIncrements(orderContribution(order));
  if (increments.length > 0)
    batch.set(db().doc(`stats/${dayOf(createdAt)}`), nestedIncrements(increments), { merge: true });
  await batch.commit();
  return { id, order };
}

const dayOf = (d: Date): string => lagosDayKey(d);

/**
 * Noon on a past day no other test has claimed: every test file shares one database, so a random day alone let
 * two orders' figures meet in one stats document. `create()` fails on a day already taken, and the next is tried.
 */
async function aDayOfItsOwn(): Promise<Date> {
  for (;;) {
    const day = new Date(
      Date.UTC(
        1900 + Math.floor(Math.random() * 120),
        Math.floor(Math.random() * 12),
        1 + Math.floor(Math.random() * 28),
        12,
      ),
    );
    try {
      await db()
        .doc(`testDays/${dayOf(day)}`)
        .create({ claimedAt: new Date() });
      return day;
    } catch (error) {
      if ((error as { code?: number }).code !== 6) throw error; // 6: ALREADY_EXISTS
    }
  }
}

export const readMaterial = async (id: string) => parseDoc(materialSchema, await db().doc(`materials/${id}`).get());
export const readPo = async (id: string) => parseDoc(purchaseOrderSchema, await db().doc(`purchaseOrders/${id}`).get());
export async function ledgerOf(materialId: string) {
  const snap = await db().collection('materialLedger').where('materialId', '==', materialId).get();
  return snap.docs
    .map((d) => ({ id: d.id, ...parseDoc(ledgerEntrySchema, d)! }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
