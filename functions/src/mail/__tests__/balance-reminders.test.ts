// Balance reminders: a deposit order whose pre-order window has closed is reminded by mail at most once every
// 3 days, at most 3 times, each with a timeline event staff see; a retried or concurrent run sends none extra.
import { describe, expect, it } from 'vitest';
import { db, makeProduct, makeWindow, timelineEntries, testDeps } from '../../../test/factories';
import { makeOrder } from '../../../test/factories';
import { sendBalanceReminders } from '../balance-reminders';

const DAY = 86_400_000;
const at = (days: number) => ({ clock: () => new Date(Date.now() + days * DAY) });

async function depositOrder(windowId: string, patch: Record<string, unknown> = {}) {
  const product = await makeProduct({ type: 'PREORDER', price: 50_000, preorderWindowId: windowId });
  const { id, order } = await makeOrder({ product });
  await db()
    .doc(`orders/${id}`)
    .update({
      items: order.items.map((i) => ({ ...i, payMode: 'deposit', depositPercent: 40, amountDueNow: 20_000 })),
      paymentStatus: 'deposit_paid',
      amountDueNow: 20_000,
      amountPaid: 20_000,
      depositPaid: 20_000,
      balanceDue: 30_000,
      ...patch,
    });
  return id;
}

async function remindersOf(orderId: string) {
  const snap = await db()
    .collection('mail')
    .orderBy('__name__')
    .startAt(`order-${orderId}-balance-reminder-`)
    .endAt(`order-${orderId}-balance-reminder-\uf8ff`)
    .get();
  return snap.docs.map((d) => ({
    id: d.id,
    ...(d.data() as { to: string; message: { subject: string; text: string } }),
  }));
}

const closeWindow = (windowId: string) =>
  db()
    .doc(`preorderWindows/${windowId}`)
    .update({ endAt: new Date(Date.now() - DAY) });

describe('sendBalanceReminders', () => {
  it('reminds once the window has closed, every 3 days at most, 3 times at most; each shows on the timeline', async () => {
    const windowId = await makeWindow();
    const id = await depositOrder(windowId);

    await sendBalanceReminders(testDeps());
    expect(await remindersOf(id)).toEqual([]);

    await closeWindow(windowId);
    await Promise.all([sendBalanceReminders(testDeps()), sendBalanceReminders(testDeps())]);
    await sendBalanceReminders(testDeps());
    await sendBalanceReminders(testDeps(at(2.9)));
    let mails = await remindersOf(id);
    expect(mails.map((m) => m.id)).toEqual([`order-${id}-balance-reminder-1`]);
    expect(mails[0]?.to).toBe('buyer@example.test');
    expect(mails[0]?.message.subject).toMatch(/: balance of ₦30,000\.00 due$/);
    expect(mails[0]?.message.text).toMatch(/Pay balance: http:\/\/127\.0\.0\.1:\d+\/orders/);

    for (const days of [3.1, 4, 6.2, 9.3, 12.4]) await sendBalanceReminders(testDeps(at(days)));
    mails = await remindersOf(id);
    expect(mails.map((m) => m.id)).toEqual([1, 2, 3].map((n) => `order-${id}-balance-reminder-${n}`));
    expect(mails[2]?.message.text).toContain('This is reminder 3 of 3.');
    expect((await timelineEntries(id)).map((e) => [e.note, e.authorId])).toEqual([
      ['Balance reminder 1 of 3 mailed to buyer@example.test', null],
      ['Balance reminder 2 of 3 mailed to buyer@example.test', null],
      ['Balance reminder 3 of 3 mailed to buyer@example.test', null],
    ]);
  });

  it('no reminder for a balance already paid, a cancelled order, or a window still open', async () => {
    const closed = await makeWindow();
    const paid = await depositOrder(closed, { paymentStatus: 'paid', amountPaid: 50_000, balanceDue: 0 });
    const cancelled = await depositOrder(closed, { status: 'cancelled' });
    const open = await depositOrder(await makeWindow());
    await closeWindow(closed);
    const report = await sendBalanceReminders(testDeps());
    for (const id of [paid, cancelled, open]) {
      expect(await remindersOf(id)).toEqual([]);
      expect(report.reminded.some((r) => r.startsWith(`${id}:`))).toBe(false);
    }
  });
});
