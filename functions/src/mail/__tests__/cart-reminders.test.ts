// Cart reminders (docs/product.md#cart-reminders): a customer who said yes to mails and left a cart gets one reminder
// after the owner's delay, never at night in Lagos, at most one a day and none once they order; a retried or
// concurrent run sends none extra; an order within 7 days counts as recovered once; the signed unsubscribe link
// turns the mails off and a forged one changes nothing.
import { describe, expect, it } from 'vitest';
import { DomainError, UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID, lagosDayKey } from '@aso/domain';
import { db, makeOrder, makeProduct, patchSettings, statsFor, testId, type TestProduct } from '../../../test/factories';
import { handleUnsubscribe } from '../../marketing/unsubscribe';
import { sendCartReminders } from '../cart-reminders';
import { stackInfo } from '../../../test/stack';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 12:00 in Lagos on a day of this test's own (11:00 UTC), so its stats day counts this test alone. */
function noonInLagos(): Date {
  const year = 2040 + Math.floor(Math.random() * 40);
  return new Date(Date.UTC(year, Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 27), 11));
}

const deps = (now: Date) => ({ db: db(), clock: () => now });

interface Shopper {
  readonly uid: string;
  readonly email: string;
}

async function shopper(emailOptIn = true): Promise<Shopper> {
  const uid = testId('shopper');
  const email = `${uid}@example.test`;
  const at = new Date('2030-01-01T10:00:00Z');
  await db()
    .doc(`profiles/${uid}`)
    .set({ name: 'Adaeze Okafor', phone: '', whatsappOptIn: true, emailOptIn, email, createdAt: at, updatedAt: at });
  return { uid, email };
}

async function leaveCart(uid: string, product: TestProduct, updatedAt: Date, size = 'M', qty = 1): Promise<void> {
  await db()
    .doc(`carts/${uid}`)
    .set({
      lines: [
        {
          productId: product.id,
          name: product.name,
          sku: product.sku,
          type: 'RTW',
          size,
          qty,
          unitPrice: product.price,
          payMode: null,
        },
      ],
      referralCode: null,
      updatedAt,
    });
}

async function remindersTo(email: string) {
  const snap = await db().collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => ({
    id: d.id,
    ...(d.data() as { message: { subject: string; text: string }; headers?: Record<string, string> }),
  }));
}

async function orderBy(uid: string, product: TestProduct, createdAt: Date, paid = true) {
  const { id } = await makeOrder({ product, createdAt, paymentStatus: paid ? 'paid' : 'unpaid' });
  await db().doc(`orders/${id}`).update({ userId: uid, customerId: uid });
  return id;
}

const unsubscribeTokenOf = (text: string): string => {
  const match = /\/unsubscribe\?token=([^\s]+)/.exec(text);
  if (!match) throw new Error(`No unsubscribe link in: ${text}`);
  return decodeURIComponent(match[1]!);
};

describe('sendCartReminders', () => {
  it('reminds once after the delay: concurrent and repeated runs send one mail and count it once', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ name: 'Ankara Bomber Jacket', price: 38_500, stock: { M: 5 } });
    const { uid, email } = await shopper();
    await leaveCart(uid, product, new Date(now.getTime() - 2 * HOUR));
    const before = (await statsFor(now)).cartReminders.sent;

    // Two hours on, the default delay (3 hours) has not passed.
    await sendCartReminders(deps(now));
    expect(await remindersTo(email)).toEqual([]);

    const later = new Date(now.getTime() + 2 * HOUR);
    const runs = await Promise.all([sendCartReminders(deps(later)), sendCartReminders(deps(later))]);
    await sendCartReminders(deps(new Date(later.getTime() + HOUR)));
    const mails = await remindersTo(email);
    expect(mails.map((m) => m.id)).toEqual([`cart-reminder-${uid}-${lagosDayKey(later)}`]);
    expect(runs.flatMap((r) => r.reminded).filter((u) => u === uid)).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.message.subject).toBe('Aso: you left something in your cart');
    expect(mail.message.text).toContain('Hello Adaeze');
    expect(mail.message.text).toContain('1 × Ankara Bomber Jacket (M) — ₦38,500.00');
    expect(mail.message.text).toContain('/cart?utm_source=cart-reminder&utm_medium=email&utm_campaign=cart-reminder');
    expect((await statsFor(later)).cartReminders.sent - before).toBe(1);
    const state = (await db().doc(`cartReminders/${uid}`).get()).data();
    expect(state?.mailId).toBe(mails[0]!.id);
  });

  it('follows the delay the owner set', async () => {
    const restore = await patchSettings({ reminders: { cartDelayHours: 8 } });
    try {
      const now = noonInLagos();
      const product = await makeProduct({ stock: { M: 5 } });
      const { uid, email } = await shopper();
      await leaveCart(uid, product, new Date(now.getTime() - 4 * HOUR));
      await sendCartReminders(deps(now));
      expect(await remindersTo(email)).toEqual([]);
      await sendCartReminders(deps(new Date(now.getTime() + 4 * HOUR)));
      expect(await remindersTo(email)).toHaveLength(1);
    } finally {
      await restore();
    }
  });

  it('sends nothing at night in Lagos; the cart is reminded from 08:00', async () => {
    const noon = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const { uid, email } = await shopper();
    await leaveCart(uid, product, new Date(noon.getTime() + 7 * HOUR)); // 19:00 Lagos
    const night = new Date(noon.getTime() + 11 * HOUR); // 23:00 Lagos
    const report = await sendCartReminders(deps(night));
    expect(report.quietHours).toBe(true);
    await sendCartReminders(deps(new Date(noon.getTime() + 18.9 * HOUR))); // 06:54
    expect(await remindersTo(email)).toEqual([]);
    const morning = new Date(noon.getTime() + 20 * HOUR); // 08:00 the next day
    await sendCartReminders(deps(morning));
    expect((await remindersTo(email)).map((m) => m.id)).toEqual([`cart-reminder-${uid}-${lagosDayKey(morning)}`]);
  });

  it('reminds nobody who did not say yes, nor an empty cart', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const quiet = await shopper(false);
    await leaveCart(quiet.uid, product, new Date(now.getTime() - 5 * HOUR));
    const empty = await shopper();
    await db()
      .doc(`carts/${empty.uid}`)
      .set({ lines: [], referralCode: null, updatedAt: new Date(now.getTime() - 5 * HOUR) });
    await sendCartReminders(deps(now));
    expect(await remindersTo(quiet.email)).toEqual([]);
    expect(await remindersTo(empty.email)).toEqual([]);
  });

  it('an order placed after the cart was left cancels the reminder; an unpaid checkout does not', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const buyer = await shopper();
    await leaveCart(buyer.uid, product, new Date(now.getTime() - 5 * HOUR));
    await orderBy(buyer.uid, product, new Date(now.getTime() - 4 * HOUR));
    const unpaid = await shopper();
    await leaveCart(unpaid.uid, product, new Date(now.getTime() - 5 * HOUR));
    await orderBy(unpaid.uid, product, new Date(now.getTime() - 4 * HOUR), false);
    await sendCartReminders(deps(now));
    expect(await remindersTo(buyer.email)).toEqual([]);
    const [mail] = await remindersTo(unpaid.email);
    expect(mail?.message.subject).toBe('Aso: your checkout is waiting for you');
  });

  it('one reminder per left cart and never two a day: a changed cart is reminded again the next day', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const { uid, email } = await shopper();
    await leaveCart(uid, product, new Date(now.getTime() - 4 * HOUR));
    await sendCartReminders(deps(now));
    // The same cart, untouched, the next day: no second reminder.
    await sendCartReminders(deps(new Date(now.getTime() + DAY)));
    expect(await remindersTo(email)).toHaveLength(1);
    // Changed the same afternoon and left again: not a second mail that day.
    await leaveCart(uid, product, new Date(now.getTime() + HOUR), 'L');
    await sendCartReminders(deps(new Date(now.getTime() + 5 * HOUR)));
    expect(await remindersTo(email)).toHaveLength(1);
    // The next morning it is a new left cart and gets its one reminder.
    const next = new Date(now.getTime() + DAY - 2 * HOUR);
    await sendCartReminders(deps(next));
    expect((await remindersTo(email)).map((m) => m.id).sort()).toEqual(
      [`cart-reminder-${uid}-${lagosDayKey(now)}`, `cart-reminder-${uid}-${lagosDayKey(next)}`].sort(),
    );
  });

  it('says in the mail when a size sold out since it was added', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ name: 'Adire Wrap Dress', stock: { M: 0, L: 1 } });
    const { uid, email } = await shopper();
    await leaveCart(uid, product, new Date(now.getTime() - 4 * HOUR));
    await sendCartReminders(deps(now));
    const [mail] = await remindersTo(email);
    expect(mail?.message.text).toContain('Adire Wrap Dress (M) — ₦10,000.00 · Sold out in size M');
    expect(mail?.message.text).toContain('Some stock has moved since you added it');
  });

  it('an order within 7 days of the reminder recovers it, counted once on the order’s day', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const { uid } = await shopper();
    await leaveCart(uid, product, new Date(now.getTime() - 4 * HOUR));
    await sendCartReminders(deps(now));
    const orderAt = new Date(now.getTime() + 2 * DAY);
    const orderId = await orderBy(uid, product, orderAt);
    const before = (await statsFor(orderAt)).cartReminders.recovered;
    const later = new Date(now.getTime() + 3 * DAY);
    const runs = await Promise.all([sendCartReminders(deps(later)), sendCartReminders(deps(later))]);
    await sendCartReminders(deps(later));
    expect(runs.flatMap((r) => r.recovered).filter((u) => u === uid)).toHaveLength(1);
    expect((await statsFor(orderAt)).cartReminders.recovered - before).toBe(1);
    const state = (await db().doc(`cartReminders/${uid}`).get()).data();
    expect(state?.recoveredOrderId).toBe(orderId);
  });

  it('the unsubscribe link turns the mails off without signing in; a forged one changes nothing', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const { uid, email } = await shopper();
    const other = await shopper();
    await leaveCart(uid, product, new Date(now.getTime() - 4 * HOUR));
    await sendCartReminders(deps(now));
    const token = unsubscribeTokenOf((await remindersTo(email))[0]!.message.text);
    expect(token.startsWith(`${uid}.`)).toBe(true);

    // Another account's uid with this signature, a changed signature (its last character made another), or garbage:
    // refused in words.
    const signature = token.slice(uid.length + 1);
    const forged = [
      `${other.uid}.${signature}`,
      `${uid}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
      other.uid,
    ];
    for (const bad of forged) {
      const refusal = await handleUnsubscribe(deps(now), { token: bad }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).message).toBe(UNSUBSCRIBE_LINK_INVALID);
    }
    expect((await db().doc(`profiles/${other.uid}`).get()).get('emailOptIn')).toBe(true);

    expect(await handleUnsubscribe(deps(now), { token })).toEqual({ changed: true });
    expect(await handleUnsubscribe(deps(now), { token })).toEqual({ changed: false });
    expect((await db().doc(`profiles/${uid}`).get()).get('emailOptIn')).toBe(false);

    // A new cart the next day is not reminded any more.
    await leaveCart(uid, product, new Date(now.getTime() + DAY - 5 * HOUR), 'L');
    await sendCartReminders(deps(new Date(now.getTime() + DAY)));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('a mail app’s one-click Unsubscribe (the List-Unsubscribe header, POSTed) turns the mails off; a forged one is refused', async () => {
    const now = noonInLagos();
    const product = await makeProduct({ stock: { M: 5 } });
    const { uid, email } = await shopper();
    await leaveCart(uid, product, new Date(now.getTime() - 4 * HOUR));
    await sendCartReminders(deps(now));
    const [mail] = await remindersTo(email);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const { pathname, search } = new URL(address);
    expect(pathname).toBe('/mail/unsubscribe');
    // Hosting rewrites the path to the function; here it is asked directly, as a mail app would POST it (RFC 8058).
    const oneClick = (query: string, method = 'POST') =>
      fetch(`${stackInfo().urls.functions}/mailUnsubscribe${query}`, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        redirect: 'manual',
      });

    const forged = await oneClick(search.replace(/.(?=&|$)/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe(UNSUBSCRIBE_LINK_INVALID);
    expect((await db().doc(`profiles/${uid}`).get()).get('emailOptIn')).toBe(true);

    // Opened in a browser, the address leads to the unsubscribe page, which changes nothing by itself.
    const opened = await oneClick(search, 'GET');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe${search}`);
    expect((await db().doc(`profiles/${uid}`).get()).get('emailOptIn')).toBe(true);

    const clicked = await oneClick(search);
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toBe(UNSUBSCRIBED);
    expect((await db().doc(`profiles/${uid}`).get()).get('emailOptIn')).toBe(false);
  });
});
