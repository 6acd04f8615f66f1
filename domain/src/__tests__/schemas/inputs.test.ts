import { describe, expect, it } from 'vitest';
import {
  AUTH_CREDENTIALS_REQUIRED,
  REGISTER_EMAIL_REQUIRED,
  REGISTER_PASSWORD_TOO_SHORT,
  PROFILE_NAME_REQUIRED,
} from '../../account/messages';
import {
  ADJUST_NON_ZERO,
  LEVEL_ZERO_OR_MORE,
  MATERIAL_UNIT_REQUIRED,
  QTY_WHOLE_AT_LEAST_1,
} from '../../materials/messages';
import { PO_VENDOR_REQUIRED } from '../../purchase-orders/messages';
import {
  CART_EMPTY,
  CHECKOUT_ADDRESS_REQUIRED,
  CHECKOUT_INVALID_EMAIL,
  CHECKOUT_ZONE_REQUIRED,
} from '../../checkout/messages';
import { GUEST_DUPLICATE_QR } from '../../events/messages';
import { NOTE_BLANK } from '../../customers/messages';
import {
  PRODUCT_NAME_REQUIRED,
  PRODUCT_PRICE_INVALID,
  PRODUCT_PRICE_WHOLE_NAIRA,
  PRODUCT_TYPE_REQUIRED,
} from '../../catalogue/messages';
import { REFERRAL_CODE_FORMAT } from '../../referrals/messages';
import { checkout, problems } from './fixtures';
import { CHECKOUT_PHONE_INVALID } from '../../checkout/messages';
import { customerEditInput, customerNoteInput, setReferralCodeInput } from '../../customers/schemas/customer';
import { checkInGuestInput, eventInput, guestInput, importGuestsInput } from '../../events/schemas/events';
import { leadInput } from '../../marketing/schemas/leads';
import {
  adjustMaterialInput,
  createMaterialInput,
  receiveMaterialInput,
  setMaterialThresholdInput,
} from '../../materials/schemas/materials';
import { measurementsSchema } from '../../catalogue/schemas/measurements';
import {
  confirmPaymentInput,
  payBalanceInput,
  releaseRefundInput,
  startCheckoutInput,
  updateOrderStatusInput,
} from '../../checkout/schemas/order';
import { preorderWindowInput, saveProductInput } from '../../catalogue/schemas/product';
import { accountProfileInput, loginInput, registerInput, setUserRoleInput } from '../../customers/schemas/profile';
import { purchaseOrderActionInput, purchaseOrderDraftInput } from '../../purchase-orders/schemas/purchase-orders';
import { saveSettingsInput } from '../../settings/schemas/settings';
import { defaultSettings } from '../../settings/settings';

describe('startCheckout', () => {
  it('fills defaults and normalises the referral code', () => {
    expect(startCheckoutInput.parse({ ...checkout, referralCode: ' ada-x1 ' })).toEqual({
      ...checkout,
      shipping: { ...checkout.shipping, phone: '', country: 'NG' },
      discountCode: null,
      referralCode: 'ADA-X1',
      payModes: {},
      measurements: {},
      measurementProfiles: {},
      eventId: null,
      group: null,
      attribution: null,
    });
    expect(startCheckoutInput.parse({ ...checkout, referralCode: '  ' }).referralCode).toBeNull();
  });

  it('keeps an optional phone in international form and refuses one that is not a phone', () => {
    const withPhone = (phone: unknown) => ({ ...checkout, shipping: { ...checkout.shipping, phone } });
    expect(startCheckoutInput.parse(withPhone('0803 123 4567')).shipping.phone).toBe('+2348031234567');
    expect(startCheckoutInput.parse(withPhone(' ')).shipping.phone).toBe('');
    expect(problems(startCheckoutInput, withPhone('0803 123'))).toEqual({ 'shipping.phone': CHECKOUT_PHONE_INVALID });
    expect(problems(startCheckoutInput, withPhone(8031234567))).toEqual({ 'shipping.phone': CHECKOUT_PHONE_INVALID });
  });

  it("the spec's messages per field", () => {
    expect(problems(startCheckoutInput, { ...checkout, lines: [] })).toEqual({ lines: CART_EMPTY });
    expect(problems(startCheckoutInput, { ...checkout, lines: undefined })).toEqual({ lines: CART_EMPTY });
    expect(problems(startCheckoutInput, { ...checkout, email: 'nope' })).toEqual({ email: CHECKOUT_INVALID_EMAIL });
    expect(problems(startCheckoutInput, { ...checkout, email: undefined })).toEqual({ email: CHECKOUT_INVALID_EMAIL });
    expect(problems(startCheckoutInput, { ...checkout, shipping: { address: ' ', zone: 'KANO' } })).toEqual({
      'shipping.address': CHECKOUT_ADDRESS_REQUIRED,
      'shipping.zone': CHECKOUT_ZONE_REQUIRED,
    });
    expect(problems(startCheckoutInput, { ...checkout, lines: [{ productId: 'x', size: 'M', qty: 0 }] })).toEqual({
      'lines.0.qty': 'Quantity must be at least 1.',
    });
    expect(problems(startCheckoutInput, { ...checkout, lines: [{ productId: 'x', size: 'M', qty: 1.5 }] })).toEqual({
      'lines.0.qty': 'Quantity must be a whole number.',
    });
  });

  it('is strict: prices from the browser are refused, not ignored', () => {
    const r = problems(startCheckoutInput, {
      ...checkout,
      lines: [{ productId: 'x', size: 'M', qty: 1, unitPrice: 1 }],
    });
    expect(r).not.toBe('ok');
    expect(Object.keys(r)).toEqual(['lines.0']);
    expect(problems(startCheckoutInput, { ...checkout, total: 1 })).not.toBe('ok');
  });

  it('measurements per MTO product are checked', () => {
    const bad = problems(startCheckoutInput, {
      ...checkout,
      measurements: { kaftan: { unit: 'in', bust: 10, waist: 30, hips: 40 } },
    });
    expect(bad).toEqual({ 'measurements.kaftan.bust': 'Bust must be between 24 and 70 in.' });
    expect(problems(startCheckoutInput, { ...checkout, payModes: { gown: 'half' } })).not.toBe('ok');
  });

  it('other payment and order inputs', () => {
    expect(problems(confirmPaymentInput, { reference: 'ASO-1740856200000-K3P9Q2' })).toBe('ok');
    expect(problems(confirmPaymentInput, { reference: 'ASO 1' })).toEqual({ reference: 'Invalid payment reference.' });
    expect(problems(payBalanceInput, { orderId: 'o1' })).toBe('ok');
    expect(problems(payBalanceInput, { orderId: '' })).not.toBe('ok');
    expect(updateOrderStatusInput.parse({ orderId: 'o1', status: 'shipped' })).toEqual({
      orderId: 'o1',
      status: 'shipped',
      note: '',
      releaseRefundKobo: null,
    });
    // A refund released with a cancel names its amount in whole kobo.
    expect(problems(updateOrderStatusInput, { orderId: 'o1', status: 'cancelled', releaseRefundKobo: 4_900_000 })).toBe(
      'ok',
    );
    for (const releaseRefundKobo of [0, -100, 1.5, '4900000'])
      expect(problems(updateOrderStatusInput, { orderId: 'o1', status: 'cancelled', releaseRefundKobo })).not.toBe(
        'ok',
      );
    expect(problems(releaseRefundInput, { orderId: 'o1', amountKobo: 4_900_000 })).toBe('ok');
    expect(problems(releaseRefundInput, { orderId: 'o1' })).not.toBe('ok');
    expect(problems(updateOrderStatusInput, { orderId: 'o1', status: 'lost' })).not.toBe('ok');
    expect(problems(updateOrderStatusInput, { orderId: 'o1', status: 'ready', note: 'x'.repeat(501) })).not.toBe('ok');
  });
});

describe('measurements', () => {
  const m = { unit: 'cm', bust: 92, waist: 76, hips: 100 };

  it('fills optional fields with null; ranges depend on the unit', () => {
    expect(measurementsSchema.parse(m)).toEqual({
      ...m,
      shoulder: null,
      sleeve: null,
      length: null,
      height: null,
      notes: null,
    });
    expect(problems(measurementsSchema, { ...m, unit: 'in' })).toEqual({
      bust: 'Bust must be between 24 and 70 in.',
      hips: 'Hips must be between 24 and 75 in.',
      waist: 'Waist must be between 18 and 70 in.',
    });
    expect(problems(measurementsSchema, { ...m, height: 300 })).toEqual({
      height: 'Height must be between 121 and 229 cm.',
    });
    expect(problems(measurementsSchema, { ...m, height: 121 })).toBe('ok');
    expect(problems(measurementsSchema, { ...m, height: 229 })).toBe('ok');
    // Each box its own words: three empty boxes never say one sentence three times.
    expect(problems(measurementsSchema, { ...m, bust: 'abc' })).toEqual({ bust: 'Enter the bust as a number.' });
    expect(problems(measurementsSchema, { ...m, bust: NaN, waist: undefined, hips: '' })).toEqual({
      bust: 'Enter the bust as a number.',
      waist: 'Enter the waist as a number.',
      hips: 'Enter the hips as a number.',
    });
    expect(problems(measurementsSchema, { ...m, unit: 'mm' })).toEqual({ unit: 'Choose inches or centimetres.' });
    expect(measurementsSchema.parse({ ...m, notes: '  long arms ' }).notes).toBe('long arms');
  });
});

describe('catalogue inputs', () => {
  const product = { name: 'Adire Shirt', price: 12500, type: 'RTW' };

  it('saveProduct defaults and messages', () => {
    expect(saveProductInput.parse(product)).toMatchObject({
      id: null,
      sku: '',
      active: true,
      images: [],
      sizeOptions: [],
      stock: {},
      cost: null,
    });
    expect(problems(saveProductInput, { ...product, name: '  ' })).toEqual({ name: PRODUCT_NAME_REQUIRED });
    expect(problems(saveProductInput, { ...product, name: undefined })).toEqual({ name: PRODUCT_NAME_REQUIRED });
    expect(problems(saveProductInput, { ...product, type: undefined })).toEqual({ type: PRODUCT_TYPE_REQUIRED });
    for (const price of [-1, 'abc', NaN, undefined])
      expect(problems(saveProductInput, { ...product, price })).toEqual({ price: PRODUCT_PRICE_INVALID });
    // Kobo in a price: said in words (customers pay whole naira), not 'must be a valid number'.
    expect(problems(saveProductInput, { ...product, price: 10.5 })).toEqual({ price: PRODUCT_PRICE_WHOLE_NAIRA });
    expect(problems(saveProductInput, { ...product, price: 0 })).toBe('ok');
    expect(problems(saveProductInput, { ...product, sizeOptions: ['XXL'] })).not.toBe('ok');
    expect(problems(saveProductInput, { ...product, stock: { M: { onHand: -1 } } })).not.toBe('ok');
    expect(saveProductInput.parse({ ...product, stock: { M: { onHand: 3 } } }).stock).toEqual({
      M: { onHand: 3, reorderLevel: 0 },
    });
    expect(problems(saveProductInput, { ...product, cost: -5 })).toEqual({ cost: 'Cost must be 0 or more.' });
  });

  it('pre-order windows', () => {
    const window = { name: 'Spring Drop', active: true, startAt: new Date(), endAt: null, depositPercent: 40 };
    expect(problems(preorderWindowInput, window)).toBe('ok');
    expect(problems(preorderWindowInput, { ...window, depositPercent: 0 })).not.toBe('ok');
    expect(problems(preorderWindowInput, { ...window, depositPercent: 91 })).not.toBe('ok');
  });
});

describe('inventory and purchasing inputs', () => {
  it('createMaterial: SKU, name, unit required; quantities ≥ 0; levels optional', () => {
    expect(createMaterialInput.parse({ sku: 'ANK-1', name: 'Ankara', unit: 'yard' })).toEqual({
      sku: 'ANK-1',
      name: 'Ankara',
      unit: 'yard',
      category: '',
      initialQty: 0,
      unitCost: null,
      reorderLevel: null,
      minLevel: null,
    });
    expect(problems(createMaterialInput, { sku: '', name: '', unit: 'bale', initialQty: -1 })).toEqual({
      sku: 'SKU is required.',
      name: 'Name is required.',
      unit: MATERIAL_UNIT_REQUIRED,
      initialQty: 'Quantity must be 0 or more.',
    });
  });

  it('receive: whole number ≥ 1; adjust: non-zero with a reason; threshold: null clears', () => {
    expect(problems(receiveMaterialInput, { materialId: 'm', qty: 1 })).toBe('ok');
    for (const qty of [0, 1.5, -2, 'x'])
      expect(problems(receiveMaterialInput, { materialId: 'm', qty })).toEqual({ qty: QTY_WHOLE_AT_LEAST_1 });
    expect(problems(receiveMaterialInput, { materialId: '', qty: 1 })).toEqual({ materialId: 'Choose a material.' });
    expect(problems(adjustMaterialInput, { materialId: 'm', delta: 0, reason: 'manual' })).toEqual({
      delta: ADJUST_NON_ZERO,
    });
    expect(problems(adjustMaterialInput, { materialId: 'm', delta: -0.5, reason: 'theft' })).toEqual({
      reason: 'Choose a reason for the adjustment.',
    });
    expect(problems(adjustMaterialInput, { materialId: 'm', delta: 2, reason: 'return' })).toBe('ok');
    expect(setMaterialThresholdInput.parse({ materialId: 'm', reorderLevel: null })).toEqual({
      materialId: 'm',
      reorderLevel: null,
    });
    expect(problems(setMaterialThresholdInput, { materialId: 'm', reorderLevel: -1 })).toEqual({
      reorderLevel: LEVEL_ZERO_OR_MORE,
    });
  });

  it('purchase orders: vendor required; line quantity and cost ≥ 0', () => {
    expect(problems(purchaseOrderDraftInput, { vendorName: '  ' })).toEqual({ vendorName: PO_VENDOR_REQUIRED });
    expect(purchaseOrderDraftInput.parse({ vendorName: 'Balogun Market' })).toEqual({
      vendorName: 'Balogun Market',
      notes: '',
      lines: [],
    });
    expect(
      problems(purchaseOrderDraftInput, { vendorName: 'V', lines: [{ materialId: 'm', qty: -1, unitCost: -2 }] }),
    ).toEqual({
      'lines.0.qty': 'Quantity must be 0 or more.',
      'lines.0.unitCost': 'Unit cost must be 0 or more.',
    });
    expect(
      problems(purchaseOrderDraftInput, { vendorName: 'V', lines: [{ materialId: 'm', qty: 0, unitCost: 0 }] }),
    ).toBe('ok');
    expect(problems(purchaseOrderActionInput, { purchaseOrderId: 'po1' })).toBe('ok');
    expect(problems(purchaseOrderActionInput, { purchaseOrderId: 'po1', status: 'received' })).not.toBe('ok');
  });
});

describe('customer, referral, role, account, auth, lead inputs', () => {
  it('customer edit, tag, note', () => {
    expect(problems(customerEditInput, { customerId: 'c', name: 'Ada', email: '', phone: '', city: 'Abeokuta' })).toBe(
      'ok',
    );
    expect(problems(customerEditInput, { customerId: 'c', name: 'Ada', email: 'x@', phone: '', city: '' })).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(
      problems(customerEditInput, { customerId: 'c', name: 'Ada', email: '', phone: '+234 (803) 000-0000', city: '' }),
    ).toBe('ok');
    // Staff's numbers are kept as checkout and My Account keep them: one form wherever a number is stored.
    expect(
      customerEditInput.parse({ customerId: 'c', name: 'Ada', email: '', phone: '0803 000 0000', city: '' }).phone,
    ).toBe('+2348030000000');
    expect(problems(customerEditInput, { customerId: 'c', name: 'Ada', email: '', phone: 'abc', city: '' })).toEqual({
      phone: CHECKOUT_PHONE_INVALID,
    });
    expect(problems(customerEditInput, { customerId: 'c', name: 'Ada', email: '', phone: '12', city: '' })).toEqual({
      phone: CHECKOUT_PHONE_INVALID,
    });
    expect(problems(customerNoteInput, { customerId: 'c', body: '   ' })).toEqual({ body: NOTE_BLANK });
    expect(customerNoteInput.parse({ customerId: 'c', body: ' Prefers WhatsApp ' }).body).toBe('Prefers WhatsApp');
  });

  it('referral code: normalised; empty clears; format checked', () => {
    expect(setReferralCodeInput.parse({ customerId: 'c', code: ' ada-x1y2 ' }).code).toBe('ADA-X1Y2');
    expect(setReferralCodeInput.parse({ customerId: 'c', code: '' }).code).toBeNull();
    expect(problems(setReferralCodeInput, { customerId: 'c', code: 'a b' })).toEqual({ code: REFERRAL_CODE_FORMAT });
    expect(problems(setReferralCodeInput, { customerId: 'c', code: 'AB' })).toEqual({ code: REFERRAL_CODE_FORMAT });
  });

  it('roles, account, auth', () => {
    expect(problems(setUserRoleInput, { uid: 'u', role: 'staff' })).toBe('ok');
    expect(problems(setUserRoleInput, { uid: 'u', role: 'owner' })).not.toBe('ok');
    expect(
      problems(accountProfileInput, { name: 'Ada', phone: '0803 000 0000', whatsappOptIn: true, emailOptIn: false }),
    ).toBe('ok');
    expect(problems(accountProfileInput, { name: 'Ada', phone: '', whatsappOptIn: true, emailOptIn: false })).toBe(
      'ok',
    );
    expect(
      problems(accountProfileInput, { name: 'Ada', phone: '0803 000 0000', whatsappOptIn: true, role: 'admin' }),
    ).not.toBe('ok');
    // The email opt-in is a yes or no the screen always sends; a missing or non-boolean one is refused.
    expect(problems(accountProfileInput, { name: 'Ada', phone: '', whatsappOptIn: true })).not.toBe('ok');
    expect(problems(accountProfileInput, { name: 'Ada', phone: '', whatsappOptIn: true, emailOptIn: 'yes' })).not.toBe(
      'ok',
    );
    expect(problems(accountProfileInput, { name: '  ', phone: 'abc', whatsappOptIn: true, emailOptIn: true })).toEqual({
      name: PROFILE_NAME_REQUIRED,
      phone: CHECKOUT_PHONE_INVALID,
    });
    // The number is kept as checkout keeps it, and one checkout would refuse is refused here too.
    expect(
      accountProfileInput.parse({ name: 'Ada', phone: '0803 000 0000', whatsappOptIn: true, emailOptIn: false }).phone,
    ).toBe('+2348030000000');
    expect(
      problems(accountProfileInput, { name: 'Ada', phone: '1234567', whatsappOptIn: true, emailOptIn: false }),
    ).toEqual({
      phone: CHECKOUT_PHONE_INVALID,
    });
    expect(problems(loginInput, { email: 'ada@example.com', password: 'secret' })).toBe('ok');
    expect(problems(loginInput, { phone: '+2348030000000', password: 'secret' })).toBe('ok');
    expect(problems(loginInput, { email: 'ada@example.com' })).toEqual({ _form: AUTH_CREDENTIALS_REQUIRED });
    expect(problems(loginInput, { password: 'secret' })).toEqual({ _form: AUTH_CREDENTIALS_REQUIRED });
    expect(problems(registerInput, { email: 'ada@example.com', password: '12345' })).toEqual({
      password: REGISTER_PASSWORD_TOO_SHORT,
    });
    expect(problems(registerInput, { email: 'ada@example.com', password: '123456' })).toBe('ok');
    expect(problems(registerInput, { password: '123456' })).toEqual({ email: REGISTER_EMAIL_REQUIRED });
  });

  it('lead: an email and a source', () => {
    expect(leadInput.parse({ email: 'ada@example.com' })).toEqual({ email: 'ada@example.com', source: 'subscribe' });
    expect(problems(leadInput, { email: 'nope' })).toEqual({ email: 'Enter a valid email address.' });
    expect(problems(leadInput, { email: 'ada@example.com', source: 'x'.repeat(41) })).not.toBe('ok');
  });
});

describe('events inputs', () => {
  it('event, check-in, import', () => {
    expect(problems(eventInput, { name: ' ', date: new Date() })).toEqual({ name: 'Event name is required.' });
    expect(problems(checkInGuestInput, { eventId: 'e', code: '  ' })).not.toBe('ok');
    expect(checkInGuestInput.parse({ eventId: 'e', code: ' ASO-1 ' }).code).toBe('ASO-1');
    const guest = { name: 'Ada', qrCode: 'ASO-1' };
    expect(problems(guestInput, { ...guest, email: 'ada@example.com' })).toBe('ok');
    expect(problems(guestInput, { ...guest, email: 'ada@' })).toEqual({ email: 'Enter a valid email address.' });
    expect(importGuestsInput.parse({ eventId: 'e', guests: [guest] }).guests).toEqual([
      { name: 'Ada', email: '', phone: '', qrCode: 'ASO-1' },
    ]);
    expect(problems(importGuestsInput, { eventId: 'e', guests: [guest, { ...guest, name: 'Bola' }] })).toEqual({
      'guests.1.qrCode': GUEST_DUPLICATE_QR,
    });
    expect(problems(importGuestsInput, { eventId: 'e', guests: [] })).not.toBe('ok');
  });
});

describe('settings input', () => {
  it('the defaults save; a bad email, a negative fee or a missing zone do not', () => {
    const { updatedAt: _a, updatedBy: _b, ...data } = defaultSettings();
    expect(problems(saveSettingsInput, data)).toBe('ok');
    expect(
      problems(saveSettingsInput, { ...data, notifications: { ...data.notifications, supportEmail: 'help@aso.ng' } }),
    ).toBe('ok');
    expect(
      problems(saveSettingsInput, { ...data, notifications: { ...data.notifications, supportEmail: 'nope' } }),
    ).not.toBe('ok');
    const zones = { ...data.shipping.zones, LAGOS: { ...data.shipping.zones.LAGOS, fee: -1 } };
    expect(Object.keys(problems(saveSettingsInput, { ...data, shipping: { zones } }))).toEqual([
      'shipping.zones.LAGOS.fee',
    ]);
    const { ABUJA: _abuja, ...threeZones } = data.shipping.zones;
    expect(problems(saveSettingsInput, { ...data, shipping: { zones: threeZones } })).not.toBe('ok');
    expect(problems(saveSettingsInput, { ...data, referral: { discountPercent: 91, rewardPercent: 0 } })).not.toBe(
      'ok',
    );
    expect(problems(saveSettingsInput, { ...data, updatedBy: 'x' })).not.toBe('ok');
  });
});
