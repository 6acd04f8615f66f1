/**
 * Factories for the back-office tests (customers, event guests, referred orders), written through the Admin SDK
 * with unique ids like the shared factories in functions/test/factories.ts.
 */
import { randomUUID } from 'node:crypto';
import { guestSchema, scanSchema, type Customer } from '@aso/domain';
import { blankCustomer } from '../../src/lib/new-records';
import { parseDoc } from '../../src/lib/converters';
import { db, testId, webBuyer } from './index';

export interface TestCustomer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** A `customers/{id}` record as a first sign-in or settlement writes it, with what a test cares about changed. */
export function customerData(fields: Partial<Customer> = {}): Customer {
  return { ...blankCustomer({ userId: null, email: '', createdAt: new Date() }), ...fields };
}

export async function makeCustomer(
  spec: { name?: string; referralCode?: string | null; userId?: string | null; index?: boolean } = {},
): Promise<TestCustomer> {
  const id = testId('cust');
  const name = spec.name ?? `Customer ${id.slice(-4)}`;
  const email = `${id}@example.test`;
  const code = spec.referralCode ?? null;
  const batch = db().batch();
  batch.set(
    db().doc(`customers/${id}`),
    customerData({
      userId: spec.userId ?? null,
      name,
      email,
      phone: '+2348011111111',
      city: 'Abeokuta',
      referralCode: code,
    }),
  );
  if (code && spec.index !== false) batch.set(db().doc(`referralCodes/${code}`), { customerId: id });
  await batch.commit();
  return { id, name, email };
}

export const uniqueCode = (stem = 'T'): string => `${stem}-${randomUUID().slice(0, 6).toUpperCase()}`;

export const readCodeOwner = async (code: string): Promise<string | null> =>
  ((await db().doc(`referralCodes/${code}`).get()).data()?.customerId as string | undefined) ?? null;

export async function makeEventWithGuests(
  guests: readonly { name: string; qrCode: string; checkedIn?: boolean }[],
): Promise<{ eventId: string; guestIds: string[] }> {
  const eventId = testId('event');
  const batch = db().batch();
  batch.set(db().doc(`events/${eventId}`), {
    name: `Pop-up ${eventId}`,
    venue: 'Abeokuta',
    date: new Date(Date.now() - 86_400_000),
    active: false,
    description: '',
  });
  const guestIds = guests.map((g, i) => {
    const id = `g${i + 1}`;
    batch.set(db().doc(`events/${eventId}/guests/${id}`), {
      name: g.name,
      email: '',
      phone: '',
      qrCode: g.qrCode,
      checkedIn: g.checkedIn ?? false,
      checkedInAt: g.checkedIn ? new Date() : null,
    });
    return id;
  });
  await batch.commit();
  return { eventId, guestIds };
}

export async function guestsOf(eventId: string) {
  const snapshot = await db().collection(`events/${eventId}/guests`).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...parseDoc(guestSchema, d)! }));
}

export async function scansOf(eventId: string) {
  const snapshot = await db().collection(`events/${eventId}/scans`).orderBy('createdAt', 'asc').get();
  return snapshot.docs.map((d) => ({ id: d.id, ...parseDoc(scanSchema, d)! }));
}

/** A referred order as settlement leaves it (only the fields the referral figures read are realistic). */
export async function makeReferredOrder(spec: {
  code: string;
  paymentStatus: 'paid' | 'deposit_paid' | 'unpaid' | 'refunded';
  status?: 'pending' | 'cancelled' | 'completed';
  amountPaid: number;
  discount: number;
  paidAt?: Date | null;
}): Promise<string> {
  const id = testId('order');
  const createdAt = new Date(Date.now() - 3_600_000);
  await db()
    .doc(`orders/${id}`)
    .set({
      ...webBuyer(),
      status: spec.status ?? 'pending',
      paymentStatus: spec.paymentStatus,
      items: [
        {
          productId: 'p1',
          sku: 'SKU-1',
          name: 'Adire Shirt',
          type: 'RTW',
          size: 'M',
          qty: 1,
          unitPrice: spec.amountPaid + spec.discount,
          payMode: 'full',
          depositPercent: null,
          amountDueNow: spec.amountPaid,
          measurements: null,
          image: null,
        },
      ],
      subtotal: spec.amountPaid + spec.discount,
      shippingZone: 'LAGOS',
      shippingAddress: '1 Test Road',
      shippingFee: 0,
      shippingLeadTimeDays: 3,
      discount: spec.discount,
      total: spec.amountPaid,
      amountDueNow: spec.amountPaid,
      amountPaid: spec.paymentStatus === 'unpaid' ? 0 : spec.amountPaid,
      depositPaid: 0,
      balanceDue: 0,
      referralCode: spec.code,
      paystackReference: null,
      createdAt,
      paidAt: spec.paidAt === undefined ? new Date(createdAt.getTime() + 60_000) : spec.paidAt,
    });
  return id;
}
