import { collection, getDocs, query, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, list, read, remove, update, write } from './by-path';
import { cart, cartLine, lead, note, ownCustomer, profileFor, seed, walkInCustomer } from './fixtures';
import { seededMatrix, clientClock, expectDenied, type FirestoreMatrix } from './setup';

// The attack matrix for what customers own: profiles, customer records, carts, orders, leads (docs/data-model.md).

let m: FirestoreMatrix;
beforeAll(async () => (m = await seededMatrix('demo-matrix-customers', seed)));
afterAll(async () => m.stop());

describe('profiles/{uid}', () => {
  it('customer A reads their own profile', async () => {
    const snap = await read(m.as.customerA, 'profiles/cust-a');
    expect(snap.data()).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });
  it("customer B cannot read customer A's profile; signed out cannot either", async () => {
    await expectDenied(read(m.as.customerB, 'profiles/cust-a'));
    await expectDenied(read(m.as.signedOut, 'profiles/cust-a'));
  });
  it('customers cannot list profiles; staff can', async () => {
    await expectDenied(list(m.as.customerA, 'profiles'));
    expect((await list(m.as.staff, 'profiles')).size).toBe(4);
  });
  it('nobody creates a profile for another uid', async () => {
    await expectDenied(write(m.as.customerB, 'profiles/cust-new', profileFor('X', 'x@example.com')));
    await expectDenied(write(m.as.staff, 'profiles/cust-new', profileFor('X', 'x@example.com')));
    await expectDenied(write(m.as.signedOut, 'profiles/cust-new', profileFor('X', 'x@example.com')));
  });
  it('customer A updates name, phone and WhatsApp opt-in, and the data changes', async () => {
    await update(m.as.customerA, 'profiles/cust-a', {
      name: 'Ada O.',
      phone: '+2348012345679',
      whatsappOptIn: false,
      updatedAt: serverTimestamp(),
    });
    expect((await m.stored('profiles/cust-a')).data()).toMatchObject({
      name: 'Ada O.',
      phone: '+2348012345679',
      whatsappOptIn: false,
      role: 'customer',
    });
  });
  it('a phone is kept in international form or not at all: a local or free-text number is refused', async () => {
    for (const phone of ['0801 234 5678', '08012345678', '+234 801 234 5678', 'call me', '+0123456789'])
      await expectDenied(update(m.as.customerA, 'profiles/cust-a', { phone, updatedAt: serverTimestamp() }));
    await update(m.as.customerA, 'profiles/cust-a', { phone: '', updatedAt: serverTimestamp() });
    await update(m.as.customerA, 'profiles/cust-a', { phone: '+447700900123', updatedAt: serverTimestamp() });
    expect((await m.stored('profiles/cust-a')).get('phone')).toBe('+447700900123');
  });
  it('customer A cannot make themselves staff through the profile role field', async () => {
    await expectDenied(update(m.as.customerA, 'profiles/cust-a', { role: 'admin', updatedAt: serverTimestamp() }));
    await expectDenied(
      update(m.as.customerA, 'profiles/cust-a', { role: 'staff', name: 'Ada', updatedAt: serverTimestamp() }),
    );
    expect((await m.stored('profiles/cust-a')).get('role')).toBe('customer');
  });
  it('customer A cannot change their email, createdAt, or write an over-long name or a client time', async () => {
    await expectDenied(
      update(m.as.customerA, 'profiles/cust-a', { email: 'new@example.com', updatedAt: serverTimestamp() }),
    );
    await expectDenied(
      update(m.as.customerA, 'profiles/cust-a', { name: 'x'.repeat(101), updatedAt: serverTimestamp() }),
    );
    await expectDenied(update(m.as.customerA, 'profiles/cust-a', { name: 'Ada', updatedAt: new Date('2020-01-01') }));
    await expectDenied(
      update(m.as.customerA, 'profiles/cust-a', { whatsappOptIn: 'yes', updatedAt: serverTimestamp() }),
    );
  });
  it('customer A says yes, then no, to messages by mail; only a yes or no is kept, and only by them', async () => {
    await update(m.as.customerA, 'profiles/cust-a', { emailOptIn: true, updatedAt: serverTimestamp() });
    expect((await m.stored('profiles/cust-a')).get('emailOptIn')).toBe(true);
    for (const bad of ['yes', 1, null, { cart: true }])
      await expectDenied(update(m.as.customerA, 'profiles/cust-a', { emailOptIn: bad, updatedAt: serverTimestamp() }));
    await expectDenied(update(m.as.customerA, 'profiles/cust-a', { emailOptIn: false, updatedAt: clientClock() }));
    await expectDenied(update(m.as.customerB, 'profiles/cust-a', { emailOptIn: false, updatedAt: serverTimestamp() }));
    await expectDenied(update(m.as.staff, 'profiles/cust-a', { emailOptIn: false, updatedAt: serverTimestamp() }));
    await expectDenied(update(m.as.signedOut, 'profiles/cust-a', { emailOptIn: false, updatedAt: serverTimestamp() }));
    expect((await m.stored('profiles/cust-a')).get('emailOptIn')).toBe(true);
    await update(m.as.customerA, 'profiles/cust-a', { emailOptIn: false, updatedAt: serverTimestamp() });
    expect((await m.stored('profiles/cust-a')).get('emailOptIn')).toBe(false);
  });
  it("customer B cannot update customer A's profile", async () => {
    await expectDenied(update(m.as.customerB, 'profiles/cust-a', { name: 'Hacked', updatedAt: serverTimestamp() }));
  });
  it('staff cannot change roles (or anything) in a profile', async () => {
    await expectDenied(update(m.as.staff, 'profiles/cust-a', { role: 'staff', updatedAt: serverTimestamp() }));
    await expectDenied(update(m.as.staff, 'profiles/staff-1', { role: 'admin', updatedAt: serverTimestamp() }));
  });
  it('nobody deletes a profile through the browser', async () => {
    await expectDenied(remove(m.as.customerA, 'profiles/cust-a'));
    await expectDenied(remove(m.as.admin, 'profiles/cust-a'));
  });
});

describe('profiles/{uid} creation (fresh accounts)', () => {
  it('a fresh account creates its profile; role, extra keys and wrong types are refused', async () => {
    // Start customer A over as a brand-new account with no profile yet.
    const db = m.as.customerA;
    await m.asOwner((db) => remove(db, 'profiles/cust-a'));
    await expectDenied(write(db, 'profiles/cust-a', { ...profileFor('Ada', 'ada@example.com'), role: 'admin' }));
    await expectDenied(write(db, 'profiles/cust-a', { ...profileFor('Ada', 'ada@example.com'), vip: true }));
    await expectDenied(
      write(db, 'profiles/cust-a', { ...profileFor('Ada', 'ada@example.com'), createdAt: clientClock() }),
    );
    await expectDenied(write(db, 'profiles/cust-a', { ...profileFor('Ada', 'ada@example.com'), phone: 8012345678 }));
    await write(db, 'profiles/cust-a', profileFor('Ada', 'ada@example.com'));
    expect((await read(db, 'profiles/cust-a')).data()).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      whatsappOptIn: true,
    });
  });
});

describe('customers/{id}', () => {
  it('customer A reads their own customer record', async () => {
    expect((await read(m.as.customerA, 'customers/cust-a')).data()).toMatchObject({
      userId: 'cust-a',
      orderCount: 1,
    });
  });
  it("customer B cannot read customer A's customer record, nor list customers", async () => {
    await expectDenied(read(m.as.customerB, 'customers/cust-a'));
    await expectDenied(list(m.as.customerB, 'customers'));
    await expectDenied(getDocs(query(collection(m.as.customerB, 'customers'), where('userId', '==', 'cust-b'))));
  });
  it('staff read and list every customer', async () => {
    expect((await list(m.as.staff, 'customers')).size).toBeGreaterThanOrEqual(2);
  });
  it('an account holder creates their own record once, with the starting values only', async () => {
    await m.asOwner((db) => remove(db, 'customers/cust-b'));
    const db = m.as.customerB;
    await expectDenied(
      write(db, 'customers/cust-b', { ...ownCustomer('cust-b', 'bayo@example.com'), lifetimeValue: 1_000_000 }),
    );
    await expectDenied(
      write(db, 'customers/cust-b', { ...ownCustomer('cust-b', 'bayo@example.com'), referralCode: 'FREE' }),
    );
    await expectDenied(write(db, 'customers/cust-b', { ...ownCustomer('cust-b', 'bayo@example.com'), tags: ['vip'] }));
    await expectDenied(write(db, 'customers/cust-b', { ...ownCustomer('cust-a', 'bayo@example.com') }));
    await expectDenied(write(db, 'customers/cust-a-clone', ownCustomer('cust-b', 'bayo@example.com')));
    await write(db, 'customers/cust-b', ownCustomer('cust-b', 'bayo@example.com'));
    expect((await read(db, 'customers/cust-b')).data()).toMatchObject({
      userId: 'cust-b',
      lifetimeValue: 0,
      orderCount: 0,
    });
    // "once": a second write is an update, which the owner may not make.
    await expectDenied(write(db, 'customers/cust-b', ownCustomer('cust-b', 'bayo@example.com')));
  });
  it('the owner cannot update or delete their customer record beyond their own phone', async () => {
    await expectDenied(update(m.as.customerA, 'customers/cust-a', { lifetimeValue: 0 }));
    await expectDenied(update(m.as.customerA, 'customers/cust-a', { name: 'Ada', updatedAt: serverTimestamp() }));
    await expectDenied(update(m.as.customerA, 'customers/cust-a', { name: 'Ada Renamed' }));
    await expectDenied(
      update(m.as.customerA, 'customers/cust-a', { phone: '+2348012345670', referralCode: 'MINE-0001' }),
    );
    await expectDenied(remove(m.as.customerA, 'customers/cust-a'));
  });
  it("the owner keeps the record's phone in step with My Account, in international form only", async () => {
    await update(m.as.customerA, 'customers/cust-a', { phone: '+2348012345670', updatedAt: serverTimestamp() });
    expect((await m.stored('customers/cust-a')).get('phone')).toBe('+2348012345670');
    await update(m.as.customerA, 'customers/cust-a', { phone: '' });
    for (const phone of ['0801 234 5670', '8012345670', 'x'.repeat(10)])
      await expectDenied(update(m.as.customerA, 'customers/cust-a', { phone, updatedAt: serverTimestamp() }));
    await expectDenied(
      update(m.as.customerA, 'customers/cust-a', { phone: '+2348012345670', updatedAt: new Date('2020-01-01') }),
    );
    await expectDenied(update(m.as.customerB, 'customers/cust-a', { phone: '+2348012345671' }));
  });
  it('staff create walk-in customers with userId null and no tags (changeCustomerTags adds them with their keys)', async () => {
    const ref = await add(m.as.staff, 'customers', walkInCustomer());
    expect((await m.stored(ref.path)).data()).toMatchObject({
      userId: null,
      name: 'Walk-in Wale',
      tags: [],
    });
    await expectDenied(add(m.as.staff, 'customers', { ...walkInCustomer(), tags: ['pop-up'] }));
    await expectDenied(add(m.as.staff, 'customers', { ...walkInCustomer(), userId: 'cust-a' }));
    await expectDenied(add(m.as.staff, 'customers', { ...walkInCustomer(), orderCount: 3 }));
    await expectDenied(add(m.as.customerA, 'customers', walkInCustomer()));
  });
  it('staff edit contact details but never tags (changeCustomerTags keeps their keys), lifetime fields, referral code, measurements or userId', async () => {
    await update(m.as.staff, 'customers/cust-a', {
      name: 'Ada Obi',
      city: 'Ibadan',
      updatedAt: serverTimestamp(),
    });
    expect((await m.stored('customers/cust-a')).data()).toMatchObject({
      name: 'Ada Obi',
      city: 'Ibadan',
      lifetimeValue: 27500,
    });
    for (const field of [
      { tags: ['vip'] },
      { tagKeys: ['vip'] },
      { lifetimeValue: 1 },
      { orderCount: 9 },
      { referralCode: 'X' },
      { lastOrderAt: null },
      { measurements: { chest: 40 } },
      { userId: 'staff-1' },
    ]) {
      await expectDenied(update(m.as.staff, 'customers/cust-a', { ...field, updatedAt: serverTimestamp() }));
    }
    await expectDenied(update(m.as.staff, 'customers/cust-a', { email: 'not-an-email', updatedAt: serverTimestamp() }));
    // Staff keep numbers in the one form too.
    await expectDenied(
      update(m.as.staff, 'customers/cust-a', { phone: '0803 123 4567', updatedAt: serverTimestamp() }),
    );
    await update(m.as.staff, 'customers/cust-a', { phone: '+2348031234567', updatedAt: serverTimestamp() });
    await expectDenied(add(m.as.staff, 'customers', { ...walkInCustomer(), phone: '0803 123 4567' }));
    await expectDenied(remove(m.as.staff, 'customers/cust-a'));
  });
  it('signed out cannot read or write customers', async () => {
    await expectDenied(read(m.as.signedOut, 'customers/cust-a'));
    await expectDenied(write(m.as.signedOut, 'customers/anon', walkInCustomer()));
  });
});

describe('customers/{id}/notes', () => {
  it('staff add notes as themselves and read them', async () => {
    const ref = await add(m.as.staff, 'customers/cust-a/notes', note('staff-1'));
    expect((await read(m.as.staff, ref.path)).data()).toMatchObject({
      body: 'Prefers slim fit.',
      authorId: 'staff-1',
    });
    expect((await list(m.as.staff, 'customers/cust-a/notes')).size).toBe(2);
  });
  it('notes must be non-blank, authored by the caller and are immutable', async () => {
    await expectDenied(add(m.as.staff, 'customers/cust-a/notes', note('staff-1', '   ')));
    await expectDenied(add(m.as.staff, 'customers/cust-a/notes', note('admin-1')));
    await expectDenied(add(m.as.staff, 'customers/cust-a/notes', note('staff-1', 'x'.repeat(2001))));
    await expectDenied(update(m.as.staff, 'customers/cust-a/notes/n1', { body: 'edited' }));
    await expectDenied(remove(m.as.admin, 'customers/cust-a/notes/n1'));
  });
  it('customers cannot read notes, even on their own record', async () => {
    await expectDenied(read(m.as.customerA, 'customers/cust-a/notes/n1'));
    await expectDenied(list(m.as.customerA, 'customers/cust-a/notes'));
    await expectDenied(add(m.as.customerA, 'customers/cust-a/notes', note('cust-a')));
  });
});

describe('carts/{uid}', () => {
  it('customer A reads their own cart; nobody writes one from the browser (the saveCart callable does)', async () => {
    expect((await read(m.as.customerA, 'carts/cust-a')).get('lines')).toHaveLength(1);
    const lines = [
      cartLine(),
      cartLine({ productId: 'p-2', type: 'PREORDER', size: null, payMode: 'deposit', qty: 2 }),
    ];
    for (const db of [m.as.customerA, m.as.staff, m.as.admin]) {
      await expectDenied(write(db, 'carts/cust-a', cart(lines, 'BAYO5')));
      await expectDenied(update(db, 'carts/cust-a', { referralCode: 'BAYO5' }));
    }
    await expectDenied(write(m.as.customerB, 'carts/cust-b', cart(lines)));
    expect((await m.stored('carts/cust-a')).get('referralCode')).toBeNull();
  });
  it("customer B cannot read or delete customer A's cart", async () => {
    await expectDenied(read(m.as.customerB, 'carts/cust-a'));
    await expectDenied(remove(m.as.customerB, 'carts/cust-a'));
    await expectDenied(read(m.as.signedOut, 'carts/cust-a'));
    await expectDenied(read(m.as.staff, 'carts/cust-a'));
  });
  it('customer A deletes their own cart', async () => {
    await remove(m.as.customerA, 'carts/cust-a');
    expect((await m.stored('carts/cust-a')).exists()).toBe(false);
  });
});

describe('orders and order events (written only by functions)', () => {
  it('customer A reads their own order and its timeline', async () => {
    expect((await read(m.as.customerA, 'orders/order-a')).data()).toMatchObject({
      userId: 'cust-a',
      total: 27500,
    });
    const events = await list(m.as.customerA, 'orders/order-a/events');
    expect(events.docs.map((d) => d.get('status') as unknown)).toEqual(['pending']);
  });
  it("customer B cannot read customer A's order", async () => {
    await expectDenied(read(m.as.customerB, 'orders/order-a'));
  });
  it("customer B cannot read customer A's order events", async () => {
    await expectDenied(read(m.as.customerB, 'orders/order-a/events/e1'));
    await expectDenied(list(m.as.customerB, 'orders/order-a/events'));
  });
  it('customer A lists only their own orders, and only with the userId filter', async () => {
    const mine = await getDocs(query(collection(m.as.customerA, 'orders'), where('userId', '==', 'cust-a')));
    expect(mine.docs.map((d) => d.id)).toEqual(['order-a']);
    await expectDenied(list(m.as.customerA, 'orders'));
    await expectDenied(getDocs(query(collection(m.as.customerA, 'orders'), where('userId', '==', 'cust-b'))));
    await expectDenied(
      getDocs(query(collection(m.as.customerA, 'orders'), where('userId', 'in', ['cust-a', 'cust-b']))),
    );
    await expectDenied(getDocs(query(collection(m.as.customerA, 'orders'), where('status', '==', 'pending'))));
  });
  it('signed out cannot read orders', async () => {
    await expectDenied(read(m.as.signedOut, 'orders/order-a'));
    await expectDenied(getDocs(query(collection(m.as.signedOut, 'orders'), where('userId', '==', 'cust-a'))));
  });
  it('staff read and list all orders and their events', async () => {
    expect((await list(m.as.staff, 'orders')).size).toBe(2);
    expect((await read(m.as.admin, 'orders/order-b/events/e1')).get('status')).toBe('pending');
  });
  it('nobody writes orders or order events from the browser, not even staff', async () => {
    for (const db of [m.as.customerA, m.as.staff, m.as.admin]) {
      await expectDenied(update(db, 'orders/order-a', { status: 'completed' }));
      await expectDenied(write(db, 'orders/order-new', { userId: 'cust-a', total: 1 }));
      await expectDenied(remove(db, 'orders/order-a'));
      await expectDenied(add(db, 'orders/order-a/events', { status: 'shipped', createdAt: serverTimestamp() }));
    }
    expect((await m.stored('orders/order-a')).get('status')).toBe('pending');
  });
  it('where an order came from is the server’s: nobody rewrites its attribution or the channel figures', async () => {
    const attribution = { source: 'instagram', medium: 'social', campaign: null, referralCode: null, referrer: null };
    for (const db of [m.as.customerA, m.as.staff, m.as.admin]) {
      await expectDenied(update(db, 'orders/order-a', { attribution }));
      await expectDenied(update(db, 'orders/order-a', { 'attribution.source': 'google' }));
      await expectDenied(write(db, 'stats/2026-11-28', { channels: { 'instagram / social': { orders: 9 } } }));
    }
  });
  it('refunds awaiting release: staff list them; a customer cannot, and nobody asks for or releases one by a write', async () => {
    const awaiting = (db: Firestore) =>
      getDocs(query(collection(db, 'orders'), where('refundRequest.status', '==', 'awaiting')));
    expect((await awaiting(m.as.staff)).size).toBe(0);
    expect((await awaiting(m.as.admin)).size).toBe(0);
    await expectDenied(awaiting(m.as.customerA));
    const request = { status: 'released', amountKobo: 100, requestedBy: 'cust-a', requestedAt: serverTimestamp() };
    for (const db of [m.as.customerA, m.as.staff, m.as.admin])
      await expectDenied(update(db, 'orders/order-a', { refundRequest: request }));
  });
});

describe('the email an owner writes is their sign-in email', () => {
  it("a profile or customer record claiming someone else's email is refused; the token's email is accepted", async () => {
    const db = m.as.customerB;
    await m.asOwner((db) => remove(db, 'profiles/cust-b'));
    await m.asOwner((db) => remove(db, 'customers/cust-b'));
    for (const email of ['amaka@aso.demo', 'ada@example.com', '', 'BAYO@example.com']) {
      await expectDenied(write(db, 'profiles/cust-b', profileFor('Amaka', email)));
      await expectDenied(write(db, 'customers/cust-b', ownCustomer('cust-b', email)));
    }
    expect((await m.stored('profiles/cust-b')).exists()).toBe(false);
    expect((await m.stored('customers/cust-b')).exists()).toBe(false);
    await write(db, 'profiles/cust-b', profileFor('Bayo', 'bayo@example.com'));
    await write(db, 'customers/cust-b', ownCustomer('cust-b', 'bayo@example.com'));
    expect((await m.stored('customers/cust-b')).get('email')).toBe('bayo@example.com');
  });
});

describe('the registration name reaches the customer record', () => {
  it('the owner fills a blank name once; nothing else, and never over a name', async () => {
    await m.asOwner((db) =>
      write(db, 'customers/cust-b', { ...ownCustomer('cust-b', 'bayo@example.com'), name: '', createdAt: new Date() }),
    );
    const db = m.as.customerB;
    await expectDenied(update(db, 'customers/cust-b', { name: 'Bayo', city: 'Lagos' }));
    await expectDenied(update(db, 'customers/cust-b', { name: '  ' }));
    await expectDenied(update(m.as.customerA, 'customers/cust-b', { name: 'Hijack' }));
    await update(db, 'customers/cust-b', { name: 'Bayo Ade' });
    await expectDenied(update(db, 'customers/cust-b', { name: 'Someone Else' }));
    expect((await m.stored('customers/cust-b')).get('name')).toBe('Bayo Ade');
  });
});

describe('leads/{id}', () => {
  it('nobody writes a lead from the browser: signups go through the rate-limited subscribe callable', async () => {
    for (const db of [m.as.signedOut, m.as.customerA, m.as.staff]) {
      await expectDenied(add(db, 'leads', lead('new.fan@example.com')));
      await expectDenied(write(db, 'leads/chosen-id', lead('new.fan@example.com')));
    }
    await m.asOwner(async (db) =>
      expect((await getDocs(query(collection(db, 'leads'), where('email', '==', 'new.fan@example.com')))).size).toBe(0),
    );
  });
  it('customers cannot read leads; staff can; nobody updates or deletes them', async () => {
    await expectDenied(read(m.as.customerA, 'leads/lead-1'));
    await expectDenied(list(m.as.signedOut, 'leads'));
    expect((await read(m.as.staff, 'leads/lead-1')).get('email')).toBe('fan@example.com');
    expect((await list(m.as.staff, 'leads')).size).toBeGreaterThanOrEqual(1);
    await expectDenied(update(m.as.staff, 'leads/lead-1', { source: 'x' }));
    await expectDenied(remove(m.as.admin, 'leads/lead-1'));
  });
});
