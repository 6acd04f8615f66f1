import { describe, expect, it } from 'vitest';
import {
  ORDER_MAIL_KINDS,
  balanceReminderMail,
  balanceReminderMailId,
  groupReminderMail,
  mailBrand,
  receiptMail,
  statusMail,
  statusMailId,
  statusMailKind,
} from '../mail';
import { mailSchema } from '../schemas/mail';

describe('receipt mail', () => {
  const order = {
    id: 'abcdef123456',
    email: 'ada@example.com',
    status: 'pending' as const,
    items: [{ name: 'Adire <Shirt> & Co', size: 'M', qty: 2, unitPrice: 12500 }],
    subtotal: 25000,
    shippingFee: 2500,
    discount: 0,
    total: 27500,
    amountPaid: 27500,
    balanceDue: 0,
  };

  it('subject with the short id and status, text lines, escaped HTML, the Trigger Email shape', () => {
    const mail = receiptMail(order, 'Aso');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.message.subject).toBe('Aso order ABCDEF12: confirmed, paid in full');
    expect(mail.message.text).toContain('2 × Adire <Shirt> & Co (M) — ₦25,000.00');
    expect(mail.message.text).toContain('Total: ₦27,500.00');
    expect(mail.message.text).not.toContain('Discount');
    expect(mail.message.text).not.toContain('Balance due');
    expect(mail.message.html).toContain('Adire &lt;Shirt&gt; &amp; Co');
    expect(mail.message.html).not.toContain('<Shirt>');
    expect(mailSchema.parse(mail)).toEqual(mail);
  });

  it('a deposit order shows the discount and the balance due', () => {
    const mail = receiptMail(
      {
        ...order,
        items: [{ name: 'Gown', size: null, qty: 1, unitPrice: 25000 }],
        discount: 2500,
        total: 25000,
        amountPaid: 10000,
        balanceDue: 15000,
      },
      'Aso',
    );
    expect(mail.message.text).toContain('1 × Gown — ₦25,000.00');
    expect(mail.message.text).toContain('Discount: -₦2,500.00');
    expect(mail.message.text).toContain('Balance due: ₦15,000.00');
    expect(mail.message.subject).toBe('Aso order ABCDEF12: confirmed, deposit received');
    // When and how the balance is paid.
    expect(mail.message.text).toContain(
      'Balance due: ₦15,000.00. It is due when the pre-order window closes (its date is still to come); ' +
        'we will remind you by mail then. ' +
        'Pay it any time before with Pay balance in My Orders (sign in with this email address).',
    );
  });

  it('names each discount as its own line with its promotion, the "was" prices and free delivery', () => {
    const mail = receiptMail(
      {
        ...order,
        items: [{ name: 'Owambe Sequin Boubou', size: null, qty: 1, unitPrice: 72250, listPrice: 85000 }],
        subtotal: 72250,
        shippingFee: 0,
        discount: 7225,
        total: 65025,
        amountPaid: 65025,
        discounts: [
          { kind: 'sale', promotionId: 'detty', name: 'Detty December', code: null, amount: 12750 },
          { kind: 'code', promotionId: 'amaka10', name: 'Amaka’s first order', code: 'AMAKA10', amount: 7225 },
          {
            kind: 'delivery',
            promotionId: 'fd',
            name: 'Free delivery over ₦100,000',
            code: 'FREEDELIVERY',
            amount: 2500,
          },
        ],
      },
      'Aso',
    );
    expect(mail.message.text).toContain('1 × Owambe Sequin Boubou — ₦72,250.00 (was ₦85,000.00)');
    expect(mail.message.text).toContain('Delivery (Free delivery (FREEDELIVERY)): ₦0.00');
    expect(mail.message.text).toContain('AMAKA10 · Amaka’s first order: -₦7,225.00');
    expect(mail.message.text).not.toContain('Discount:');
    expect(mail.message.text).toContain('You saved ₦12,750.00 in the Detty December sale.');
    expect(mail.message.text).toContain('Total: ₦65,025.00');
    expect(mail.message.html).toContain('AMAKA10 · Amaka’s first order');
  });

  it('says a balance arrived and the order is paid in full, not "deposit received" again', () => {
    const mail = receiptMail({ ...order, amountPaid: 27500, balanceDue: 0 }, 'Aso', { balancePaid: 17500 });
    expect(mail.message.subject).toBe('Aso order ABCDEF12: balance received, paid in full');
    expect(mail.message.text).toContain('Your balance of ₦17,500.00 has arrived: order ABCDEF12 is paid in full.');
    expect(mail.message.text).not.toContain('Balance due');
  });

  it('names the day the balance falls due when the pre-order window has one', () => {
    const mail = receiptMail({ ...order, amountPaid: 10000, balanceDue: 17500 }, 'Aso', { balanceDueOn: '2026-12-15' });
    expect(mail.message.text).toContain('It is due by 15 Dec 2026, when the pre-order window closes;');
    expect(receiptMail(order, 'Aso', { balanceDueOn: '2026-12-15' }).message.text).not.toContain('pre-order window');
  });

  it('a group share’s receipt names the group, the wearer, the style and size, the event, and links the group', () => {
    const brand = mailBrand({ brandName: 'Aso', primaryColor: '#111827', secondaryColor: '#20c997' }, 'https://aso.ng');
    const mail = receiptMail(order, brand, {
      share: {
        groupId: 'grp1',
        title: 'Tolu & Femi’s wedding',
        memberName: 'Bisi',
        style: 'Iro & buba',
        size: null,
        eventDate: '2027-01-20',
        city: 'Abeokuta',
      },
    });
    expect(mail.message.text).toContain(
      'This pays Bisi’s share in Tolu & Femi’s wedding: Iro & buba, for the event on 20 Jan 2027 in Abeokuta.',
    );
    expect(mail.message.text).toContain('Open the group: https://aso.ng/groups/grp1');
    expect(mail.message.html).toContain('Tolu &amp; Femi’s wedding');
    expect(mail.message.html).toMatch(/<a href="https:\/\/aso.ng\/groups\/grp1"[^>]*>Open the group<\/a>/);
  });
});

describe('group reminder mail', () => {
  const brand = mailBrand({ brandName: 'Aso', primaryColor: '#7a1f3d', secondaryColor: '#f5c542' }, 'https://aso.ng/');
  const input = {
    to: 'kemi@example.com',
    group: {
      id: 'grp1',
      title: 'Tolu & Femi’s wedding',
      organiserName: 'Yemi',
      productName: 'Owambe Sequin Boubou',
      price: 85000,
      eventDate: '2027-01-20',
      joinDeadline: '2026-12-20',
      city: 'Abeokuta',
    },
    member: { name: 'Kemi', choice: 'Boubou', size: null },
    owes: { payment: 'share' as const, measurements: true },
    today: '2026-12-01',
  };

  it('is branded like the receipt, says what is owed for which event by when, and links the group', () => {
    const mail = groupReminderMail(input, brand);
    expect(mail.to).toBe('kemi@example.com');
    expect(mail.message.subject).toBe('Aso: a reminder about Tolu & Femi’s wedding');
    expect(mail.message.text).toContain('Yemi sent a reminder about Tolu & Femi’s wedding.');
    expect(mail.message.text).toContain(
      'For Kemi: please pay the share and add the measurements by 20 Dec 2026, so the tailor can start in time.',
    );
    expect(mail.message.text).toContain('Piece: Owambe Sequin Boubou (Boubou)');
    expect(mail.message.text).toContain('Event: 20 Jan 2027 in Abeokuta');
    expect(mail.message.text).toContain('Share: ₦85,000.00 plus delivery');
    expect(mail.message.text).toContain('Open the group: https://aso.ng/groups/grp1');
    expect(mail.message.html).toContain('background:#7a1f3d');
    expect(mail.message.html).toMatch(/<a href="https:\/\/aso.ng\/groups\/grp1"[^>]*>Open the group<\/a>/);
    expect(mailSchema.parse(mail)).toEqual(mail);
  });

  it('a deposit paid owes the balance through My Orders; a deadline passed asks for it as soon as possible', () => {
    const mail = groupReminderMail(
      { ...input, owes: { payment: 'balance', measurements: false }, today: '2026-12-21' },
      brand,
    );
    expect(mail.message.text).toContain(
      'For Kemi: please pay the balance of the share (Pay balance in My Orders) as soon as you can',
    );
    expect(mail.message.text).toContain('Pay balance: https://aso.ng/orders');
  });
});

describe('order status mails', () => {
  const brand = mailBrand(
    { brandName: 'Aso <Ebi>', primaryColor: '#7a1f3d', secondaryColor: '#f5c542' },
    'https://shop.example/',
  );
  const order = {
    id: 'ordXYZ987654',
    email: 'ada@example.com',
    status: 'pending' as const,
    items: [{ name: 'Agbada "Royal" & <b>', size: null, qty: 1, unitPrice: 80000 }],
    subtotal: 80000,
    shippingFee: 0,
    discount: 0,
    total: 80000,
    amountPaid: 80000,
    balanceDue: 0,
  };

  it('a paid order gets a mail for each customer-facing status; no mail for an unpaid one or no change', () => {
    expect(ORDER_MAIL_KINDS.map((s) => statusMailKind(order, s))).toEqual([
      'in_production',
      'ready',
      'shipped',
      'completed',
      'cancelled',
    ]);
    expect(statusMailKind(order, 'pending')).toBeNull();
    expect(statusMailKind({ ...order, status: 'ready' }, 'ready')).toBeNull();
    expect(statusMailKind({ ...order, amountPaid: 0 }, 'shipped')).toBeNull();
    expect(statusMailId('o1', 'shipped')).toBe('order-o1-shipped');
    expect(balanceReminderMailId('o1', 2)).toBe('order-o1-balance-reminder-2');
  });

  it("each mail says what happened in the customer's words, in the brand's colours, every value escaped", () => {
    const subjects = ORDER_MAIL_KINDS.map((k) => statusMail(k, order, brand).message.subject);
    expect(subjects).toEqual([
      'Aso <Ebi> order ORDXYZ98: in production',
      'Aso <Ebi> order ORDXYZ98: ready',
      'Aso <Ebi> order ORDXYZ98: on its way',
      'Aso <Ebi> order ORDXYZ98: delivered',
      'Aso <Ebi> order ORDXYZ98: cancelled',
    ]);
    const mail = statusMail('in_production', order, brand);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.message.text).toContain('our tailors have started work on your order ORDXYZ98');
    expect(mail.message.text).toContain('View your order: https://shop.example/orders');
    expect(mail.message.html).toContain('background:#7a1f3d');
    expect(mail.message.html).toContain('background:#f5c542');
    expect(mail.message.html).toContain('Aso &lt;Ebi&gt;');
    expect(mail.message.html).toContain('Agbada &quot;Royal&quot; &amp; &lt;b&gt;');
    expect(mail.message.html).not.toMatch(/<b>|"Royal"|<Ebi>/);
    expect(mailSchema.parse(mail)).toEqual(mail);
  });

  it('shipped carries the delivery note; cancelled says how much is refunded; a balance due is mentioned', () => {
    const shipped = statusMail('shipped', { ...order, balanceDue: 5000 }, brand, { note: 'GIG <Logistics> #123' });
    expect(shipped.message.text).toContain('Delivery details: GIG <Logistics> #123');
    expect(shipped.message.html).toContain('Delivery details: GIG &lt;Logistics&gt; #123');
    expect(shipped.message.text).toContain('A balance of ₦5,000.00 is still due');
    expect(statusMail('ready', order, brand, { note: 'internal: fix hem' }).message.text).not.toContain('internal');
    // Delivered says what to do if something is wrong.
    expect(statusMail('completed', order, brand).message.text).toContain(
      'If a piece has a defect, it can be exchanged within 7 days: open your order and press Ask about this order.',
    );
    const cancelled = statusMail('cancelled', order, brand, { refundNaira: 80000 });
    expect(cancelled.message.text).toContain('We are refunding ₦80,000.00 to the card or account you paid with');
    expect(statusMail('cancelled', order, brand).message.text).toContain('Nothing was charged');
  });

  it('the balance reminder shows what is due with a Pay balance link to My Orders', () => {
    const mail = balanceReminderMail({ ...order, amountPaid: 32000, balanceDue: 48000 }, brand, 2);
    expect(mail.message.subject).toBe('Aso <Ebi> order ORDXYZ98: balance of ₦48,000.00 due');
    expect(mail.message.text).toContain('Balance due: ₦48,000.00');
    expect(mail.message.text).toContain('Pay balance: https://shop.example/orders');
    expect(mail.message.text).toContain('This is reminder 2 of 3.');
    expect(mail.message.html).toMatch(/<a href="https:\/\/shop.example\/orders"[^>]*>Pay balance<\/a>/);
  });
});
