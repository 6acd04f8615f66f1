import { describe, expect, it } from 'vitest';
import { cartDocSchema, cartLineSchema } from '../../checkout/schemas/cart';
import { newCustomer } from '../../customers/customers';
import { customerNoteSchema, customerSchema } from '../../customers/schemas/customer';
import { eventSchema, guestSchema, scanSchema } from '../../events/schemas/events';
import { leadSchema } from '../../marketing/schemas/leads';
import { ledgerEntrySchema, materialSchema } from '../../materials/schemas/materials';
import { timelineEntrySchema, orderSchema, paymentSchema } from '../../checkout/schemas/order';
import { preorderWindowSchema, productSchema, stockSchema, stockShardSchema } from '../../catalogue/schemas/product';
import { profileSchema } from '../../customers/schemas/profile';
import { purchaseOrderSchema } from '../../purchase-orders/schemas/purchase-orders';
import { referralCodeDocSchema, referralStatsSchema } from '../../referrals/schemas/referrals';
import { statsDaySchema } from '../../finance/schemas/stats';
import { emptyStats } from '../../finance/stats';
import type { CartLine } from '../../checkout/cart';
import type * as z from 'zod';

const at = new Date('2025-03-01T10:00:00Z');

// Compile-time: the cart module's plain types and the stored shape are the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const cartLineMatches: Same<z.output<typeof cartLineSchema>, CartLine> = true;

describe('timestamps', () => {
  it('are Dates: a raw Firestore Timestamp must be converted at the edge first', () => {
    expect(leadSchema.parse({ email: 'a@b.co', source: 'subscribe', createdAt: at }).createdAt).toBe(at);
    expect(
      leadSchema.safeParse({ email: 'a@b.co', source: 'subscribe', createdAt: { seconds: 1, nanoseconds: 0 } }).success,
    ).toBe(false);
    expect(leadSchema.safeParse({ email: 'a@b.co', source: 'subscribe', createdAt: new Date('nope') }).success).toBe(
      false,
    );
  });
});

describe('entity documents', () => {
  it('profile: role defaults to customer; an unknown role reads as customer', () => {
    expect(profileSchema.parse({ createdAt: at, updatedAt: at })).toEqual({
      name: '',
      phone: '',
      whatsappOptIn: true,
      emailOptIn: false,
      email: '',
      role: 'customer',
      createdAt: at,
      updatedAt: at,
    });
    expect(profileSchema.parse({ role: 'root', createdAt: at, updatedAt: at }).role).toBe('customer');
    expect(profileSchema.parse({ role: 'staff', createdAt: at, updatedAt: at }).role).toBe('staff');
  });

  it('customer as created by its owner, and a note', () => {
    const created = newCustomer({ userId: 'u1', email: 'ada@example.com' }, at);
    // A new record is the schema's defaults for who it is, every field written out.
    const defaults = customerSchema.parse({ userId: 'u1', email: 'ada@example.com', createdAt: at });
    expect({ ...created, measurements: null }).toEqual(defaults);
    expect(newCustomer({ userId: null, email: '', name: 'Wale', phone: '+2348012345678' }, at)).toMatchObject({
      name: 'Wale',
      phone: '+2348012345678',
    });
    expect(customerSchema.parse(created)).toEqual({ ...created, measurements: null });
    expect(customerSchema.safeParse({ ...created, lifetimeValue: -1 }).success).toBe(false);
    expect(customerNoteSchema.parse({ body: 'VIP', authorId: 's1', createdAt: at }).authorName).toBe('');
  });

  it('cart: lines checked (qty 1–99, price ≥ 0, at most 50); extra keys dropped', () => {
    const line = {
      productId: 'p',
      name: 'Tee',
      sku: 'RTW-1',
      type: 'RTW',
      size: 'M',
      qty: 1,
      unitPrice: 100,
      payMode: null,
    };
    expect(cartDocSchema.parse({ lines: [line], referralCode: null, updatedAt: at }).lines).toEqual([line]);
    expect(cartLineSchema.safeParse({ ...line, qty: 100 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...line, qty: 0 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...line, unitPrice: -1 }).success).toBe(false);
    expect(cartDocSchema.safeParse({ lines: Array.from({ length: 51 }, () => line), updatedAt: at }).success).toBe(
      false,
    );
    expect(cartLineMatches).toBe(true);
  });

  it('product, cost, stock, window', () => {
    const p = {
      sku: 'RTW-1',
      slug: 'tee',
      name: 'Tee',
      nameLower: 'tee',
      price: 8000,
      type: 'RTW',
      active: true,
      createdAt: at,
      updatedAt: at,
    };
    expect(productSchema.parse(p)).toMatchObject({
      description: '',
      images: [],
      sizeOptions: [],
      leadTimeDays: null,
      preorderWindowId: null,
      featured: false,
      availability: {},
      unitsLeft: {},
    });
    expect(productSchema.safeParse({ ...p, type: 'GIFT' }).success).toBe(false);
    expect(productSchema.safeParse({ ...p, price: 10.5 }).success).toBe(false);
    expect(productSchema.parse({ ...p, availability: { M: 'low' } }).availability).toEqual({ M: 'low' });
    expect(stockSchema.parse({ sizes: { S: { onHand: 3 } } })).toEqual({
      sizes: { S: { onHand: 3, reorderLevel: 0 } },
      shardCount: 0,
      alerts: 0,
    });
    expect(stockSchema.safeParse({ sizes: {}, shardCount: -1 }).success).toBe(false);
    expect(stockShardSchema.parse({ onHand: { M: 12 } })).toEqual({ onHand: { M: 12 } });
    expect(stockShardSchema.safeParse({ onHand: { M: -1 } }).success).toBe(false);
    expect(stockSchema.safeParse({ sizes: { XXL: { onHand: 3 } } }).success).toBe(false);
    expect(preorderWindowSchema.parse({ name: 'Spring', active: true })).toEqual({
      name: 'Spring',
      active: true,
      startAt: null,
      endAt: null,
      depositPercent: 40,
    });
    expect(preorderWindowSchema.safeParse({ name: 'Spring', active: true, depositPercent: 95 }).success).toBe(false);
  });

  it('order with its snapshot, event and payment', () => {
    const item = {
      productId: 'p',
      sku: 'PRE-1',
      name: 'Gown',
      type: 'PREORDER',
      size: null,
      qty: 1,
      unitPrice: 25000,
      payMode: 'deposit',
      depositPercent: 40,
      amountDueNow: 10000,
      measurements: null,
    };
    const order = {
      userId: 'u1',
      customerId: 'u1',
      email: 'ada@example.com',
      status: 'pending',
      paymentStatus: 'unpaid',
      items: [item],
      subtotal: 25000,
      shippingZone: 'LAGOS',
      shippingAddress: '12 Oke-Ilewo',
      shippingFee: 2500,
      discount: 0,
      total: 27500,
      amountDueNow: 12500,
      amountPaid: 0,
      depositPaid: 0,
      balanceDue: 27500,
      createdAt: at,
    };
    expect(orderSchema.parse(order)).toMatchObject({
      channel: 'web',
      eventId: null,
      referralCode: null,
      paystackReference: null,
      paidAt: null,
      shippingLeadTimeDays: 0,
    });
    expect(orderSchema.safeParse({ ...order, items: [] }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, paymentStatus: 'lost' }).success).toBe(false);
    expect(timelineEntrySchema.parse({ status: 'pending', createdAt: at })).toEqual({
      status: 'pending',
      note: '',
      authorId: null,
      createdAt: at,
    });
    expect(
      paymentSchema.parse({ orderId: 'o', purpose: 'order', amountKobo: 1_250_000, status: 'pending', createdAt: at }),
    ).toMatchObject({ verifiedAt: null, userId: null });
    expect(
      paymentSchema.safeParse({ orderId: 'o', purpose: 'order', amountKobo: 0, status: 'pending', createdAt: at })
        .success,
    ).toBe(false);
  });

  it('materials and ledger; an unknown unit reads as yard', () => {
    expect(materialSchema.parse({ sku: 'ANK', name: 'Ankara', unit: 'bale' })).toMatchObject({
      unit: 'yard',
      onHand: 0,
      reorderLevel: null,
      minLevel: null,
      active: true,
    });
    expect(ledgerEntrySchema.parse({ materialId: 'm', delta: 10, reason: 'receive', createdAt: at })).toMatchObject({
      ref: null,
      unitCost: null,
      note: '',
    });
    expect(ledgerEntrySchema.safeParse({ materialId: 'm', delta: 10, reason: 'gift', createdAt: at }).success).toBe(
      false,
    );
  });

  it('purchase order: an unknown status is read as draft', () => {
    const po = purchaseOrderSchema.parse({ vendorName: 'V', status: 'sent', createdAt: at });
    expect(po).toMatchObject({
      status: 'draft',
      notes: '',
      lines: [],
      totalCost: 0,
      createdBy: null,
      receivedAt: null,
    });
    expect(purchaseOrderSchema.parse({ vendorName: 'V', createdAt: at }).status).toBe('draft');
  });

  it('referrals, events, stats', () => {
    expect(referralCodeDocSchema.parse({ customerId: 'c' })).toEqual({ customerId: 'c' });
    expect(referralStatsSchema.parse({ customerId: 'c' })).toMatchObject({
      referredCount: 0,
      revenue: 0,
      totalRewardAccrued: 0,
      lastRedemptionAt: null,
    });
    expect(eventSchema.parse({ name: 'Pop-up', date: at })).toMatchObject({
      venue: '',
      active: false,
      description: '',
    });
    expect(guestSchema.parse({ name: 'Ada', qrCode: 'ASO-1' })).toMatchObject({ checkedIn: false, checkedInAt: null });
    expect(scanSchema.parse({ code: 'x', outcome: 'not_found', createdAt: at })).toMatchObject({
      guestId: null,
      detail: '',
    });
    expect(statsDaySchema.parse({})).toEqual(emptyStats());
    expect(statsDaySchema.parse({ orders: 2, byType: { RTW: { qty: 1 } } }).byType.RTW).toEqual({
      qty: 1,
      revenue: 0,
      cogs: 0,
    });
  });
});
