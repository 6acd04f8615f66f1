import { collection, getDocs, limit, orderBy, query, serverTimestamp, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, list, read, remove, update, write } from './by-path';
import { preorderWindow, product, seed, settings } from './fixtures';
import { ACTORS, EVERYONE, NON_STAFF, seededMatrix, clientClock, expectDenied, type FirestoreMatrix } from './setup';

// The attack matrix for the catalogue and the shop's settings: products, product costs, stock, pre-order
// windows, settings/global.

let m: FirestoreMatrix;
beforeAll(async () => (m = await seededMatrix('demo-matrix-catalogue', seed)));
afterAll(async () => m.stop());

describe('products/{id}', () => {
  it('everyone reads an active product', async () => {
    for (const actor of EVERYONE) {
      expect((await read(m.as[actor], 'products/p-active')).get('name'), actor).toBe('Adire Shirt');
    }
  });
  it('a product that does not exist reads as missing, not as a permission error', async () => {
    for (const actor of EVERYONE) expect((await read(m.as[actor], 'products/no-such-id')).exists(), actor).toBe(false);
  });
  it('only staff read an inactive product', async () => {
    for (const actor of NON_STAFF) await expectDenied(read(m.as[actor], 'products/p-hidden'));
    expect((await read(m.as.staff, 'products/p-hidden')).get('active')).toBe(false);
  });
  it("the storefront's queries must filter active == true", async () => {
    for (const actor of NON_STAFF) {
      const shop = await getDocs(
        query(collection(m.as[actor], 'products'), where('active', '==', true), orderBy('name'), limit(12)),
      );
      expect(
        shop.docs.map((d) => d.id),
        actor,
      ).toEqual(['p-active']);
      const featured = await getDocs(
        query(collection(m.as[actor], 'products'), where('active', '==', true), where('featured', '==', true)),
      );
      expect(featured.size).toBe(1);
      await expectDenied(list(m.as[actor], 'products'));
      await expectDenied(getDocs(query(collection(m.as[actor], 'products'), where('active', '==', false))));
      await expectDenied(getDocs(query(collection(m.as[actor], 'products'), where('slug', '==', 'agbada'))));
    }
  });
  it('staff list the whole catalogue', async () => {
    expect((await list(m.as.staff, 'products')).size).toBe(2);
  });
  it('customers and the signed out cannot change a product', async () => {
    for (const actor of NON_STAFF) {
      const db = m.as[actor];
      await expectDenied(update(db, 'products/p-active', { price: 1, updatedAt: serverTimestamp() }));
      await expectDenied(update(db, 'products/p-active', { active: false, updatedAt: serverTimestamp() }));
      await expectDenied(write(db, 'products/p-new', product()));
      await expectDenied(remove(db, 'products/p-active'));
    }
    expect((await m.stored('products/p-active')).get('price')).toBe(25000);
  });
  it('staff activate and deactivate a product', async () => {
    await update(m.as.staff, 'products/p-hidden', { active: true, updatedAt: serverTimestamp() });
    expect((await read(m.as.customerA, 'products/p-hidden')).get('active')).toBe(true);
    await update(m.as.staff, 'products/p-hidden', { active: false, updatedAt: serverTimestamp() });
    expect((await m.stored('products/p-hidden')).get('active')).toBe(false);
    await expectDenied(update(m.as.staff, 'products/p-hidden', { active: 'yes', updatedAt: serverTimestamp() }));
    await expectDenied(update(m.as.staff, 'products/p-hidden', { active: true, updatedAt: clientClock() }));
  });
  it('staff create a well-formed product; availability starts empty and is never the browser’s', async () => {
    await write(m.as.staff, 'products/p-new', product());
    expect((await m.stored('products/p-new')).data()).toMatchObject({
      sku: 'RTW-NEW-01',
      availability: {},
    });
    await expectDenied(write(m.as.staff, 'products/p-new2', product({ availability: { S: 'in' } })));
    await expectDenied(
      update(m.as.staff, 'products/p-active', { availability: { S: 'out' }, updatedAt: serverTimestamp() }),
    );
    await expectDenied(
      update(m.as.admin, 'products/p-active', { 'availability.M': 'in', updatedAt: serverTimestamp() }),
    );
  });
  it('units left (“Only 2 left”) start empty and are never the browser’s either', async () => {
    await write(m.as.staff, 'products/p-new3', product({ unitsLeft: {} }));
    await expectDenied(write(m.as.staff, 'products/p-new4', product({ unitsLeft: { S: 1 } })));
    await expectDenied(update(m.as.staff, 'products/p-active', { unitsLeft: { S: 9 }, updatedAt: serverTimestamp() }));
    const current = (await m.stored('products/p-active')).data() ?? {};
    await expectDenied(
      write(m.as.admin, 'products/p-active', { ...current, unitsLeft: { M: 1 }, updatedAt: serverTimestamp() }),
    );
  });
  it('product writes are shape-checked: price, type, sizes, lead time, window, keys', async () => {
    const bad: Record<string, unknown>[] = [
      { price: -1 },
      { price: 99.5 },
      { type: 'GIFT' },
      { sizeOptions: ['XXL'] },
      { type: 'MTO', leadTimeDays: 0, sizeOptions: [] },
      { type: 'MTO', sizeOptions: ['S'], leadTimeDays: 10 },
      { leadTimeDays: 5 },
      { preorderWindowId: 'w1' },
      { name: '  ' },
      { nameLower: 'something else' },
      { cost: 9000 },
      { images: 'x.png' },
      { collection: '   ' },
      { collection: 'O'.repeat(61) },
      { collection: ['Owambe'] },
      // Longer than any slug slugify makes (SLUG_MAX).
      { slug: 's'.repeat(81) },
    ];
    for (const over of bad) await expectDenied(write(m.as.staff, 'products/p-bad', product(over)));
    await write(
      m.as.staff,
      'products/p-mto',
      product({ sku: 'MTO-X', type: 'MTO', sizeOptions: [], leadTimeDays: 14 }),
    );
    await write(
      m.as.staff,
      'products/p-pre',
      product({ sku: 'PRE-X', type: 'PREORDER', sizeOptions: [], preorderWindowId: 'w1' }),
    );
    expect((await m.stored('products/p-pre')).get('preorderWindowId')).toBe('w1');
    // A named collection, or none (products saved before collections carry no such key).
    await write(m.as.staff, 'products/p-owambe', product({ sku: 'RTW-OWB', collection: 'Owambe' }));
    await write(m.as.staff, 'products/p-none', product({ sku: 'RTW-NONE', collection: null, slug: 's'.repeat(80) }));
    expect((await m.stored('products/p-owambe')).get('collection')).toBe('Owambe');
    // A pre-order that comes in sizes keeps them (an empty list: made to measure); made to order never has sizes.
    await write(
      m.as.staff,
      'products/p-pre-sized',
      product({ sku: 'PRE-Y', type: 'PREORDER', sizeOptions: ['M', 'L'], preorderWindowId: 'w1' }),
    );
    expect((await m.stored('products/p-pre-sized')).get('sizeOptions')).toEqual(['M', 'L']);
  });
  it('staff edit product fields with a full, valid document', async () => {
    const current = (await m.stored('products/p-active')).data() ?? {};
    await write(m.as.staff, 'products/p-active', {
      ...current,
      price: 26000,
      description: 'Now in indigo.',
      updatedAt: serverTimestamp(),
    });
    expect((await m.stored('products/p-active')).data()).toMatchObject({
      price: 26000,
      availability: { S: 'in', M: 'low' },
    });
    await expectDenied(
      write(m.as.staff, 'products/p-active', {
        ...current,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await expectDenied(remove(m.as.admin, 'products/p-active'));
  });
});

describe('productCosts and stock (functions write; staff read)', () => {
  it('customers and the signed out cannot read product costs or stock', async () => {
    for (const actor of NON_STAFF) {
      await expectDenied(read(m.as[actor], 'productCosts/p-active'));
      await expectDenied(read(m.as[actor], 'stock/p-active'));
      await expectDenied(list(m.as[actor], 'stock'));
      await expectDenied(read(m.as[actor], 'stock/p-drop/shards/0'));
      await expectDenied(list(m.as[actor], 'stock/p-drop/shards'));
    }
  });
  it('staff read costs and stock', async () => {
    expect((await read(m.as.staff, 'productCosts/p-active')).get('cost')).toBe(9000);
    expect((await read(m.as.admin, 'productCosts/p-active')).get('bom.M')).toHaveLength(1);
    expect((await read(m.as.admin, 'stock/p-active')).get('sizes.S.onHand')).toBe(5);
    // A drop's stock shards: the back office adds them up.
    const shards = await list(m.as.staff, 'stock/p-drop/shards');
    expect(shards.docs.map((d) => d.get('onHand.M') as number)).toEqual([13, 12]);
  });
  it('nobody writes stock or costs from the browser', async () => {
    for (const actor of EVERYONE) {
      await expectDenied(update(m.as[actor], 'stock/p-active', { 'sizes.S.onHand': 99 }));
      await expectDenied(write(m.as[actor], 'stock/p-drop/shards/0', { onHand: { M: 99 } }));
      await expectDenied(write(m.as[actor], 'productCosts/p-active', { cost: 1 }));
      // The bill of materials lives on the cost record: only saveBillOfMaterials writes it.
      await expectDenied(update(m.as[actor], 'productCosts/p-active', { 'bom.M': [] }));
    }
    expect((await m.stored('stock/p-active')).get('sizes.S.onHand')).toBe(5);
  });
});

describe('preorderWindows/{id}', () => {
  it('everyone reads windows', async () => {
    for (const actor of EVERYONE) expect((await list(m.as[actor], 'preorderWindows')).size, actor).toBe(1);
  });
  it('nobody writes a window from the browser: the back office goes through its callables', async () => {
    for (const actor of EVERYONE) {
      await expectDenied(write(m.as[actor], 'preorderWindows/w2', preorderWindow()));
      await expectDenied(update(m.as[actor], 'preorderWindows/w1', { active: false }));
      await expectDenied(remove(m.as[actor], 'preorderWindows/w1'));
    }
    expect((await m.stored('preorderWindows/w1')).get('active')).toBe(true);
  });
});

describe('settings/global', () => {
  it('everyone reads the settings', async () => {
    for (const actor of EVERYONE) expect((await read(m.as[actor], 'settings/global')).get('version'), actor).toBe(1);
  });
  it('nobody writes settings from the browser, not even an admin: the saveSettings callable checks and saves them', async () => {
    for (const actor of EVERYONE) {
      const uid = ACTORS[actor]?.sub ?? 'anon';
      await expectDenied(write(m.as[actor], 'settings/global', settings(uid)));
      await expectDenied(
        update(m.as[actor], 'settings/global', {
          'referral.discountPercent': 50,
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
      await expectDenied(remove(m.as[actor], 'settings/global'));
      await expectDenied(add(m.as[actor], 'settings', settings(uid)));
    }
    expect((await m.stored('settings/global')).get('referral.discountPercent')).toBe(5);
  });
});
