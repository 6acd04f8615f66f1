// The waitlist's stock trigger (docs/product.md#back-in-stock): when units come back to a sold-out size, through each
// path that puts them back (a staff edit of the stock, a production run made from a purchase order's materials, an
// order's cancel, an unpaid checkout's expiry), the customers waiting for that size are told in the order they asked,
// one mail each, as many as the units returned; the rest keep waiting; a retried or concurrent telling sends nothing
// twice.
import { randomUUID } from 'node:crypto';
import { backInStockMailId, stockAlertId, stockAlertSchema, type Size } from '@aso/domain';
import type { ProductionRunResult, ReceivePoResult, SaveProductResult } from '@aso/domain/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { callOk } from '../../../test/callables';
import { minutesFromNow, startCheckoutAs } from '../../../test/checkout';
import {
  db,
  makeMaterial,
  makeOrder,
  makeProduct,
  makePurchaseOrder,
  onHand,
  readProduct,
  testDeps,
  testId,
  type TestProduct,
} from '../../../test/factories';
import { expireUnpaidOrders } from '../../checkout/expire-unpaid';
import { parseDoc } from '../../lib/converters';
import { tellForStockReturns } from '../when-stock-returns';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
});

/** Five customers asked about the size, a minute apart, in this order. */
const NAMES = ['adaeze', 'chidi', 'musa', 'funke', 'bisi'];

interface Waiting {
  readonly id: string;
  readonly email: string;
  readonly askedAt: Date;
}

/** Requests as the product page writes them (rules-tests prove the browser's side), oldest first. */
async function askers(product: TestProduct, size: Size, names = NAMES): Promise<Waiting[]> {
  const base = Date.now() - 60 * 60_000;
  const made = names.map((name, i) => {
    const uid = testId(name);
    return {
      id: stockAlertId(product.id, size, uid),
      uid,
      email: `${uid}@example.test`,
      askedAt: new Date(base + i * 60_000),
    };
  });
  // Written newest first, so only createdAt can give the order.
  for (const w of [...made].reverse()) {
    await db().doc(`stockAlerts/${w.id}`).set({
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      size,
      uid: w.uid,
      email: w.email,
      createdAt: w.askedAt,
      notifiedAt: null,
    });
  }
  return made;
}

/** Stock and its marker as a function's transaction leaves them when it stops before telling. */
async function returnedUntold(product: TestProduct, size: Size, onHandNow: number, units: number) {
  await db()
    .doc(`stock/${product.id}`)
    .set({ sizes: { [size]: { onHand: onHandNow, reorderLevel: 0 } } }, { merge: true });
  return db()
    .collection('stockReturns')
    .add({ productId: product.id, sizes: { [size]: units }, at: new Date() });
}

const requestOf = async (id: string) => parseDoc(stockAlertSchema, await db().doc(`stockAlerts/${id}`).get());

/** Who has been mailed about this size, and whose requests are marked told. */
async function toldOf(waiting: readonly Waiting[]): Promise<{ mailed: string[]; marked: string[] }> {
  const mailed: string[] = [];
  const marked: string[] = [];
  for (const w of waiting) {
    const mails = await db().collection('mail').where('to', '==', w.email).get();
    if (mails.size > 1) throw new Error(`${w.email} got ${mails.size} mails`);
    if (mails.size === 1) mailed.push(w.email);
    if ((await requestOf(w.id))?.notifiedAt) marked.push(w.email);
  }
  return { mailed, marked };
}

const emails = (waiting: readonly Waiting[]) => waiting.map((w) => w.email);

/** saveProduct as the staff edit sends it: every size's levels and what the form saw. */
function editStock(product: TestProduct, stock: Partial<Record<Size, number>>, seen: Partial<Record<Size, number>>) {
  return callOk<SaveProductResult>(
    'saveProduct',
    {
      id: product.id,
      sku: product.sku,
      name: product.name,
      price: product.price,
      cost: null,
      type: 'RTW',
      sizeOptions: ['S', 'M', 'L', 'XL'],
      stock: Object.fromEntries(Object.entries(stock).map(([s, onHand]) => [s, { onHand, reorderLevel: 0 }])),
      stockSeen: seen,
    },
    staff.idToken,
  );
}

describe('back-in-stock mails', () => {
  it('a staff edit adding 3 units with 5 waiting tells the first 3 to ask, once each, linking to the size', async () => {
    const product = await makeProduct({ name: 'Kente Flare Midi', stock: { M: 2, L: 0 } });
    const waiting = await askers(product, 'L');
    await editStock(product, { M: 2, L: 3 }, { M: 2, L: 0 });

    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting.slice(0, 3)), marked: emails(waiting.slice(0, 3)) });
    const first = waiting[0]!;
    const mail = (
      await db()
        .doc(`mail/${backInStockMailId(first.id, first.askedAt)}`)
        .get()
    ).data() as {
      to: string;
      message: { subject: string; text: string; html: string };
    };
    expect(mail.to).toBe(first.email);
    expect(mail.message.subject).toBe('Aso: Kente Flare Midi in size L is back');
    // The saved piece's slug (the edit names it from its name).
    const slug = (await readProduct(product.id))?.slug ?? '';
    expect(mail.message.text).toContain(`/product/${slug}?size=L`);
    // Nothing left behind to tell again.
    expect((await db().collection('stockReturns').where('productId', '==', product.id).get()).size).toBe(0);

    // The next 2 units tell the other two, and nobody twice.
    await editStock(product, { M: 2, L: 5 }, { M: 2, L: 3 });
    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting), marked: emails(waiting) });
  });

  it('units that sell again before the telling tell only as many as are still there', async () => {
    const product = await makeProduct({ stock: { S: 0 } });
    const waiting = await askers(product, 'S', ['kemi', 'tobi', 'uche']);
    // A return of 3 recorded with the stock, but 2 sold before anyone was told: one is told.
    await returnedUntold(product, 'S', 1, 3);
    await tellForStockReturns(testDeps());
    expect((await toldOf(waiting)).mailed).toEqual(emails(waiting.slice(0, 1)));
  });

  it('a retried or concurrent telling sends nobody a second mail', async () => {
    const product = await makeProduct({ stock: { XL: 0 } });
    const waiting = await askers(product, 'XL');
    // The stock and its marker, as a function's transaction leaves them when it stops before telling.
    await returnedUntold(product, 'XL', 2, 2);
    await Promise.all([1, 2, 3].map(() => tellForStockReturns(testDeps())));
    await tellForStockReturns(testDeps());
    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting.slice(0, 2)), marked: emails(waiting.slice(0, 2)) });
  });

  it('a return larger than one transaction tells everyone it may, round by round, each once', async () => {
    const product = await makeProduct({ stock: { L: 0 } });
    const waiting = await askers(product, 'L');
    const marker = await returnedUntold(product, 'L', 4, 4);
    // Two requests per transaction: 4 units take two rounds; the fifth customer waits on.
    await tellForStockReturns(testDeps(), 2);
    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting.slice(0, 4)), marked: emails(waiting.slice(0, 4)) });
    expect((await marker.get()).exists).toBe(false);
  });

  it('a finished production run, made from materials a purchase order brought in, tells the waiting', async () => {
    const product = await makeProduct({ stock: { M: 0 } });
    const waiting = await askers(product, 'M', ['ngozi', 'kelechi']);
    const cottonId = await makeMaterial({ name: 'Adire cotton', unit: 'yard', onHand: 0, unitCost: 2000 });
    await callOk(
      'saveBillOfMaterials',
      { productId: product.id, bom: { M: [{ materialId: cottonId, qty: 2 }] } },
      staff.idToken,
    );
    const po = await makePurchaseOrder('ordered', [{ materialId: cottonId, qty: 10, unitCost: 2000 }]);
    await callOk<ReceivePoResult>('receivePurchaseOrder', { purchaseOrderId: po }, staff.idToken);
    // The purchase order brought cloth, not pieces: nobody is told yet.
    expect((await toldOf(waiting)).mailed).toEqual([]);

    const run = await callOk<ProductionRunResult>(
      'recordProductionRun',
      { runId: randomUUID(), productId: product.id, size: 'M', qty: 1 },
      staff.idToken,
    );
    expect(run.stockOnHand).toBe(1);
    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting.slice(0, 1)), marked: emails(waiting.slice(0, 1)) });
  });

  it('a cancelled order puts its units back and tells the waiting', async () => {
    const product = await makeProduct({ stock: { L: 0 } });
    const { id } = await makeOrder({ product, size: 'L', qty: 2 });
    const waiting = await askers(product, 'L', ['halima', 'ifeoma', 'segun']);
    await callOk('updateOrderStatus', { orderId: id, status: 'cancelled', note: '' }, staff.idToken);
    expect(await onHand(product.id, 'L')).toBe(2);
    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting.slice(0, 2)), marked: emails(waiting.slice(0, 2)) });
  });

  it('an unpaid checkout that expires puts its units back and tells the waiting', async () => {
    const product = await makeProduct({ stock: { S: 1 } });
    const buyer = await makeUser();
    await startCheckoutAs(buyer, [{ productId: product.id, size: 'S', qty: 1 }]);
    expect(await onHand(product.id, 'S')).toBe(0);
    const waiting = await askers(product, 'S', ['zainab', 'bolaji']);
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await onHand(product.id, 'S')).toBe(1);
    expect(await toldOf(waiting)).toEqual({ mailed: emails(waiting.slice(0, 1)), marked: emails(waiting.slice(0, 1)) });
  });

  it('a piece taken off sale tells nobody; its requests keep waiting', async () => {
    const product = await makeProduct({ stock: { M: 0 }, active: false });
    const waiting = await askers(product, 'M', ['chiamaka']);
    await returnedUntold(product, 'M', 4, 4);
    await tellForStockReturns(testDeps());
    expect(await toldOf(waiting)).toEqual({ mailed: [], marked: [] });
  });
});
