import { describe, expect, it } from 'vitest';
import {
  PO_NEEDS_LINE,
  PO_NO_LINES_TO_RECEIVE,
  PO_ONLY_DRAFTS_SUBMIT,
  PO_ONLY_ORDERED_RECEIVE,
  PO_RECEIVED_CANNOT_CANCEL,
} from '../messages';
import {
  cancelPurchaseOrder,
  poActions,
  poTotal,
  receivePurchaseOrder,
  submitPurchaseOrder,
  type PoLike,
} from '../purchasing';
import { PO_STATUSES } from '../vocab';
import { purchaseOrderSchema } from '../schemas/purchasing';
import { refusal } from './refusal';

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

  it('Receive: ordered only; each line with quantity > 0, materials added together', () => {
    const receipt = receivePurchaseOrder(po('ordered'));
    expect(receipt.status).toBe('received');
    expect(receipt.lines).toHaveLength(2);
    expect([...receipt.increments]).toEqual([['ankara', 12.5]]);
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

  it('Cancel: from any status but received', () => {
    for (const status of ['draft', 'ordered', 'cancelled'] as const)
      expect(cancelPurchaseOrder(po(status))).toEqual({ status: 'cancelled' });
    expect(refusal(() => cancelPurchaseOrder(po('received')))).toMatchObject({
      code: 'po/received-cannot-cancel',
      message: PO_RECEIVED_CANNOT_CANCEL,
    });
  });

  it('buttons per status: only drafts are edited', () => {
    expect(PO_STATUSES.map((s) => poActions(po(s)))).toEqual([
      { edit: true, submit: true, receive: false, cancel: true },
      { edit: false, submit: false, receive: true, cancel: true },
      { edit: false, submit: false, receive: false, cancel: false },
      { edit: false, submit: false, receive: false, cancel: false },
    ]);
  });
});
