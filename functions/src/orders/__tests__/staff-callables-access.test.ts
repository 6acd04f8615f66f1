// Every back-office callable answers malformed input from staff with invalid-argument and the field's message,
// changing nothing (who may call each: src/__tests__/who-may-call.test.ts).
import {
  ADJUST_NON_ZERO,
  COST_ONLY_COMING_IN,
  MATERIAL_SKU_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_PRICE_INVALID,
  QTY_WHOLE_AT_LEAST_1,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call } from '../../../test/callables';
import { makeProduct } from '../../../test/factories';
import { makeMaterial, makeOrder, makePurchaseOrder, readMaterial, readOrder, readPo } from '../../../test/factories';

let staff: TestUser;
let materialId: string;
let poId: string;
let orderId: string;

beforeAll(async () => {
  staff = await makeStaffUser('staff');
  materialId = await makeMaterial({ onHand: 10 });
  poId = await makePurchaseOrder('ordered', [{ materialId, qty: 5, unitCost: 100 }]);
  orderId = (await makeOrder({ product: await makeProduct({ stock: { M: 3 } }) })).id;
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
