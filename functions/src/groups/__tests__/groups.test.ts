// Aso-ebi groups (docs/product.md#aso-ebi-groups): creation against the piece's lead time, joining for yourself
// and for someone else, paying a member's share through the normal checkout exactly once, and closing.
import {
  GROUP_ALREADY_JOINED,
  GROUP_CLOSED,
  GROUP_MEMBER_PAID,
  GROUP_NOT_YOUR_SHARE,
  GROUP_ONLY_ORGANISER,
  GROUP_ORGANISER_PAYS,
  GROUP_PAYMENT_UNDER_WAY,
  addDays,
  dayKeyWords,
  lagosDayKey,
} from '@aso/domain';
import type {
  ConfirmPaymentResult,
  CreateGroupResult,
  JoinGroupResult,
  RemindGroupResult,
  StartCheckoutResult,
} from '@aso/domain/contract';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { checkoutInput, db, makeProduct, makeWindow, measurements, readOrder } from '../../../test/factories';
import { paystackControl } from '../../../test/paystack-control';

const today = () => lagosDayKey(new Date());

async function mtoGroup(organiser: TestUser, payMode: 'self' | 'organiser' = 'self') {
  const piece = await makeProduct({ type: 'MTO', price: 50_000, name: 'Aso Oke Agbada' }); // lead time 10 days
  const created = await callOk<CreateGroupResult>(
    'createGroup',
    {
      title: 'Tolu & Femi’s wedding',
      productId: piece.id,
      eventDate: addDays(today(), 30),
      joinDeadline: addDays(today(), 20),
      city: 'Abeokuta',
      choices: ['Agbada', 'Buba & sokoto'],
      payMode,
    },
    organiser.idToken,
  );
  return { piece, groupId: created.groupId };
}

/** A group whose organiser pays for everyone, joinable for five more days, `eventInDays` from today. */
function organiserPaysGroup(organiser: TestUser, productId: string, title: string, eventInDays: number) {
  return callOk<CreateGroupResult>(
    'createGroup',
    {
      title,
      productId,
      eventDate: addDays(today(), eventInDays),
      joinDeadline: addDays(today(), 5),
      payMode: 'organiser',
    },
    organiser.idToken,
  );
}

const member = async (groupId: string, id: string) => (await db().doc(`groups/${groupId}/members/${id}`).get()).data();

function join(user: TestUser, groupId: string, extra: Record<string, unknown> = {}) {
  return call<JoinGroupResult>(
    'joinGroup',
    { groupId, forSelf: true, name: 'Kemi Adeyemi', choice: 'Agbada', measurements: measurements(), ...extra },
    user.idToken,
  );
}

function payShare(user: TestUser, groupId: string, memberId: string, productId: string, extra = {}) {
  return call<StartCheckoutResult>(
    'startCheckout',
    checkoutInput([{ productId, size: null, qty: 1 }], {
      email: user.email,
      // The browser's measurements are ignored: the share is made to the member's own.
      measurements: { [productId]: measurements({ bust: 60 }) },
      group: { groupId, memberId },
      ...extra,
    }),
    user.idToken,
  );
}

describe('createGroup', () => {
  it('refuses a join deadline that leaves less than the lead time before the event, and changes nothing', async () => {
    const organiser = await makeUser('organiser');
    const piece = await makeProduct({ type: 'MTO', name: 'Aso Oke Agbada' });
    const eventDate = addDays(today(), 15);
    const before = await db().collection('groups').where('organiserUid', '==', organiser.uid).get();
    const refused = await call(
      'createGroup',
      {
        title: 'Too late',
        productId: piece.id,
        eventDate,
        joinDeadline: addDays(today(), 10),
        payMode: 'self',
      },
      organiser.idToken,
    );
    const latest = addDays(eventDate, -10);
    expect(refused).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: `The last day to join must be on or before ${dayKeyWords(latest)}: Aso Oke Agbada takes 10 days to make before the event on ${dayKeyWords(eventDate)}.`,
    });
    const after = await db().collection('groups').where('organiserUid', '==', organiser.uid).get();
    expect(after.size).toBe(before.size);

    const ok = await callOk<CreateGroupResult>(
      'createGroup',
      { title: 'Just in time', productId: piece.id, eventDate, joinDeadline: latest, payMode: 'self' },
      organiser.idToken,
    );
    const group = (await db().doc(`groups/${ok.groupId}`).get()).data();
    expect(group).toMatchObject({ status: 'open', organiserUid: organiser.uid, joinDeadline: latest, memberCount: 0 });
  });
});

describe('joinGroup', () => {
  it('joins yourself from a profile and someone else by hand; twice is refused; the measurements stay private', async () => {
    const organiser = await makeUser('organiser');
    const kemi = await makeUser('kemi');
    const { groupId } = await mtoGroup(organiser);
    const at = new Date();
    await db()
      .doc(`customers/${kemi.uid}/measurementProfiles/mum`)
      .set({ name: 'Mum', measurements: measurements({ bust: 44 }), takenOn: today(), createdAt: at, updatedAt: at });

    const self = await join(kemi, groupId, { profileId: 'mum', measurements: null, shareWithOrganiser: true });
    expect(self).toMatchObject({ ok: true, data: { memberId: kemi.uid, created: true, measurementsGiven: true } });
    const child = await join(kemi, groupId, { forSelf: false, name: 'Tolu (age 9)', measurements: null });
    expect(child).toMatchObject({ ok: true, data: { created: true, measurementsGiven: false } });
    expect(await join(kemi, groupId)).toMatchObject({ ok: false, message: GROUP_ALREADY_JOINED });

    const childId = child.ok ? child.data.memberId : '';
    expect(await member(groupId, kemi.uid)).toMatchObject({ name: 'Kemi Adeyemi', paymentStatus: 'unpaid' });
    expect(await member(groupId, kemi.uid)).not.toHaveProperty('measurements');
    expect(await member(groupId, childId)).toMatchObject({ uid: kemi.uid, forSelf: false, measurementsGiven: false });
    const details = (await db().doc(`groups/${groupId}/members/${kemi.uid}/private/details`).get()).data();
    expect(details).toMatchObject({ profileName: 'Mum', measurements: { bust: 44 } });
    expect((await db().doc(`groups/${groupId}`).get()).get('memberCount')).toBe(2);

    // Adding the child's measurements later, through the same call with the member id.
    const later = await join(kemi, groupId, { memberId: childId, forSelf: false, name: 'Tolu (age 9)' });
    expect(later).toMatchObject({ ok: true, data: { created: false, measurementsGiven: true } });
    expect((await db().doc(`groups/${groupId}`).get()).get('memberCount')).toBe(2);
  });
});

describe('paying a share', () => {
  it('pays a member’s share exactly once through checkout, to the member’s own measurements', async () => {
    const organiser = await makeUser('organiser');
    const kemi = await makeUser('kemi');
    const stranger = await makeUser('stranger');
    const { piece, groupId } = await mtoGroup(organiser);
    await join(kemi, groupId, { measurements: measurements({ bust: 38 }) });
    // Kemi's own cart holds the same piece for herself: paying the share from the group's page leaves it alone.
    const kemisCart = {
      lines: [
        {
          productId: piece.id,
          name: piece.name,
          sku: piece.sku,
          type: 'MTO',
          size: null,
          qty: 1,
          unitPrice: 50_000,
          payMode: null,
        },
      ],
      referralCode: null,
      updatedAt: new Date('2026-11-20T09:00:00Z'),
    };
    await db().doc(`carts/${kemi.uid}`).set(kemisCart);

    expect(await payShare(stranger, groupId, kemi.uid, piece.id)).toMatchObject({
      ok: false,
      message: GROUP_NOT_YOUR_SHARE,
    });
    const started = await payShare(kemi, groupId, kemi.uid, piece.id);
    if (!started.ok) throw new Error(started.message);
    // While Kemi's payment is open, the organiser cannot start a second one for the same share.
    expect(await payShare(organiser, groupId, kemi.uid, piece.id)).toMatchObject({
      ok: false,
      message: GROUP_PAYMENT_UNDER_WAY,
    });

    await paystackControl.settle(started.data.reference, 'success', false);
    const confirms = await Promise.all([
      call<ConfirmPaymentResult>('confirmPayment', { reference: started.data.reference }, kemi.idToken),
      call<ConfirmPaymentResult>('confirmPayment', { reference: started.data.reference }, kemi.idToken),
      paystackControl.redeliver(started.data.reference, 2, true),
    ]);
    expect(confirms[0]).toMatchObject({ ok: true, data: { paymentStatus: 'paid' } });

    const order = await readOrder(started.data.orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', group: { groupId, memberId: kemi.uid } });
    expect(order?.items[0]?.measurements).toMatchObject({ bust: 38 });
    expect(await member(groupId, kemi.uid)).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: order?.amountPaid,
      orderId: started.data.orderId,
      paidBy: kemi.uid,
    });
    expect(await payShare(organiser, groupId, kemi.uid, piece.id)).toMatchObject({
      ok: false,
      message: GROUP_MEMBER_PAID,
    });
    const kemisOrders = await db().collection('orders').where('group.memberId', '==', kemi.uid).get();
    expect(kemisOrders.size).toBe(1);
    expect((await db().doc(`carts/${kemi.uid}`).get()).data()).toMatchObject({ lines: kemisCart.lines });
  });

  it('lets the organiser pay for members; a deposit share is deposit_paid', async () => {
    const organiser = await makeUser('organiser');
    const ada = await makeUser('ada');
    const windowId = await makeWindow({ depositPercent: 40 });
    const piece = await makeProduct({ type: 'PREORDER', price: 30_000, preorderWindowId: windowId });
    const { groupId } = await organiserPaysGroup(organiser, piece.id, 'Owambe', 20);
    await join(ada, groupId, { choice: null });
    expect(await payShare(ada, groupId, ada.uid, piece.id)).toMatchObject({ ok: false, message: GROUP_ORGANISER_PAYS });

    const started = await payShare(organiser, groupId, ada.uid, piece.id, { payModes: { [piece.id]: 'deposit' } });
    if (!started.ok) throw new Error(started.message);
    expect(started.data.amount).toBeLessThan(started.data.total);
    await paystackControl.settle(started.data.reference, 'success', true);
    await callOk('confirmPayment', { reference: started.data.reference }, organiser.idToken);
    expect(await member(groupId, ada.uid)).toMatchObject({ paymentStatus: 'deposit_paid', paidBy: organiser.uid });
    expect(await readOrder(started.data.orderId)).toMatchObject({
      userId: organiser.uid,
      paymentStatus: 'deposit_paid',
    });
    // The receipt (to the organiser, who paid) names the share and the event, and when the balance falls due: the
    // window's last day.
    const receipt = (await db().doc(`mail/receipt-${started.data.reference}`).get()).get('message.text') as string;
    const windowEnd = (await db().doc(`preorderWindows/${windowId}`).get()).get('endAt') as { toDate(): Date };
    expect(receipt).toContain(
      `This pays Kemi Adeyemi’s share in Owambe, for the event on ${dayKeyWords(addDays(today(), 20))}.`,
    );
    expect(receipt).toContain(
      `It is due by ${dayKeyWords(lagosDayKey(windowEnd.toDate()))}, when the pre-order window closes;`,
    );
    expect(receipt).toMatch(new RegExp(`Open the group: \\S*/groups/${groupId}$`, 'm'));
  });
});

describe('closeGroup and reminders', () => {
  it('only the organiser closes; a closed group takes no one; reminders go to members who owe', async () => {
    const organiser = await makeUser('organiser');
    const kemi = await makeUser('kemi');
    const late = await makeUser('late');
    const { groupId } = await mtoGroup(organiser);
    await join(kemi, groupId, { measurements: null });

    const reminded = await callOk<RemindGroupResult>('remindGroupMembers', { groupId }, organiser.idToken);
    expect(reminded.mailsQueued).toBe(1);
    const mail = await db().collection('mail').where('to', '==', kemi.email).get();
    // Branded like the receipt: what is owed for which event by when, and the group's link.
    const text = mail.docs[0]?.get('message.text') as string;
    expect(mail.docs[0]?.get('message.subject')).toMatch(/: a reminder about Tolu & Femi’s wedding$/);
    expect(text).toContain(
      `For Kemi Adeyemi: please pay the share and add the measurements by ${dayKeyWords(addDays(today(), 20))}`,
    );
    expect(text).toContain(`Event: ${dayKeyWords(addDays(today(), 30))} in Abeokuta`);
    expect(text).toContain('Share: ₦50,000.00 plus delivery');
    expect(mail.docs[0]?.get('message.html')).toMatch(/<a href="[^"]*\/groups\/[^"]+"[^>]*>Open the group<\/a>/);

    expect(await call('closeGroup', { groupId }, kemi.idToken)).toMatchObject({
      ok: false,
      message: GROUP_ONLY_ORGANISER,
    });
    expect(await callOk('closeGroup', { groupId }, organiser.idToken)).toEqual({ groupId, closed: true });
    expect(await callOk('closeGroup', { groupId }, organiser.idToken)).toEqual({ groupId, closed: false });
    expect(await join(late, groupId)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: GROUP_CLOSED,
    });
    expect((await db().doc(`groups/${groupId}`).get()).data()).toMatchObject({ status: 'closed', memberCount: 1 });
  });
});

describe('measurement profiles at checkout', () => {
  it('keeps a frozen copy of the set and the profile’s name and date on the order line', async () => {
    const buyer = await makeUser('profiles');
    const piece = await makeProduct({ type: 'MTO', price: 40_000 });
    const started = await callOk<StartCheckoutResult>(
      'startCheckout',
      checkoutInput([{ productId: piece.id, size: null, qty: 1 }], {
        email: buyer.email,
        measurements: { [piece.id]: measurements({ bust: 44, notes: 'Loose sleeve' }) },
        measurementProfiles: { [piece.id]: { name: 'Mum', takenOn: '2026-11-01' } },
      }),
      buyer.idToken,
    );
    const order = await readOrder(started.orderId);
    expect(order?.items[0]).toMatchObject({
      measurements: { bust: 44, notes: 'Loose sleeve' },
      measurementProfile: { name: 'Mum', takenOn: '2026-11-01' },
    });
  });
});

describe('an organiser paying for several members', () => {
  it('holds one open checkout per member: the second never replaces the first', async () => {
    const organiser = await makeUser('organiser');
    const [ada, bola] = [await makeUser('ada'), await makeUser('bola')];
    const shirt = await makeProduct({ type: 'RTW', price: 20_000, stock: { M: 5 } });
    const { groupId } = await organiserPaysGroup(organiser, shirt.id, 'Naming ceremony', 10);
    for (const user of [ada, bola])
      await callOk('joinGroup', { groupId, forSelf: true, name: user.uid, size: 'M' }, user.idToken);

    const first = await payShare(organiser, groupId, ada.uid, shirt.id);
    const second = await payShare(organiser, groupId, bola.uid, shirt.id);
    if (!first.ok || !second.ok) throw new Error('both shares should start');
    expect(second.data.orderId).not.toBe(first.data.orderId);
    expect(await readOrder(first.data.orderId)).toMatchObject({ status: 'pending', items: [{ size: 'M', qty: 1 }] });
    expect(await readOrder(second.data.orderId)).toMatchObject({ status: 'pending', group: { memberId: bola.uid } });
  });
});
