import { describe, expect, it } from 'vitest';
import { cartReminderMail, unsubscribeLink } from '../cart-reminder-mail';
import { mailSchema } from '../schemas/mail';
import { cartReminderMailId, parseUnsubscribeToken, reminderLines } from '../../marketing/cart-reminders';
import { defaultSettings, sanitiseSettings } from '../../settings/settings';
import { emptyStats, foldStats, statsIncrements } from '../../finance/stats';

const brand = { name: 'Aso', primaryColor: '#111827', secondaryColor: '#20c997', siteUrl: 'https://aso.example' };
const signature = 'a'.repeat(43);
const product = (over: Record<string, unknown> = {}) => ({
  type: 'RTW',
  name: 'Ankara Bomber Jacket',
  price: 38_500,
  active: true,
  availability: { M: 'in', L: 'low', S: 'out' } as Record<string, 'in' | 'low' | 'out'>,
  unitsLeft: { L: 1 } as Record<string, number>,
  ...over,
});
const line = (size: string, qty = 1) => ({ productId: 'p1', name: 'Old name', size, qty, unitPrice: 30_000 });

describe('the stock a reminder states', () => {
  it('a line still in stock carries today’s name and price and no note', () => {
    expect(reminderLines([line('M')], () => product())).toEqual([
      { name: 'Ankara Bomber Jacket', size: 'M', qty: 1, unitPrice: 38_500, note: null },
    ]);
  });
  it('a size sold out since, fewer left than the cart holds, or a piece off sale is said so', () => {
    const notes = reminderLines([line('S'), line('L', 2), line('M')], (id) => (id === 'p1' ? product() : null)).map(
      (l) => l.note,
    );
    expect(notes).toEqual(['Sold out in size S', 'Only 1 left', null]);
    expect(reminderLines([line('M')], () => product({ active: false }))[0]?.note).toBe('No longer on sale');
    expect(reminderLines([line('M')], () => null)[0]).toMatchObject({ name: 'Old name', note: 'No longer on sale' });
  });
});

describe('the reminder mail', () => {
  const mail = cartReminderMail(
    {
      to: 'ada@example.com',
      name: 'Adaeze <b>Okafor</b>',
      lines: reminderLines([line('S'), line('M')], () => product()),
      checkoutStarted: false,
      unsubscribeToken: `uid-1.${signature}`,
    },
    brand,
  );
  it('lists the cart, links back to it with the reminder’s tags and signs off with the unsubscribe link', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.message.subject).toBe('Aso: you left something in your cart');
    expect(mail.message.text).toContain('1 × Ankara Bomber Jacket (S) — ₦38,500.00 · Sold out in size S');
    expect(mail.message.text).toContain(
      'Back to my cart: https://aso.example/cart?utm_source=cart-reminder&utm_medium=email&utm_campaign=cart-reminder',
    );
    expect(mail.message.text).toContain(`Unsubscribe: https://aso.example/unsubscribe?token=uid-1.${signature}`);
    expect(mail.message.html).toContain(`href="https://aso.example/unsubscribe?token=uid-1.${signature}"`);
  });
  it('carries the one-click unsubscribe headers a mail app shows its own button from (RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://aso.example/mail/unsubscribe?token=uid-1.${signature}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mailSchema.parse(mail)).toEqual(mail);
  });
  it('escapes what the customer typed in the HTML', () => {
    expect(mail.message.html).not.toContain('<b>Okafor');
    expect(mail.message.html).toContain('Hello Adaeze,');
  });
  it('an unfinished checkout is named in the subject', () => {
    const checkout = cartReminderMail(
      { to: 'a@b.co', name: '', lines: [], checkoutStarted: true, unsubscribeToken: `u.${signature}` },
      brand,
    );
    expect(checkout.message.subject).toBe('Aso: your checkout is waiting for you');
    expect(checkout.message.text).toMatch(/^Your cart at Aso is saved just as you left it, and your checkout/);
  });
  it('one mail id per customer and Lagos day (23:30 UTC is the next day in Lagos)', () => {
    expect(cartReminderMailId('u1', new Date('2026-03-02T22:59:00Z'))).toBe('cart-reminder-u1-2026-03-02');
    expect(cartReminderMailId('u1', new Date('2026-03-02T23:30:00Z'))).toBe('cart-reminder-u1-2026-03-03');
  });
});

describe('unsubscribe tokens', () => {
  it('only `{uid}.{43-character signature}` is looked at', () => {
    expect(parseUnsubscribeToken(` uid_1-x.${signature} `)).toEqual({ uid: 'uid_1-x', signature });
    for (const bad of ['', 'uid-1', `uid-1.${signature}x`, `uid/1.${signature}`, `.${signature}`, `a.b.${signature}`])
      expect(parseUnsubscribeToken(bad), bad).toBeNull();
    expect(unsubscribeLink('https://aso.example', 'u.s+/')).toBe('https://aso.example/unsubscribe?token=u.s%2B%2F');
  });
});

describe('settings and stats', () => {
  it('the delay defaults to 3 hours and a stored one is kept within 1–72 whole hours', () => {
    expect(defaultSettings().reminders).toEqual({ cartDelayHours: 3 });
    expect(sanitiseSettings({}).reminders.cartDelayHours).toBe(3);
    expect(sanitiseSettings({ reminders: { cartDelayHours: 6 } }).reminders.cartDelayHours).toBe(6);
    expect(sanitiseSettings({ reminders: { cartDelayHours: 500 } }).reminders.cartDelayHours).toBe(72);
    expect(sanitiseSettings({ reminders: { cartDelayHours: 'soon' } }).reminders.cartDelayHours).toBe(3);
  });
  it('reminders sent and recovered add up over days and become increments', () => {
    const day = (sent: number, recovered: number) => ({ ...emptyStats(), cartReminders: { sent, recovered } });
    expect(foldStats([day(2, 0), day(3, 1)]).cartReminders).toEqual({ sent: 5, recovered: 1 });
    expect(statsIncrements(day(1, 0))).toEqual([{ path: ['cartReminders', 'sent'], value: 1 }]);
  });
});
