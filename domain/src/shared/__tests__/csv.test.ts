import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_CSV_FIELDS,
  ORDER_CSV_FIELDS,
  attendeesCsv,
  dailyRevenueCsv,
  ordersCsv,
  productMarginCsv,
  safeCell,
} from '../csv';

describe('CSV cells', () => {
  it('formula-looking text is defused; phone numbers are left alone', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCell('+cmd|x')).toBe(`'+cmd|x`);
    expect(safeCell('-1+2')).toBe(`'-1+2`);
    expect(safeCell('\tx')).toBe(`'\tx`);
    expect(safeCell('+234 803 000 0000')).toBe('+234 803 000 0000');
    expect(safeCell('-')).toBe('-');
    expect(safeCell('Ada')).toBe('Ada');
  });
});

describe('exports', () => {
  const base = {
    id: 'abcdef123456',
    createdAt: new Date('2025-03-01T23:30:00Z'),
    customerName: 'Ada Obi',
    email: 'ada@example.com',
    shippingPhone: '+2348031234567',
    status: 'pending' as const,
    paymentStatus: 'deposit_paid' as const,
    channel: 'web' as const,
    attribution: { source: 'instagram', medium: 'story' },
    paymentChannel: 'card',
    shippingZone: 'LAGOS',
    items: [
      { name: 'Adire Shirt', size: 'M', qty: 2 },
      { name: 'Gown', size: null, qty: 1 },
    ],
    subtotal: 50000,
    shippingFee: 2500,
    discount: 0,
    total: 52500,
    amountPaid: 30000,
    balanceDue: 22500,
    referralCode: null,
  };
  const byColumn = (row: readonly (string | number)[] | undefined) =>
    Object.fromEntries(ORDER_CSV_FIELDS.map((f, i) => [f, row?.[i]]));

  it('orders: one row per order in the screen’s words, Lagos time, money as plain integers', () => {
    const table = ordersCsv([base]);
    expect(table.fields).toEqual(ORDER_CSV_FIELDS);
    expect(table.data).toEqual([
      [
        'ABCDEF12',
        'abcdef123456',
        '2025-03-02 00:30',
        'Ada Obi',
        'ada@example.com',
        '0803 123 4567',
        'Order received',
        'Deposit paid',
        'card',
        'instagram / story',
        'LAGOS',
        '2× Adire Shirt (M); 1× Gown',
        50000,
        2500,
        0,
        52500,
        30000,
        0,
        22500,
        '',
        '',
        '',
      ],
    ]);
  });

  it('orders: the statuses as the screen says them, and the channel as the Dashboard names it', () => {
    const rows = ordersCsv([
      { ...base, status: 'completed', paymentStatus: 'paid' },
      { ...base, channel: 'event', attribution: null, paymentChannel: null },
      { ...base, attribution: null, paymentChannel: 'bank_transfer' },
    ]).data.map(byColumn);
    expect(rows[0]).toMatchObject({ Status: 'Delivered', Payment: 'Paid' });
    expect(rows[1]).toMatchObject({ Channel: 'event / in person', 'Paid by': '' });
    expect(rows[2]).toMatchObject({ Channel: 'direct / none', 'Paid by': 'bank transfer' });
  });

  it('orders: money columns true for a refunded order, a cancelled one whose refund is on its way, and an abandoned checkout', () => {
    const rows = ordersCsv([
      {
        ...base,
        status: 'cancelled',
        paymentStatus: 'refunded',
        subtotal: 38500,
        total: 41000,
        amountPaid: 41000,
        balanceDue: 0,
        refund: { status: 'refunded', amountKobo: 4_100_000 },
      },
      {
        ...base,
        status: 'cancelled',
        paymentStatus: 'deposit_paid',
        refund: { status: 'pending', amountKobo: 3_000_000 },
      },
      {
        ...base,
        status: 'cancelled',
        paymentStatus: 'paid',
        amountPaid: 52500,
        balanceDue: 0,
        refundRequest: { status: 'awaiting', amountKobo: 5_250_000 },
      },
      { ...base, status: 'abandoned', paymentStatus: 'unpaid', amountPaid: 0, balanceDue: 30000 },
    ]).data.map(byColumn);
    expect(rows[0]).toMatchObject({ Status: 'Cancelled', Payment: 'Refunded', Paid: 41000, Refunded: 41000 });
    expect(rows[0]?.['Balance due']).toBe(0);
    expect(rows[1]).toMatchObject({ Payment: 'Deposit paid; refund pending', Paid: 30000, Refunded: 0 });
    expect(rows[1]?.['Balance due']).toBe(0);
    expect(rows[2]).toMatchObject({ Payment: 'Paid; refund awaiting release', Paid: 52500, Refunded: 0 });
    expect(rows[3]).toMatchObject({ Status: 'Payment not completed', Payment: 'Unpaid', Paid: 0 });
    expect(rows[3]?.['Balance due']).toBe(0);
  });

  it('orders: the discount code and what each promotion took off (docs/product.md#promotions)', () => {
    const [row] = ordersCsv([
      {
        ...base,
        id: 'abcdef123456',
        createdAt: new Date('2026-12-10T11:00:00Z'),
        customerName: 'Amaka Okafor',
        email: 'amaka@aso.demo',
        shippingPhone: '',
        status: 'pending',
        paymentStatus: 'paid',
        channel: 'web',
        shippingZone: 'LAGOS',
        items: [{ name: 'Owambe Sequin Boubou', size: null, qty: 1 }],
        subtotal: 72250,
        shippingFee: 0,
        discount: 7225,
        total: 65025,
        amountPaid: 65025,
        balanceDue: 0,
        referralCode: null,
        discountCode: 'AMAKA10',
        discounts: [
          { kind: 'sale', promotionId: 'detty', name: 'Detty December', code: null, amount: 12750 },
          { kind: 'code', promotionId: 'amaka10', name: 'Amaka’s first order', code: 'AMAKA10', amount: 7225 },
          { kind: 'delivery', promotionId: 'free-lagos', name: 'Lagos over ₦60,000', code: null, amount: 2500 },
        ],
      },
    ]).data;
    expect(row?.slice(-3)).toEqual([
      '',
      'AMAKA10',
      'Detty December sale 12750; AMAKA10 · Amaka’s first order 7225; Free delivery · Lagos over ₦60,000 2500',
    ]);
  });

  it('attendees with the documented columns', () => {
    const table = attendeesCsv([
      {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+2348030000000',
        qrCode: 'ASO-1',
        checkedIn: true,
        checkedInAt: new Date('2025-03-01T17:05:00Z'),
      },
      { name: '=cmd', email: '', phone: '', qrCode: 'ASO-2', checkedIn: false, checkedInAt: null },
    ]);
    expect(ATTENDEE_CSV_FIELDS).toEqual(['name', 'email', 'phone', 'qr_code', 'checked_in', 'checked_in_at']);
    expect(table.data).toEqual([
      ['Ada', 'ada@example.com', '0803 000 0000', 'ASO-1', 'true', '2025-03-01T18:05:00+01:00'],
      [`'=cmd`, '', '', 'ASO-2', 'false', ''],
    ]);
  });

  it('daily revenue: Date, Revenue', () => {
    expect(dailyRevenueCsv([{ date: '2025-03-01', revenue: 12500 }])).toEqual({
      fields: ['Date', 'Revenue'],
      data: [['2025-03-01', 12500]],
    });
    expect(dailyRevenueCsv([]).data).toEqual([]);
  });
});

describe('margin per product CSV', () => {
  it('a row per product, then its sizes; money as plain numbers; formula-looking names defused', () => {
    const figures = { qty: 1, revenue: 12000, cogs: 6150, margin: 5850, marginPercent: 48.8 };
    expect(
      productMarginCsv([
        {
          productId: 'wrap',
          name: 'Adire Wrap Dress',
          qty: 3,
          revenue: 37000,
          cogs: 16150,
          margin: 20850,
          marginPercent: 56.4,
          sizes: [
            { size: 'M', qty: 2, revenue: 25000, cogs: 10000, margin: 15000, marginPercent: 60 },
            { size: 'XL', ...figures },
          ],
        },
        { productId: 'x', name: '=cmd', ...figures, revenue: 0, marginPercent: null, sizes: [] },
      ]),
    ).toEqual({
      fields: ['Product', 'Size', 'Units', 'Revenue', 'Cost of goods', 'Margin', 'Margin %'],
      data: [
        ['Adire Wrap Dress', 'All', 3, 37000, 16150, 20850, 56.4],
        ['Adire Wrap Dress', 'M', 2, 25000, 10000, 15000, 60],
        ['Adire Wrap Dress', 'XL', 1, 12000, 6150, 5850, 48.8],
        ["'=cmd", 'All', 1, 0, 6150, 5850, ''],
      ],
    });
  });
});
