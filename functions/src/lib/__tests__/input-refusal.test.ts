// Ids from input become document paths. One with '/', '.', '..' or __name__ used to reach Firestore and come back as
// INTERNAL "Something went wrong"; every callable family now refuses it with invalid-argument and words, and
// changes nothing.
import {
  CART_MAX_LINES,
  CART_MAX_QTY,
  ID_INVALID,
  REFERRAL_CODE_FORMAT,
  REFERRAL_UNKNOWN,
  cartTooManyLines,
  quantityTooMany,
  shippingAddressTooLong,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from '../admin';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call } from '../../../test/callables';
import {
  checkoutInput,
  makeEvent,
  makeProduct,
  onHand,
  ordersOf,
  paymentsOf,
  type TestProduct,
} from '../../../test/factories';
import { ledgerOf, makeMaterial, readMaterial } from '../../../test/factories';
import { guestsOf, makeCustomer, readCustomer, uniqueCode } from '../../../test/factories';

const BAD_IDS = ['a/b', '..', '.', '__name__'];

let buyer: TestUser;
let staff: TestUser;
let admin: TestUser;
let shirt: TestProduct;

beforeAll(async () => {
  [buyer, staff, admin, shirt] = await Promise.all([
    makeUser(),
    makeStaffUser('staff'),
    makeStaffUser('admin'),
    makeProduct({ stock: { M: 2 } }),
  ]);
});

/** Each call answers invalid-argument with the field's words (never INTERNAL). */
async function expectRefused(
  name: string,
  data: unknown,
  idToken: string,
  fields: Record<string, string>,
): Promise<void> {
  const result = await call(name, data, idToken);
  const label = `${name} ${JSON.stringify(data)}`;
  expect(result, label).toMatchObject({ ok: false, httpStatus: 400, status: 'INVALID_ARGUMENT' });
  expect(result.ok || result.details, label).toMatchObject({ kind: 'invalid_data', code: 'input/invalid', fields });
  expect(result.ok || result.message, label).toBe(Object.values(fields)[0]);
}

describe('ids that are no document id', () => {
  it('checkout: startCheckout, payBalance, confirmPayment and cancelCheckout refuse them; no order, payment or stock moves', async () => {
    const base = checkoutInput([{ productId: shirt.id, size: 'M', qty: 1 }], { email: buyer.email });
    for (const bad of BAD_IDS) {
      await expectRefused('startCheckout', { ...base, lines: [{ productId: bad, size: 'M', qty: 1 }] }, buyer.idToken, {
        'lines.0.productId': ID_INVALID,
      });
      await expectRefused('startCheckout', { ...base, eventId: bad }, buyer.idToken, { eventId: ID_INVALID });
      await expectRefused('startCheckout', { ...base, referralCode: bad }, buyer.idToken, {
        referralCode: REFERRAL_UNKNOWN,
      });
      await expectRefused('payBalance', { orderId: bad }, buyer.idToken, { orderId: ID_INVALID });
    }
    for (const bad of ['.', '..']) {
      await expectRefused('confirmPayment', { reference: bad }, buyer.idToken, {
        reference: 'Invalid payment reference.',
      });
      await expectRefused('cancelCheckout', { reference: bad }, buyer.idToken, {
        reference: 'Invalid payment reference.',
      });
    }
    expect(await ordersOf(buyer.uid)).toHaveLength(0);
    expect(await paymentsOf(buyer.uid)).toHaveLength(0);
    expect(await onHand(shirt.id, 'M')).toBe(2);
  });

  it('orders and catalogue: updateOrderStatus and saveProduct refuse them', async () => {
    const product = { name: 'Adire shirt', price: 1000, type: 'RTW', sizeOptions: ['M'] };
    for (const bad of BAD_IDS) {
      await expectRefused('updateOrderStatus', { orderId: bad, status: 'cancelled' }, staff.idToken, {
        orderId: ID_INVALID,
      });
      await expectRefused('saveProduct', { ...product, id: bad }, staff.idToken, { id: ID_INVALID });
      await expectRefused('saveProduct', { ...product, type: 'PREORDER', preorderWindowId: bad }, staff.idToken, {
        preorderWindowId: ID_INVALID,
      });
    }
  });

  it('inventory and purchasing: material and purchase-order ids are refused; the material is untouched', async () => {
    const materialId = await makeMaterial({ onHand: 10 });
    for (const bad of BAD_IDS) {
      await expectRefused('receiveMaterial', { materialId: bad, qty: 5 }, staff.idToken, { materialId: ID_INVALID });
      await expectRefused('adjustMaterial', { materialId: bad, delta: -1, reason: 'damaged' }, staff.idToken, {
        materialId: ID_INVALID,
      });
      await expectRefused('setMaterialThreshold', { materialId: bad, reorderLevel: 3 }, staff.idToken, {
        materialId: ID_INVALID,
      });
      await expectRefused('submitPurchaseOrder', { purchaseOrderId: bad }, staff.idToken, {
        purchaseOrderId: ID_INVALID,
      });
      await expectRefused('receivePurchaseOrder', { purchaseOrderId: bad }, staff.idToken, {
        purchaseOrderId: ID_INVALID,
      });
    }
    expect((await readMaterial(materialId))?.onHand).toBe(10);
    expect(await ledgerOf(materialId)).toHaveLength(0);
  });

  it('events: checkInGuest and importGuests refuse a bad event id; no guest is written', async () => {
    const eventId = await makeEvent();
    for (const bad of BAD_IDS) {
      await expectRefused('checkInGuest', { eventId: bad, code: 'QR-1' }, staff.idToken, { eventId: ID_INVALID });
      await expectRefused('importGuests', { eventId: bad, guests: [{ name: 'Ada', qrCode: 'QR-1' }] }, staff.idToken, {
        eventId: ID_INVALID,
      });
    }
    expect(await guestsOf(eventId)).toHaveLength(0);
  });

  it('referrals and roles: setReferralCode and setUserRole refuse them; the customer and the claims stay as they were', async () => {
    const code = uniqueCode('TOLU');
    const customer = await makeCustomer({ name: 'Tolu', referralCode: code });
    for (const bad of BAD_IDS) {
      await expectRefused('setReferralCode', { customerId: bad, code: 'TOLU-1' }, admin.idToken, {
        customerId: ID_INVALID,
      });
      await expectRefused('setUserRole', { uid: bad, role: 'admin' }, admin.idToken, { uid: ID_INVALID });
    }
    for (const bad of ['A/B', '..', '__X__'])
      await expectRefused('setReferralCode', { customerId: customer.id, code: bad }, admin.idToken, {
        code: REFERRAL_CODE_FORMAT,
      });
    expect((await readCustomer(customer.id))?.referralCode).toBe(code);
    expect((await getAuth().getUser(buyer.uid)).customClaims?.role).toBeUndefined();
  });
});

describe('limits at checkout', () => {
  it('a quantity over the cap, too many lines and a huge address each get their own words; nothing moves', async () => {
    const line = { productId: shirt.id, size: 'M', qty: 1 };
    const base = checkoutInput([line], { email: buyer.email });
    await expectRefused('startCheckout', { ...base, lines: [{ ...line, qty: CART_MAX_QTY + 1 }] }, buyer.idToken, {
      'lines.0.qty': quantityTooMany(CART_MAX_QTY),
    });
    await expectRefused(
      'startCheckout',
      { ...base, lines: Array.from({ length: CART_MAX_LINES + 1 }, () => line) },
      buyer.idToken,
      { lines: cartTooManyLines(CART_MAX_LINES) },
    );
    await expectRefused(
      'startCheckout',
      { ...base, shipping: { address: 'x'.repeat(200_000), zone: 'LAGOS' } },
      buyer.idToken,
      { 'shipping.address': shippingAddressTooLong(500) },
    );
    expect(await ordersOf(buyer.uid)).toHaveLength(0);
    expect(await onHand(shirt.id, 'M')).toBe(2);
  });
});
