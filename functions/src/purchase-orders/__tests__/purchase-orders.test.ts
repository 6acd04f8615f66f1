// Purchase-order transitions (docs/product.md#purchase-orders) through the deployed callables: Submit, Cancel and
// Receive, with Receive adding every line to material stock and the ledger exactly once, even when clicked twice or
// called by several staff at once.
import {
  PO_NEEDS_LINE,
  PO_ONLY_DRAFTS_SUBMIT,
  PO_ONLY_ORDERED_RECEIVE,
  PO_RECEIVED_CANNOT_CANCEL,
  PO_NOT_FOUND,
  PO_MATERIAL_MISSING,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk, warmUp } from '../../../test/callables';
import { ledgerOf, makeMaterial, makePurchaseOrder, readMaterial, readPo } from '../../../test/factories';
import type { PoActionResult, ReceivePoResult as ReceiveResult } from '@aso/domain/contract';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
  await warmUp('receivePurchaseOrder', 4, staff.idToken);
});

const act = (name: string, purchaseOrderId: string) => call<PoActionResult>(name, { purchaseOrderId }, staff.idToken);

describe('Submit', () => {
  it('moves a draft with a line above 0 to ordered and stamps submittedAt', async () => {
    const m = await makeMaterial();
    const po = await makePurchaseOrder('draft', [
      { materialId: m, qty: 0, unitCost: 50 },
      { materialId: m, qty: 4, unitCost: 250 },
    ]);
    expect(await act('submitPurchaseOrder', po)).toMatchObject({
      ok: true,
      data: { status: 'ordered', changed: true },
    });
    const after = await readPo(po);
    expect(after).toMatchObject({ status: 'ordered', totalCost: 1000 });
    expect(after?.submittedAt).toBeInstanceOf(Date);
  });

  it("refuses a draft without a line above 0 and anything but a draft, with the spec's words", async () => {
    const m = await makeMaterial();
    const empty = await makePurchaseOrder('draft', [{ materialId: m, qty: 0, unitCost: 10 }]);
    expect(await act('submitPurchaseOrder', empty)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: PO_NEEDS_LINE,
    });
    const ordered = await makePurchaseOrder('ordered', [{ materialId: m, qty: 1, unitCost: 10 }]);
    expect(await act('submitPurchaseOrder', ordered)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: PO_ONLY_DRAFTS_SUBMIT,
    });
    expect(await readPo(empty)).toMatchObject({ status: 'draft' });
    expect(await act('submitPurchaseOrder', 'po-that-does-not-exist')).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: PO_NOT_FOUND,
    });
  });
});

describe('Cancel', () => {
  it('cancels drafts and ordered POs, again harmlessly, but never a received one', async () => {
    const m = await makeMaterial();
    const draft = await makePurchaseOrder('draft', [{ materialId: m, qty: 1, unitCost: 10 }]);
    const ordered = await makePurchaseOrder('ordered', [{ materialId: m, qty: 1, unitCost: 10 }]);
    const received = await makePurchaseOrder('received', [{ materialId: m, qty: 1, unitCost: 10 }]);
    expect(await act('cancelPurchaseOrder', draft)).toMatchObject({
      ok: true,
      data: { status: 'cancelled', changed: true },
    });
    expect(await act('cancelPurchaseOrder', ordered)).toMatchObject({
      ok: true,
      data: { status: 'cancelled', changed: true },
    });
    expect(await act('cancelPurchaseOrder', ordered)).toMatchObject({
      ok: true,
      data: { status: 'cancelled', changed: false },
    });
    expect(await act('cancelPurchaseOrder', received)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: PO_RECEIVED_CANNOT_CANCEL,
    });
    expect((await readPo(ordered))?.cancelledAt).toBeInstanceOf(Date);
    expect(await readPo(received)).toMatchObject({ status: 'received' });
  });
});

describe('Receive', () => {
  it('adds every line to its material and writes a receive ledger entry per line, in one go', async () => {
    const [cotton, lining] = await Promise.all([makeMaterial({ onHand: 12 }), makeMaterial({ onHand: 0 })]);
    const po = await makePurchaseOrder(
      'ordered',
      [
        { materialId: cotton, qty: 30, unitCost: 2800 },
        { materialId: lining, qty: 8, unitCost: 1200 },
        { materialId: cotton, qty: 5, unitCost: 2700 },
        { materialId: lining, qty: 0, unitCost: 999 },
      ],
      'Balogun Market Textiles',
    );
    const result = await callOk<ReceiveResult>('receivePurchaseOrder', { purchaseOrderId: po }, staff.idToken);
    expect(result).toEqual({
      purchaseOrderId: po,
      status: 'received',
      changed: true,
      added: { [cotton]: 35, [lining]: 8 },
    });
    expect(await readMaterial(cotton)).toMatchObject({ onHand: 47 });
    expect(await readMaterial(lining)).toMatchObject({ onHand: 8 });
    const cottonLedger = await ledgerOf(cotton);
    expect(cottonLedger.map((e) => [e.delta, e.reason, e.unitCost, e.vendorName])).toEqual([
      [30, 'receive', 2800, 'Balogun Market Textiles'],
      [5, 'receive', 2700, 'Balogun Market Textiles'],
    ]);
    expect(cottonLedger[0]).toMatchObject({ ref: { collection: 'purchaseOrders', id: po }, authorId: staff.uid });
    expect(await ledgerOf(lining)).toHaveLength(1);
    const after = await readPo(po);
    expect(after).toMatchObject({ status: 'received' });
    expect(after?.receivedAt).toBeInstanceOf(Date);
  });

  it('a second click adds nothing', async () => {
    const m = await makeMaterial({ onHand: 3 });
    const po = await makePurchaseOrder('ordered', [{ materialId: m, qty: 7, unitCost: 100 }]);
    expect(await act('receivePurchaseOrder', po)).toMatchObject({ ok: true, data: { changed: true } });
    expect(await act('receivePurchaseOrder', po)).toMatchObject({
      ok: true,
      data: { status: 'received', changed: false, added: {} },
    });
    expect(await readMaterial(m)).toMatchObject({ onHand: 10 });
    expect(await ledgerOf(m)).toHaveLength(1);
  });

  it('six concurrent calls on one PO increment stock exactly once', async () => {
    const [a, b] = await Promise.all([makeMaterial({ onHand: 1 }), makeMaterial({ onHand: 2 })]);
    const po = await makePurchaseOrder('ordered', [
      { materialId: a, qty: 10, unitCost: 5 },
      { materialId: b, qty: 20, unitCost: 5 },
    ]);
    const results = await Promise.all(Array.from({ length: 6 }, () => act('receivePurchaseOrder', po)));
    for (const r of results) expect(r).toMatchObject({ ok: true, data: { status: 'received' } });
    expect(results.filter((r) => r.ok && r.data.changed)).toHaveLength(1);
    expect(await readMaterial(a)).toMatchObject({ onHand: 11 });
    expect(await readMaterial(b)).toMatchObject({ onHand: 22 });
    expect(await ledgerOf(a)).toHaveLength(1);
    expect(await ledgerOf(b)).toHaveLength(1);
  });

  it('only ordered POs can be received; a missing material stops the whole receipt', async () => {
    const m = await makeMaterial({ onHand: 4 });
    const draft = await makePurchaseOrder('draft', [{ materialId: m, qty: 1, unitCost: 1 }]);
    const cancelled = await makePurchaseOrder('cancelled', [{ materialId: m, qty: 1, unitCost: 1 }]);
    for (const po of [draft, cancelled]) {
      expect(await act('receivePurchaseOrder', po)).toMatchObject({
        ok: false,
        status: 'FAILED_PRECONDITION',
        message: PO_ONLY_ORDERED_RECEIVE,
      });
    }
    const broken = await makePurchaseOrder('ordered', [
      { materialId: m, qty: 6, unitCost: 1 },
      { materialId: 'mat-gone', qty: 1, unitCost: 1 },
    ]);
    expect(await act('receivePurchaseOrder', broken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: PO_MATERIAL_MISSING,
    });
    expect(await readMaterial(m)).toMatchObject({ onHand: 4 });
    expect(await readPo(broken)).toMatchObject({ status: 'ordered' });
    expect(await ledgerOf(m)).toHaveLength(0);
  });
});
