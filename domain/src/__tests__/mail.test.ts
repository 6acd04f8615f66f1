import { describe, expect, it } from 'vitest';
import { receiptMail } from '../mail';
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
    expect(mail.message.subject).toBe('Aso order ABCDEF12: Order received');
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
  });
});
