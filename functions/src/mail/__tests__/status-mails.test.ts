// Customers hear about their order: each customer-facing status change queues one mail in the same transaction;
// a retried change (or the same status twice) queues none extra; an unpaid order's changes queue none.
import { shortId } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, eventually, makeProduct, mailTo, readOrder } from '../../../test/factories';
import { startCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';
import { stackInfo } from '../../../test/stack';
import { readInbox } from '../../../../emulators/src/mail-relay/maildev';
import { makeOrder } from '../../../test/factories';
import type { UpdateOrderStatusResult } from '@aso/domain/contract';

async function mailsOfOrder(orderId: string) {
  const snapshot = await db()
    .collection('mail')
    .orderBy('__name__')
    .startAt(`order-${orderId}-`)
    .endAt(`order-${orderId}-\uf8ff`)
    .get();
  return snapshot.docs.map((d) => ({
    id: d.id,
    ...(d.data() as { to: string; message: { subject: string; text: string } }),
  }));
}

describe('order status mails', () => {
  it('in production, ready, shipped, delivered: one mail each; a retried or repeated change none extra', async () => {
    const staff = await makeStaffUser('staff');
    const product = await makeProduct({ price: 30_000, stock: { M: 2 } });
    const { id } = await makeOrder({ product });
    const setStatus = (status: string, note = '') =>
      callOk<UpdateOrderStatusResult>('updateOrderStatus', { orderId: id, status, note }, staff.idToken);

    await setStatus('in_production', 'Cutting today');
    expect((await mailsOfOrder(id)).map((m) => m.id)).toEqual([`order-${id}-in_production`]);
    await setStatus('ready');
    await setStatus('shipped', 'GIG Logistics #123');
    // The client retries the same change twice at once: one commits, the others change nothing.
    await Promise.all([setStatus('completed'), setStatus('completed'), setStatus('completed')]);
    // Back to ready with a note and forward again: the customer already heard about both.
    await setStatus('ready', 'Returned for a hem');
    await setStatus('completed');

    const mails = await mailsOfOrder(id);
    expect(mails.map((m) => m.id).sort()).toEqual(
      ['completed', 'in_production', 'ready', 'shipped'].map((k) => `order-${id}-${k}`).sort(),
    );
    const ref = shortId(id);
    const byKind = Object.fromEntries(mails.map((m) => [m.id.slice(`order-${id}-`.length), m]));
    expect(byKind.in_production?.message.subject).toMatch(new RegExp(` order ${ref}: in production$`));
    expect(byKind.in_production?.message.text).not.toContain('Cutting today');
    expect(byKind.shipped?.message.text).toContain('Delivery details: GIG Logistics #123');
    expect(byKind.completed?.message.subject).toMatch(new RegExp(` order ${ref}: delivered$`));
    expect(mails.every((m) => m.to === 'buyer@example.test')).toBe(true);

    // The stack's relay delivers each into MailDev once and records the extension's SUCCESS.
    const ours = async () => (await readInbox(stackInfo().urls.mail)).filter((m) => m.subject.includes(` ${ref}:`));
    await eventually(async () => (await ours()).length >= 4, 20_000, 'four mails in the inbox');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await ours()).map((m) => m.subject.replace(/^.* order \S+: /, '')).sort()).toEqual([
      'delivered',
      'in production',
      'on its way',
      'ready',
    ]);
    const deliveries = await Promise.all(
      mails.map(
        async (m) => (await db().doc(`mail/${m.id}`).get()).get('delivery') as { state: string; attempts: number },
      ),
    );
    expect(deliveries.map((d) => [d.state, d.attempts])).toEqual(mails.map(() => ['SUCCESS', 1]));
  });

  it("an unpaid order's status changes queue no mail", async () => {
    const staff = await makeStaffUser('staff');
    const { id } = await makeOrder({ product: await makeProduct({ stock: { M: 1 } }), paymentStatus: 'unpaid' });
    await callOk('updateOrderStatus', { orderId: id, status: 'in_production', note: '' }, staff.idToken);
    await callOk('updateOrderStatus', { orderId: id, status: 'cancelled', note: '' }, staff.idToken);
    expect(await mailsOfOrder(id)).toEqual([]);
  });

  it('a paid order cancelled by staff: the receipt; the cancellation mail with the refund waits for its release, once', async () => {
    const user = await makeUser();
    const [staff, admin] = await Promise.all([makeStaffUser('staff'), makeStaffUser('admin')]);
    const shirt = await makeProduct({ price: 18_000, stock: { M: 2 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
    await paystackControl.settle(started.reference, 'success', true);
    await eventually(async () => (await readOrder(started.orderId))?.paymentStatus === 'paid', 15_000, 'payment');
    const cancel = () =>
      call(
        'updateOrderStatus',
        { orderId: started.orderId, status: 'cancelled', note: 'Out of fabric' },
        staff.idToken,
      );
    await cancel();
    await cancel();
    // Nothing promised yet: the refund is not released.
    expect((await mailTo(user.email)).map((m) => m.id)).toEqual([`receipt-${started.reference}`]);

    const total = (await readOrder(started.orderId))!.total;
    const release = () => call('releaseRefund', { orderId: started.orderId, amountKobo: total * 100 }, admin.idToken);
    await release();
    await release();
    const mails = await mailTo(user.email);
    expect(mails.map((m) => m.id).sort()).toEqual([
      `order-${started.orderId}-cancelled`,
      `receipt-${started.reference}`,
    ]);
    const cancelled = mails.find((m) => m.id.endsWith('-cancelled'));
    expect(cancelled?.message.text).toContain(
      `We are refunding ₦${total.toLocaleString('en-NG')}.00 to the card or account you paid with`,
    );
    expect(cancelled?.message.text).not.toContain('Out of fabric');
  });

  it('a refund Paystack fails mails nothing; the cancellation mail goes once Paystack takes the refund, once', async () => {
    const user = await makeUser();
    const admin = await makeStaffUser('admin');
    const shirt = await makeProduct({ price: 24_000, stock: { M: 2 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
    await paystackControl.settle(started.reference, 'success', true);
    await eventually(async () => (await readOrder(started.orderId))?.paymentStatus === 'paid', 15_000, 'payment');
    const total = (await readOrder(started.orderId))!.total;

    // The admin cancels and refunds at once; Paystack cannot complete the refund.
    await paystackControl.refundOutcome(started.reference, 'failed', 'Customer bank account closed');
    await callOk(
      'updateOrderStatus',
      { orderId: started.orderId, status: 'cancelled', note: '', releaseRefundKobo: total * 100 },
      admin.idToken,
    );
    await eventually(async () => (await readOrder(started.orderId))?.refund?.status === 'failed', 15_000, 'declined');
    // Nothing promised: the customer was not told "We are refunding".
    expect((await mailTo(user.email)).map((m) => m.id)).toEqual([`receipt-${started.reference}`]);

    // The customer gives new bank details; the admin asks Paystack again and it takes the refund.
    await callOk('resolvePayment', { reference: started.reference, action: 'refund' }, admin.idToken);
    await eventually(
      async () => (await mailTo(user.email)).some((m) => m.id === `order-${started.orderId}-cancelled`),
      15_000,
      'the cancellation mail',
    );
    const cancelled = (await mailTo(user.email)).find((m) => m.id.endsWith('-cancelled'));
    expect(cancelled?.message.text).toContain(
      `We are refunding ₦${total.toLocaleString('en-NG')}.00 to the card or account you paid with`,
    );
    // A webhook or the reconciler seeing the same refund again queues no second mail.
    await paystackControl.redeliverRefund((await paystackControl.refunds(started.reference)).at(-1)!.id, 2);
    expect((await mailTo(user.email)).filter((m) => m.id.endsWith('-cancelled'))).toHaveLength(1);
  });
});
