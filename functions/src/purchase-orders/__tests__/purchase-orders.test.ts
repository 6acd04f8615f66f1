// Purchase-order transitions (docs/product.md#purchase-orders) through the deployed callables: Submit, Cancel,
// Receive (everything still to come, or a delivery per line at its delivered cost) and Close short, each delivery
// adding to material stock, the moving-average cost, the ledger and the day's purchasing expense exactly once, even
// when clicked twice, sent from a second tab or called by several staff at once.
import {
  PO_CLOSE_NOTHING_RECEIVED,
  PO_PART_RECEIVED_CANNOT_CANCEL,
  PO_RECEIPT_STALE,
  PO_NEEDS_LINE,
  PO_ONLY_DRAFTS_SUBMIT,
  PO_ONLY_ORDERED_RECEIVE,
  PO_RECEIVED_CANNOT_CANCEL,
  PO_NOT_FOUND,
  PO_MATERIAL_MISSING,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { ledgerOf, makeMaterial, makePurchaseOrder, readMaterial, readPo, statsFor } from '../../../test/factories';
import type { PoActionResult, ReceivePoResult as ReceiveResult } from '@aso/domain/contract';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
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
      receiptId: 'all-1',
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

describe('Deliveries per line', () => {
  const deliver = (purchaseOrderId: string, receiptId: string, receiptsSeen: number, lines: object[]) =>
    call<ReceiveResult>('receivePurchaseOrder', { purchaseOrderId, receiptId, receiptsSeen, lines }, staff.idToken);

  it('a short delivery adds what arrived at its delivered cost; the PO stays open until the rest comes', async () => {
    const [cotton, lining] = await Promise.all([
      makeMaterial({ onHand: 12, unitCost: 2500 }),
      makeMaterial({ onHand: 0, unitCost: null }),
    ]);
    const po = await makePurchaseOrder('ordered', [
      { materialId: cotton, qty: 30, unitCost: 2800 },
      { materialId: lining, qty: 8, unitCost: 1200 },
    ]);
    const before = await statsFor();
    // 20 of the 30 yards arrive, at ₦2,900 (the vendor's price went up); no lining yet.
    const first = await deliver(po, 'd1', 0, [
      { line: 0, qty: 20, unitCost: 2900 },
      { line: 1, qty: 0, unitCost: 1200 },
    ]);
    expect(first).toEqual({
      ok: true,
      data: { purchaseOrderId: po, status: 'ordered', changed: true, added: { [cotton]: 20 }, receiptId: 'd1' },
    });
    // (12 × ₦2,500 + 20 × ₦2,900) ÷ 32 = ₦2,750.
    expect(await readMaterial(cotton)).toMatchObject({ onHand: 32, unitCost: 2750 });
    expect(await readMaterial(lining)).toMatchObject({ onHand: 0, unitCost: null });
    expect((await ledgerOf(cotton)).map((e) => [e.delta, e.reason, e.unitCost])).toEqual([[20, 'receive', 2900]]);
    const open = await readPo(po);
    expect(open).toMatchObject({ status: 'ordered', receivedValue: 58_000, receivedAt: null });
    expect(open?.lines.map((l) => l.received)).toEqual([20, 0]);
    expect(open?.receipts.map((r) => [r.id, r.value])).toEqual([['d1', 58_000]]);
    // Received goods are the day's expense; what is still to come is not.
    expect((await statsFor()).purchasing - before.purchasing).toBe(58_000);

    // The rest arrives: the PO is received.
    const rest = await deliver(po, 'd2', 1, [
      { line: 0, qty: 10, unitCost: 2800 },
      { line: 1, qty: 8, unitCost: 1250 },
    ]);
    expect(rest).toMatchObject({ ok: true, data: { status: 'received', changed: true } });
    expect(await readMaterial(cotton)).toMatchObject({ onHand: 42 });
    expect(await readMaterial(lining)).toMatchObject({ onHand: 8, unitCost: 1250 });
    const closed = await readPo(po);
    expect(closed).toMatchObject({ status: 'received', receivedValue: 58_000 + 28_000 + 10_000, closedShort: false });
    expect(closed?.receivedAt).toBeInstanceOf(Date);
    expect((await statsFor()).purchasing - before.purchasing).toBe(96_000);
  });

  it('one delivery once: a double click is the same delivery, a second tab is refused, and more than ordered is refused', async () => {
    const cotton = await makeMaterial({ onHand: 0 });
    const po = await makePurchaseOrder('ordered', [{ materialId: cotton, qty: 10, unitCost: 2000 }]);
    const tries = await Promise.all(
      [0, 1, 2, 3].map(() => deliver(po, 'click', 0, [{ line: 0, qty: 6, unitCost: 2000 }])),
    );
    for (const t of tries) expect(t).toMatchObject({ ok: true, data: { receiptId: 'click', status: 'ordered' } });
    expect(tries.filter((t) => t.ok && t.data.changed)).toHaveLength(1);
    // Another tab opened before that delivery and records the same 6 yards: refused, nothing added.
    expect(await deliver(po, 'tab-2', 0, [{ line: 0, qty: 6, unitCost: 2000 }])).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: PO_RECEIPT_STALE,
    });
    expect(await deliver(po, 'too-many', 1, [{ line: 0, qty: 5, unitCost: 2000 }])).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Only 4 still to come on this line.',
    });
    expect(await readMaterial(cotton)).toMatchObject({ onHand: 6 });
    expect(await ledgerOf(cotton)).toHaveLength(1);
    expect((await readPo(po))?.receipts).toHaveLength(1);
  });

  it('a part-delivered PO is closed short, not cancelled; an untouched one is cancelled, not closed', async () => {
    const cotton = await makeMaterial({ onHand: 0 });
    const part = await makePurchaseOrder('ordered', [{ materialId: cotton, qty: 10, unitCost: 2000 }]);
    const untouched = await makePurchaseOrder('ordered', [{ materialId: cotton, qty: 10, unitCost: 2000 }]);
    await deliver(part, 'd1', 0, [{ line: 0, qty: 4, unitCost: 2000 }]);
    expect(await act('cancelPurchaseOrder', part)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: PO_PART_RECEIVED_CANNOT_CANCEL,
    });
    expect(await act('closePurchaseOrder', untouched)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: PO_CLOSE_NOTHING_RECEIVED,
    });
    const closes = await Promise.all([0, 1].map(() => act('closePurchaseOrder', part)));
    expect(closes.filter((c) => c.ok && c.data.changed)).toHaveLength(1);
    const closed = await readPo(part);
    expect(closed).toMatchObject({ status: 'received', closedShort: true, receivedValue: 8_000 });
    expect(closed?.lines[0]?.received).toBe(4);
    expect(await deliver(part, 'late', 1, [{ line: 0, qty: 1, unitCost: 2000 }])).toMatchObject({
      ok: false,
      message: PO_ONLY_ORDERED_RECEIVE,
    });
    expect(await readMaterial(cotton)).toMatchObject({ onHand: 4 });
  });
});
