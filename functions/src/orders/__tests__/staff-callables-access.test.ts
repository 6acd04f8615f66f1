// Every back-office callable checks the role claim before anything else, and answers malformed input with
// invalid-argument and the field's message, changing nothing.
import {
  ADJUST_NON_ZERO,
  COST_ONLY_COMING_IN,
  MATERIAL_SKU_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_PRICE_INVALID,
  QTY_WHOLE_AT_LEAST_1,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call } from '../../../test/callables';
import { makeProduct, readProduct } from '../../../test/factories';
import { makeMaterial, makeOrder, makePurchaseOrder, readMaterial, readOrder, readPo } from '../../../test/factories';

let customer: TestUser;
let staff: TestUser;
let materialId: string;
let poId: string;
let orderId: string;
let productId: string;

beforeAll(async () => {
  [customer, staff] = await Promise.all([makeUser('customer'), makeStaffUser('staff')]);
  materialId = await makeMaterial({ onHand: 10 });
  poId = await makePurchaseOrder('ordered', [{ materialId, qty: 5, unitCost: 100 }]);
  const product = await makeProduct({ stock: { M: 3 } });
  productId = product.id;
  orderId = (await makeOrder({ product })).id;
});

/** A valid payload for each callable, so only the caller's role can be the reason for a refusal. */
const valid = (): Record<string, unknown> => ({
  saveProduct: { id: productId, name: 'Renamed by a customer', price: 1, type: 'RTW', sizeOptions: ['M'] },
  createMaterial: { sku: 'MAT-SNEAKY', name: 'Sneaky', unit: 'yard' },
  receiveMaterial: { materialId, qty: 5 },
  adjustMaterial: { materialId, delta: -5, reason: 'damaged' },
  setMaterialThreshold: { materialId, reorderLevel: 99 },
  submitPurchaseOrder: { purchaseOrderId: poId },
  receivePurchaseOrder: { purchaseOrderId: poId },
  cancelPurchaseOrder: { purchaseOrderId: poId },
  closePurchaseOrder: { purchaseOrderId: poId },
  updateOrderStatus: { orderId, status: 'cancelled', note: 'not mine to cancel' },
  releaseRefund: { orderId, amountKobo: 100 },
});

describe('role checks on every back-office callable', () => {
  it('a customer gets permission-denied and a signed-out caller unauthenticated; nothing changes', async () => {
    for (const [name, data] of Object.entries(valid())) {
      const asCustomer = await call(name, data, customer.idToken);
      expect(asCustomer, name).toMatchObject({
        ok: false,
        status: 'PERMISSION_DENIED',
        message: 'You do not have permission to do that.',
      });
      const signedOut = await call(name, data, null);
      expect(signedOut, name).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    }
    expect(await readMaterial(materialId)).toMatchObject({ onHand: 10, reorderLevel: null });
    expect(await readPo(poId)).toMatchObject({ status: 'ordered' });
    expect(await readOrder(orderId)).toMatchObject({ status: 'pending' });
    expect((await readProduct(productId))?.name).not.toBe('Renamed by a customer');
  });
});

describe('malformed input from staff', () => {
  it('is invalid-argument with the field message, for every callable', async () => {
    const cases: [string, unknown, Record<string, string> | null][] = [
      ['saveProduct', { name: ' ', price: 10, type: 'RTW' }, { name: PRODUCT_NAME_REQUIRED }],
      ['saveProduct', { name: 'Kaftan', price: -1, type: 'RTW' }, { price: PRODUCT_PRICE_INVALID }],
      ['saveProduct', { name: 'Kaftan', price: 10, type: 'RTW', extra: true }, null],
      ['createMaterial', { sku: '', name: 'Cotton', unit: 'yard' }, { sku: MATERIAL_SKU_REQUIRED }],
      ['receiveMaterial', { materialId, qty: 1.5 }, { qty: QTY_WHOLE_AT_LEAST_1 }],
      ['receiveMaterial', { materialId, qty: 0 }, { qty: QTY_WHOLE_AT_LEAST_1 }],
      ['adjustMaterial', { materialId, delta: 0, reason: 'manual' }, { delta: ADJUST_NON_ZERO }],
      ['adjustMaterial', { materialId, delta: 2, reason: 'stolen' }, null],
      ['setMaterialThreshold', { materialId, reorderLevel: -1 }, null],
      ['submitPurchaseOrder', {}, null],
      ['receivePurchaseOrder', { purchaseOrderId: 42 }, null],
      ['cancelPurchaseOrder', 'po-1', null],
      ['updateOrderStatus', { orderId, status: 'lost' }, null],
      ['updateOrderStatus', { orderId, status: 'cancelled', releaseRefundKobo: 0 }, null],
      ['releaseRefund', { orderId, amountKobo: 10.5 }, null],
      ['receivePurchaseOrder', { purchaseOrderId: poId, lines: [{ line: 0, qty: -1, unitCost: 1 }] }, null],
      ['adjustMaterial', { materialId, delta: -1, reason: 'damaged', unitCost: 5 }, { unitCost: COST_ONLY_COMING_IN }],
    ];
    for (const [name, data, fields] of cases) {
      const result = await call(name, data, staff.idToken);
      expect(result, `${name} ${JSON.stringify(data)}`).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
      if (fields && !result.ok) expect(result.details, name).toMatchObject({ kind: 'invalid_data', fields });
    }
    expect(await readMaterial(materialId)).toMatchObject({ onHand: 10, reorderLevel: null });
    expect(await readPo(poId)).toMatchObject({ status: 'ordered' });
    expect(await readOrder(orderId)).toMatchObject({ status: 'pending' });
  });
});
