import { describe, expect, it } from 'vitest';
import {
  PO_CLOSE_NOTHING_RECEIVED,
  PO_NEEDS_LINE,
  PO_NO_LINES_TO_RECEIVE,
  PO_ONLY_DRAFTS_SUBMIT,
  PO_ONLY_ORDERED_CLOSE,
  PO_ONLY_ORDERED_RECEIVE,
  PO_PART_RECEIVED_CANNOT_CANCEL,
  PO_RECEIPT_EMPTY,
  PO_RECEIPT_LINE_TWICE,
  PO_RECEIPT_UNKNOWN_LINE,
  PO_RECEIVED_CANNOT_CANCEL,
  poReceiptOverOrdered,
} from '../messages';
import {
  cancelPurchaseOrder,
  closePurchaseOrderShort,
  poActionReasons,
  poActions,
  poCostSummary,
  poCommitment,
  poStatusLabel,
  poTotal,
  receivePurchaseOrder,
  submitPurchaseOrder,
  type PoLike,
} from '../purchase-orders';
import { PO_STATUSES } from '../../shared/vocab';
import { purchaseOrderSchema } from '../schemas/purchase-orders';
import { refusal } from '../../__tests__/refusal';

const lines = [
  { materialId: 'ankara', qty: 10, unitCost: 3500 },
  { materialId: 'lace', qty: 0, unitCost: 9000 },
  { materialId: 'ankara', qty: 2.5, unitCost: 3500 },
];
const po = (status: PoLike['status'], l = lines): PoLike => ({ status, lines: l });

describe('purchase-order states', () => {
  it('an unknown or missing status is read as draft by the schema', () => {
    const po = (status: unknown) =>
      purchaseOrderSchema.parse({ vendorName: 'Adire House', status, createdAt: new Date() }).status;
    expect(po('ordered')).toBe('ordered');
    expect(po('shipped')).toBe('draft');
    expect(po(undefined)).toBe('draft');
  });

  it('total of lines, to the kobo; non-finite parts count as 0', () => {
    expect(poTotal(lines)).toBe(43750);
    expect(poTotal([{ materialId: 'x', qty: 3, unitCost: 0.1 }])).toBe(0.3);
    expect(poTotal([{ materialId: 'x', qty: NaN, unitCost: 5 }])).toBe(0);
    expect(poTotal([])).toBe(0);
  });

  it('Submit: draft → ordered, needing a line with quantity > 0', () => {
    expect(submitPurchaseOrder(po('draft'))).toEqual({ status: 'ordered' });
    expect(refusal(() => submitPurchaseOrder(po('draft', [{ materialId: 'x', qty: 0, unitCost: 5 }])))).toMatchObject({
      kind: 'invalid_data',
      code: 'po/needs-line',
      message: PO_NEEDS_LINE,
    });
    expect(refusal(() => submitPurchaseOrder(po('draft', [])))).toMatchObject({ message: PO_NEEDS_LINE });
    for (const status of ['ordered', 'received', 'cancelled'] as const) {
      expect(refusal(() => submitPurchaseOrder(po(status)))).toMatchObject({
        kind: 'conflict',
        code: 'po/only-drafts-submit',
        message: PO_ONLY_DRAFTS_SUBMIT,
      });
    }
  });

  it('Receive all: ordered only; every line still to come, materials added together, at the ordered costs', () => {
    const receipt = receivePurchaseOrder(po('ordered'));
    expect(receipt.status).toBe('received');
    expect(receipt.lines).toEqual([
      { line: 0, materialId: 'ankara', qty: 10, unitCost: 3500 },
      { line: 2, materialId: 'ankara', qty: 2.5, unitCost: 3500 },
    ]);
    expect([...receipt.increments]).toEqual([['ankara', 12.5]]);
    expect(receipt.received).toEqual([10, 0, 2.5]);
    expect(receipt.value).toBe(43750);
    for (const status of ['draft', 'received', 'cancelled'] as const) {
      expect(refusal(() => receivePurchaseOrder(po(status)))).toMatchObject({
        code: 'po/only-ordered-receive',
        message: PO_ONLY_ORDERED_RECEIVE,
      });
    }
    expect(
      refusal(() =>
        receivePurchaseOrder(
          po('ordered', [
            { materialId: 'x', qty: 0, unitCost: 1 },
            { materialId: '', qty: 3, unitCost: 1 },
          ]),
        ),
      ),
    ).toMatchObject({
      code: 'po/no-lines-to-receive',
      message: PO_NO_LINES_TO_RECEIVE,
    });
  });

  it('a short delivery: per line, at the cost it came at; the PO stays open until every line has arrived', () => {
    const first = receivePurchaseOrder(po('ordered'), [
      { line: 0, qty: 6, unitCost: 3400 },
      { line: 2, qty: 0, unitCost: 3500 },
    ]);
    expect(first).toMatchObject({ status: 'ordered', received: [6, 0, 0], value: 20400 });
    expect([...first.increments]).toEqual([['ankara', 6]]);
    const after: PoLike = { status: 'ordered', lines: lines.map((l, i) => ({ ...l, received: first.received[i] })) };
    expect(poCommitment(after)).toBe(4 * 3500 + 2.5 * 3500);
    expect(poStatusLabel(after)).toBe('Part received');
    // The rest arrives: the PO is received.
    const rest = receivePurchaseOrder(after, [
      { line: 0, qty: 4, unitCost: 3600 },
      { line: 2, qty: 2.5, unitCost: 3500 },
    ]);
    expect(rest).toMatchObject({ status: 'received', received: [10, 0, 2.5], value: 23150 });
    // "Receive all" on a part-received PO takes only what is still to come.
    expect(receivePurchaseOrder(after).lines).toEqual([
      { line: 0, materialId: 'ankara', qty: 4, unitCost: 3500 },
      { line: 2, materialId: 'ankara', qty: 2.5, unitCost: 3500 },
    ]);
  });

  it('refuses a delivery over what is still to come, an unknown or repeated line, and an empty one, in words', () => {
    const part: PoLike = { status: 'ordered', lines: [{ materialId: 'ankara', qty: 10, unitCost: 3500, received: 6 }] };
    expect(refusal(() => receivePurchaseOrder(part, [{ line: 0, qty: 5, unitCost: 1 }]))).toMatchObject({
      kind: 'invalid_data',
      code: 'po/over-ordered',
      message: poReceiptOverOrdered(4),
      fields: { 'lines.0.qty': 'Only 4 still to come on this line.' },
    });
    const done: PoLike = {
      status: 'ordered',
      lines: [...lines, { materialId: 'lace', qty: 1, unitCost: 1, received: 1 }],
    };
    expect(refusal(() => receivePurchaseOrder(done, [{ line: 3, qty: 1, unitCost: 1 }])).message).toBe(
      'Everything on this line has been received.',
    );
    expect(refusal(() => receivePurchaseOrder(po('ordered'), [{ line: 7, qty: 1, unitCost: 1 }]))).toMatchObject({
      message: PO_RECEIPT_UNKNOWN_LINE,
      fields: { 'lines.0.line': PO_RECEIPT_UNKNOWN_LINE },
    });
    // Line 1 orders nothing: there is nothing to deliver on it.
    expect(refusal(() => receivePurchaseOrder(po('ordered'), [{ line: 1, qty: 1, unitCost: 1 }])).message).toBe(
      PO_RECEIPT_UNKNOWN_LINE,
    );
    expect(
      refusal(() =>
        receivePurchaseOrder(po('ordered'), [
          { line: 0, qty: 1, unitCost: 1 },
          { line: 0, qty: 1, unitCost: 1 },
        ]),
      ).message,
    ).toBe(PO_RECEIPT_LINE_TWICE);
    expect(refusal(() => receivePurchaseOrder(po('ordered'), [{ line: 0, qty: 0, unitCost: 1 }]))).toMatchObject({
      code: 'po/receipt-empty',
      message: PO_RECEIPT_EMPTY,
    });
  });

  it('Cancel: a draft, or ordered with nothing delivered; Close short: ordered with something delivered', () => {
    for (const status of ['draft', 'ordered', 'cancelled'] as const)
      expect(cancelPurchaseOrder(po(status))).toEqual({ status: 'cancelled' });
    expect(refusal(() => cancelPurchaseOrder(po('received')))).toMatchObject({
      code: 'po/received-cannot-cancel',
      message: PO_RECEIVED_CANNOT_CANCEL,
    });
    const part: PoLike = { status: 'ordered', lines: [{ materialId: 'ankara', qty: 10, unitCost: 3500, received: 6 }] };
    expect(refusal(() => cancelPurchaseOrder(part)).message).toBe(PO_PART_RECEIVED_CANNOT_CANCEL);
    expect(closePurchaseOrderShort(part)).toEqual({ status: 'received' });
    expect(poStatusLabel({ ...part, status: 'received', closedShort: true })).toBe('Closed short');
    expect(poCommitment({ ...part, status: 'received' })).toBe(0);
    expect(refusal(() => closePurchaseOrderShort(po('ordered'))).message).toBe(PO_CLOSE_NOTHING_RECEIVED);
    for (const status of ['draft', 'received', 'cancelled'] as const)
      expect(refusal(() => closePurchaseOrderShort(po(status))).message).toBe(PO_ONLY_ORDERED_CLOSE);
  });

  it('buttons per status: only drafts are edited; a part-received PO closes short instead of cancelling', () => {
    expect(PO_STATUSES.map((s) => poActions(po(s)))).toEqual([
      { edit: true, submit: true, receive: false, close: false, cancel: true },
      { edit: false, submit: false, receive: true, close: false, cancel: true },
      { edit: false, submit: false, receive: false, close: false, cancel: false },
      { edit: false, submit: false, receive: false, close: false, cancel: false },
    ]);
    const part: PoLike = { status: 'ordered', lines: [{ materialId: 'ankara', qty: 10, unitCost: 3500, received: 6 }] };
    expect(poActions(part)).toEqual({ edit: false, submit: false, receive: true, close: true, cancel: false });
  });

  it('reads a PO received before per-line deliveries as received in full', () => {
    const legacy = purchaseOrderSchema.parse({
      vendorName: 'Adire House',
      status: 'received',
      lines: [{ materialId: 'ankara', qty: 10, unitCost: 3500 }],
      totalCost: 35000,
      createdAt: new Date(),
    });
    expect(legacy.lines[0]!.received).toBe(10);
    expect(legacy.receivedValue).toBe(35000);
  });
});

describe('what a PO costs and why its buttons are greyed', () => {
  const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;
  const line = (qty: number, received: number) => ({ materialId: 'm', qty, unitCost: 2800, received });
  it('a PO closed short costs what arrived; an open one what was ordered, with what has arrived', () => {
    const short = {
      status: 'received' as const,
      lines: [line(40, 25)],
      totalCost: 112_000,
      receivedValue: 70_000,
      closedShort: true,
    };
    expect(poCostSummary(short, naira)).toEqual({ amount: 70_000, note: 'received; ₦112,000 ordered' });
    const whole = { ...short, lines: [line(40, 40)], receivedValue: 112_000, closedShort: false };
    expect(poCostSummary(whole, naira)).toEqual({ amount: 112_000, note: 'received' });
    const part = { status: 'ordered' as const, lines: [line(10, 4)], totalCost: 28_000, receivedValue: 11_200 };
    expect(poCostSummary(part, naira)).toEqual({ amount: 28_000, note: 'ordered; ₦11,200 received so far' });
    expect(poCostSummary({ ...part, status: 'draft', lines: [line(10, 0)], receivedValue: 0 }, naira)).toEqual({
      amount: 28_000,
      note: null,
    });
  });

  it('says why Submit, Receive or Cancel cannot be pressed, in the server’s words', () => {
    expect(poActionReasons({ status: 'ordered', lines: [line(10, 4)] })).toEqual({
      submit: 'Only drafts can be submitted.',
      receive: null,
      cancel: 'Part of this purchase order has been received: close it short instead.',
    });
    expect(poActionReasons({ status: 'draft', lines: [line(10, 0)] })).toEqual({
      submit: null,
      receive: 'Only ordered POs can be received.',
      cancel: null,
    });
    expect(poActionReasons({ status: 'received', lines: [line(10, 10)] }).cancel).toBe(
      'Received POs cannot be cancelled.',
    );
    expect(poActionReasons({ status: 'cancelled', lines: [line(10, 0)] })).toEqual({
      submit: 'This purchase order is cancelled.',
      receive: 'This purchase order is cancelled.',
      cancel: 'This purchase order is cancelled.',
    });
  });
});
