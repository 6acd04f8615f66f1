// Bills of materials and production runs through the deployed callables (docs/product.md#production): a run takes
// its materials with one ledger entry each and adds the pieces to stock exactly once; a shortfall is refused in
// words; MTO orders take their materials on "in production" and give them back when cancelled from there.
import { randomUUID } from 'node:crypto';
import { productCostRecordSchema, productionRunSchema } from '@aso/domain';
import type {
  ProductionRunResult,
  ReceivePoResult,
  SaveBillOfMaterialsResult,
  StartCheckoutResult,
} from '@aso/domain/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  checkoutInput,
  db,
  ledgerOf,
  makeMaterial,
  makeOrder,
  makeProduct,
  makePurchaseOrder,
  readMaterial,
  onHand,
  readOrder,
  readProduct,
  statsFor,
  type TestProduct,
} from '../../../test/factories';
import { paystackControl } from '../../../test/paystack-control';
import { parseDoc } from '../../lib/converters';

let staff: TestUser;
let customer: TestUser;
beforeAll(async () => {
  [staff, customer] = await Promise.all([makeStaffUser('staff'), makeUser('customer')]);
});

/** recordProductionRun as the staff member: `recordRun` must succeed, `tryRecordRun` may be refused. */
const recordRun = (input: Record<string, unknown>) =>
  callOk<ProductionRunResult>('recordProductionRun', input, staff.idToken);
const tryRecordRun = (input: Record<string, unknown>) => call('recordProductionRun', input, staff.idToken);

/** A product with a bill for size M: 2.5 yards of cotton and 6 buttons per piece. */
async function dressWithBill(cotton: number, buttons: number, type: 'RTW' | 'MTO' = 'RTW') {
  const product = await makeProduct({ type, stock: type === 'RTW' ? { M: 1 } : undefined });
  const cottonId = await makeMaterial({ name: 'Adire indigo cotton', unit: 'yard', onHand: cotton, unitCost: 3000 });
  const buttonsId = await makeMaterial({ name: 'Brass buttons', unit: 'piece', onHand: buttons, unitCost: 50 });
  await saveBill(
    product.id,
    {
      M: [
        { materialId: cottonId, qty: 2.5, unit: 'yard' },
        { materialId: buttonsId, qty: 6 },
      ],
      XL: [{ materialId: cottonId, qty: 3 }],
    },
    4000,
  );
  return { product, cottonId, buttonsId };
}

/** saveBillOfMaterials as the staff member. */
const saveBill = (productId: string, bom: Record<string, object[]>, labourCost: number) =>
  callOk<SaveBillOfMaterialsResult>('saveBillOfMaterials', { productId, bom, labourCost }, staff.idToken);

const readRun = async (id: string) => parseDoc(productionRunSchema, await db().doc(`productionRuns/${id}`).get());

describe('bill of materials', () => {
  it('is stored on the product’s cost record with units from the materials; bad lines are refused in words', async () => {
    const { product, cottonId, buttonsId } = await dressWithBill(100, 100);
    const record = (await db().doc(`productCosts/${product.id}`).get()).data();
    expect(record).toMatchObject({
      labourCost: 4000,
      bom: {
        M: [
          { materialId: cottonId, qty: 2.5, unit: 'yard' },
          { materialId: buttonsId, qty: 6, unit: 'piece' },
        ],
        XL: [{ materialId: cottonId, qty: 3, unit: 'yard' }],
      },
    });
    const wrongUnit = await call(
      'saveBillOfMaterials',
      { productId: product.id, bom: { M: [{ materialId: cottonId, qty: 2, unit: 'piece' }] } },
      staff.idToken,
    );
    expect(wrongUnit).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Adire indigo cotton is measured in yards, not pieces.',
    });
    const unknown = await call(
      'saveBillOfMaterials',
      { productId: product.id, bom: { M: [{ materialId: 'no-such-material', qty: 2 }] } },
      staff.idToken,
    );
    expect(unknown).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    const zero = await call(
      'saveBillOfMaterials',
      { productId: product.id, bom: { M: [{ materialId: cottonId, qty: 0 }] } },
      staff.idToken,
    );
    expect(zero).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Quantity per piece must be more than 0.',
    });
    // Refusals changed nothing.
    const after = parseDoc(productCostRecordSchema, await db().doc(`productCosts/${product.id}`).get());
    expect(after?.bom.M).toHaveLength(2);
  });
});

describe('production runs', () => {
  it('completing a run takes each material with one production ledger entry and adds the pieces to stock', async () => {
    const { product, cottonId, buttonsId } = await dressWithBill(30, 100);
    const runId = randomUUID();
    const done = await recordRun({ runId, productId: product.id, size: 'M', qty: 10 });
    expect(done).toMatchObject({ runId, status: 'completed', changed: true, stockOnHand: 11 });
    expect(await onHand(product.id, 'M')).toBe(11);
    expect((await readProduct(product.id))?.availability.M).toBe('in');
    expect((await readMaterial(cottonId))?.onHand).toBe(5);
    expect((await readMaterial(buttonsId))?.onHand).toBe(40);
    for (const [id, delta] of [
      [cottonId, -25],
      [buttonsId, -60],
    ] as const) {
      const ledger = await ledgerOf(id);
      expect(ledger.map((e) => [e.delta, e.reason, e.ref, e.authorId])).toEqual([
        [delta, 'production', { collection: 'productionRuns', id: runId }, staff.uid],
      ]);
    }
    const run = await readRun(runId);
    expect(run).toMatchObject({
      status: 'completed',
      qty: 10,
      size: 'M',
      productId: product.id,
      completedBy: staff.uid,
    });
    expect(run?.ledgerIds).toHaveLength(2);
  });

  it('runs exactly once under concurrent double clicks with the same run id', async () => {
    const { product, cottonId, buttonsId } = await dressWithBill(100, 100);
    const runId = randomUUID();
    const clicks = await Promise.all(
      Array.from({ length: 6 }, () => recordRun({ runId, productId: product.id, size: 'M', qty: 4 })),
    );
    expect(clicks.filter((c) => c.changed)).toHaveLength(1);
    expect(clicks.every((c) => c.status === 'completed')).toBe(true);
    expect(await onHand(product.id, 'M')).toBe(5);
    expect((await readMaterial(cottonId))?.onHand).toBe(90);
    expect((await readMaterial(buttonsId))?.onHand).toBe(76);
    expect(await ledgerOf(cottonId)).toHaveLength(1);
    expect(await ledgerOf(buttonsId)).toHaveLength(1);
  });

  it('refuses a run short of materials, naming each short material and how much is missing; nothing changes', async () => {
    const { product, cottonId, buttonsId } = await dressWithBill(20, 30);
    const refused = await tryRecordRun({ runId: randomUUID(), productId: product.id, size: 'M', qty: 10 });
    expect(refused).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: `Not enough materials to make 10 × ${product.name} (M): Adire indigo cotton short by 5 yards; Brass buttons short by 30 pieces.`,
    });
    expect(await onHand(product.id, 'M')).toBe(1);
    expect((await readMaterial(cottonId))?.onHand).toBe(20);
    expect((await readMaterial(buttonsId))?.onHand).toBe(30);
    expect(await ledgerOf(cottonId)).toEqual([]);
  });

  it('plans a run without taking materials, then completes what was planned', async () => {
    const { product, cottonId } = await dressWithBill(100, 100);
    const runId = randomUUID();
    const planned = await recordRun({ runId, productId: product.id, size: 'XL', qty: 2, complete: false });
    expect(planned).toMatchObject({ status: 'planned', changed: true });
    expect((await readMaterial(cottonId))?.onHand).toBe(100);
    expect((await readRun(runId))?.materials).toEqual([
      { materialId: cottonId, name: 'Adire indigo cotton', unit: 'yard', qty: 6 },
    ]);
    // The completing click sends other figures; the planned run is what gets made.
    const done = await recordRun({ runId, productId: product.id, size: 'M', qty: 9, complete: true });
    expect(done).toMatchObject({ status: 'completed', changed: true, stockOnHand: 2 });
    expect(await onHand(product.id, 'XL')).toBe(2);
    expect((await readMaterial(cottonId))?.onHand).toBe(94);
  });

  it('refuses a size without a bill and made-to-order products', async () => {
    const { product } = await dressWithBill(100, 100);
    const noBill = await tryRecordRun({ runId: randomUUID(), productId: product.id, size: 'S', qty: 1 });
    expect(noBill).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: `No bill of materials for ${product.name} in size S. Add one in the catalogue first.`,
    });
    const mto = await dressWithBill(100, 100, 'MTO');
    const refused = await tryRecordRun({ runId: randomUUID(), productId: mto.product.id, size: 'M', qty: 1 });
    expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
  });
});

describe('made-to-order materials', () => {
  async function mtoOrder(product: TestProduct) {
    const { id } = await makeOrder({ product, qty: 2 });
    // An MTO line carries no size: the bill's size comes from the measurements (these are an M).
    const order = await readOrder(id);
    const measurements = { unit: 'in', bust: 37, waist: 30, hips: 40, shoulder: null, sleeve: null, length: null };
    const items = order!.items.map((i) => ({ ...i, measurements: { ...measurements, height: null, notes: null } }));
    await db().doc(`orders/${id}`).update({ items });
    return id;
  }

  it('moving to in production takes the bill of the measurements’ size; cancelling from there gives it back', async () => {
    const { product, cottonId, buttonsId } = await dressWithBill(20, 20, 'MTO');
    const orderId = await mtoOrder(product);
    await callOk('updateOrderStatus', { orderId, status: 'in_production', note: '' }, staff.idToken);
    expect((await readMaterial(cottonId))?.onHand).toBe(15);
    expect((await readMaterial(buttonsId))?.onHand).toBe(8);
    // A second move to in production (a note, or back from ready) takes nothing more.
    await callOk('updateOrderStatus', { orderId, status: 'in_production', note: 'fitting booked' }, staff.idToken);
    expect((await readMaterial(cottonId))?.onHand).toBe(15);

    await callOk('updateOrderStatus', { orderId, status: 'cancelled', note: '' }, staff.idToken);
    expect((await readMaterial(cottonId))?.onHand).toBe(20);
    expect((await readMaterial(buttonsId))?.onHand).toBe(20);
    const ledger = await ledgerOf(cottonId);
    expect(ledger.map((e) => [e.delta, e.reason, e.ref])).toEqual([
      [-5, 'production', { collection: 'orders', id: orderId }],
      [5, 'production', { collection: 'orders', id: orderId }],
    ]);
    expect((await readRun(`order-${orderId}`))?.status).toBe('returned');
  });

  it('an order moved back to pending and then cancelled also gives its materials back, once', async () => {
    const { product, cottonId } = await dressWithBill(20, 20, 'MTO');
    const orderId = await mtoOrder(product);
    await callOk('updateOrderStatus', { orderId, status: 'in_production', note: '' }, staff.idToken);
    await callOk('updateOrderStatus', { orderId, status: 'pending', note: 'fabric swap' }, staff.idToken);
    expect((await readMaterial(cottonId))?.onHand).toBe(15);
    await Promise.all([
      callOk('updateOrderStatus', { orderId, status: 'cancelled', note: '' }, staff.idToken),
      callOk('updateOrderStatus', { orderId, status: 'cancelled', note: 'again' }, staff.idToken),
    ]);
    expect((await readMaterial(cottonId))?.onHand).toBe(20);
    expect((await ledgerOf(cottonId)).map((e) => e.delta)).toEqual([-5, 5]);
  });

  it('an order reopened after a cancel takes its materials again, and its run keeps every move', async () => {
    const { product, cottonId } = await dressWithBill(20, 20, 'MTO');
    const orderId = await mtoOrder(product);
    await callOk('updateOrderStatus', { orderId, status: 'in_production', note: '' }, staff.idToken);
    await callOk('updateOrderStatus', { orderId, status: 'cancelled', note: '' }, staff.idToken);
    await callOk('updateOrderStatus', { orderId, status: 'in_production', note: 'customer came back' }, staff.idToken);
    expect((await readMaterial(cottonId))?.onHand).toBe(15);
    const ledger = await ledgerOf(cottonId);
    expect(ledger.map((e) => e.delta)).toEqual([-5, 5, -5]);
    const run = await readRun(`order-${orderId}`);
    expect(run).toMatchObject({ status: 'completed', returnedAt: null });
    // Cotton and buttons, three moves each: none forgotten by the run.
    expect(run?.ledgerIds).toHaveLength(6);
    expect(run?.ledgerIds).toEqual(expect.arrayContaining(ledger.map((e) => e.id)));
  });

  it('refuses "in production" when materials are short, with the shortfall named; the order stays', async () => {
    const { product, cottonId } = await dressWithBill(4, 100, 'MTO');
    const orderId = await mtoOrder(product);
    const refused = await call('updateOrderStatus', { orderId, status: 'in_production', note: '' }, staff.idToken);
    expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    expect(refused.ok ? '' : refused.message).toContain('Adire indigo cotton short by 1 yard');
    expect((await readOrder(orderId))?.status).toBe('pending');
    expect((await readMaterial(cottonId))?.onHand).toBe(4);
  });
});

describe('material costs', () => {
  it('receiving a purchase order moves each material’s average cost by what arrived', async () => {
    const cottonId = await makeMaterial({ name: 'Adire indigo cotton', unit: 'yard', onHand: 0, unitCost: null });
    const first = await makePurchaseOrder('ordered', [{ materialId: cottonId, qty: 10, unitCost: 3000 }]);
    await callOk<ReceivePoResult>('receivePurchaseOrder', { purchaseOrderId: first }, staff.idToken);
    expect(await readMaterial(cottonId)).toMatchObject({ onHand: 10, unitCost: 3000 });
    const second = await makePurchaseOrder('ordered', [
      { materialId: cottonId, qty: 20, unitCost: 3300 },
      { materialId: cottonId, qty: 10, unitCost: 3600 },
    ]);
    await callOk<ReceivePoResult>('receivePurchaseOrder', { purchaseOrderId: second }, staff.idToken);
    expect(await readMaterial(cottonId)).toMatchObject({ onHand: 40, unitCost: 3300 });
  });

  it('stock received with "Receive stock" costs the bill, the run, the order and a shortfall’s PO (₦11,150, not ₦5,000)', async () => {
    // The day: 10 yd at ₦2,000 and 20 zips at ₦150 come in through Receive stock; a bill of 3 yd + 1 zip
    // + ₦5,000 labour; the product's typed cost is ₦5,000 (what every figure showed before).
    const product = await makeProduct({ type: 'RTW', price: 25_000, stock: { M: 0 } });
    const cottonId = await makeMaterial({ name: 'Adire indigo cotton', unit: 'yard', onHand: 0, unitCost: null });
    const zipsId = await makeMaterial({ name: 'Brass zips', unit: 'piece', onHand: 0, unitCost: null });
    await callOk('receiveMaterial', { materialId: cottonId, qty: 10, unitCost: 2000 }, staff.idToken);
    await callOk('receiveMaterial', { materialId: zipsId, qty: 20, unitCost: 150 }, staff.idToken);
    await db().doc(`productCosts/${product.id}`).set({ cost: 5000, labourCost: null, bom: {} }, { merge: true });
    await saveBill(
      product.id,
      {
        M: [
          { materialId: cottonId, qty: 3, unit: 'yard' },
          { materialId: zipsId, qty: 1, unit: 'piece' },
        ],
      },
      5000,
    );
    // The bill's piece cost and a shortfall PO's prices read the materials' average costs.
    expect(await readMaterial(cottonId)).toMatchObject({ onHand: 10, unitCost: 2000 });
    expect(await readMaterial(zipsId)).toMatchObject({ onHand: 20, unitCost: 150 });

    const runId = randomUUID();
    await recordRun({ runId, productId: product.id, size: 'M', qty: 2 });
    expect((await readRun(runId))?.unitCost).toBe(11_150);

    const started = await callOk<StartCheckoutResult>(
      'startCheckout',
      checkoutInput([{ productId: product.id, size: 'M', qty: 1 }], { email: customer.email }),
      customer.idToken,
    );
    await paystackControl.settle(started.reference, 'success', false);
    await callOk('confirmPayment', { reference: started.reference }, customer.idToken);
    expect(await readOrder(started.orderId)).toMatchObject({ costOfGoods: { RTW: 11_150 }, itemCosts: [11_150] });
  });
});

describe('cost of goods', () => {
  it('settlement fixes the order’s cost of goods (bill at average costs + labour) into the day; a cancel takes it off', async () => {
    const buyer = await makeUser();
    const { product } = await dressWithBill(100, 100);
    await db()
      .doc(`stock/${product.id}`)
      .set({ sizes: { M: { onHand: 5, reorderLevel: 0 } } });
    const started = await callOk<StartCheckoutResult>(
      'startCheckout',
      checkoutInput([{ productId: product.id, size: 'M', qty: 2 }], { email: buyer.email }),
      buyer.idToken,
    );
    const before = await statsFor();
    await paystackControl.settle(started.reference, 'success', false);
    await callOk('confirmPayment', { reference: started.reference }, buyer.idToken);
    // One piece: 2.5 yd × ₦3,000 + 6 × ₦50 + ₦4,000 labour = ₦11,800.
    expect((await readOrder(started.orderId))?.costOfGoods).toEqual({ RTW: 23_600 });
    const paid = await statsFor();
    expect(paid.cogs - before.cogs).toBe(23_600);
    expect(paid.byType.RTW.cogs - before.byType.RTW.cogs).toBe(23_600);

    await callOk('updateOrderStatus', { orderId: started.orderId, status: 'cancelled', note: '' }, staff.idToken);
    const cancelled = await statsFor();
    expect(cancelled.cogs - before.cogs).toBe(0);
  });
});
