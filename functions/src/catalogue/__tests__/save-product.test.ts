// saveProduct (docs/product.md#catalogue): one transaction writes the product, its cost and its stock, and the
// storefront's availability follows the stock.
import { PREORDER_WINDOW_UNKNOWN, PRODUCT_SKU_IN_USE, productCostRecordSchema } from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, makeWindow, readProduct, testId } from '../../../test/factories';
import { parseDoc } from '../../lib/converters';
import type { SaveProductResult } from '@aso/domain/contract';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
});

const save = (data: Record<string, unknown>) => callOk<SaveProductResult>('saveProduct', data, staff.idToken);
const stockOf = async (id: string) =>
  (await db().doc(`stock/${id}`).get()).data() as
    { sizes: Record<string, { onHand: number; reorderLevel: number }> } | undefined;
const costOf = async (id: string) =>
  parseDoc(productCostRecordSchema, await db().doc(`productCosts/${id}`).get())?.cost ?? null;

describe('saveProduct', () => {
  it('creates an RTW product: generated SKU, chosen sizes in chart order, stock, cost and availability', async () => {
    const name = `Adire Wrap ${testId('n')}`;
    const before = Date.now();
    const result = await save({
      sku: '  ',
      name,
      description: 'Hand-dyed.',
      price: 25_000,
      cost: 9_000,
      type: 'RTW',
      sizeOptions: ['L', 'S', 'M'],
      leadTimeDays: 12,
      images: ['products/a.webp', 'products/b.webp'],
      stock: {
        S: { onHand: 0, reorderLevel: 1 },
        M: { onHand: 2, reorderLevel: 3 },
        L: { onHand: 9, reorderLevel: 3 },
      },
    });
    expect(result.created).toBe(true);
    expect(result.productId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.sku).toMatch(/^RTW-[0-9A-Z]+$/);
    expect(parseInt(result.sku.slice(4), 36)).toBeGreaterThanOrEqual(before);
    const product = await readProduct(result.productId);
    expect(product).toMatchObject({
      name,
      nameLower: name.toLowerCase(),
      price: 25_000,
      type: 'RTW',
      active: true,
      sizeOptions: ['S', 'M', 'L'],
      leadTimeDays: null,
      preorderWindowId: null,
      images: ['products/a.webp', 'products/b.webp'],
      availability: { S: 'out', M: 'low', L: 'in' },
      // How many are left where few are (the storefront says 'Only 2 left').
      unitsLeft: { M: 2 },
    });
    expect(product?.slug).toBe(result.slug);
    // S (none, level 1) and M (2, level 3) alert on the dashboard; L (9) does not.
    expect(await stockOf(result.productId)).toEqual({
      sizes: {
        S: { onHand: 0, reorderLevel: 1 },
        M: { onHand: 2, reorderLevel: 3 },
        L: { onHand: 9, reorderLevel: 3 },
      },
      alerts: 2,
    });
    expect(await costOf(result.productId)).toBe(9_000);
  });

  it('MTO keeps its lead time and no sizes or stock; PREORDER keeps its window; an unknown window is refused', async () => {
    const mto = await save({
      name: `Bridal Kaftan ${testId('n')}`,
      price: 180_000,
      type: 'MTO',
      sizeOptions: ['M'],
      leadTimeDays: 14,
      stock: { M: { onHand: 4, reorderLevel: 0 } },
    });
    expect(mto.sku).toMatch(/^MTO-/);
    expect(await readProduct(mto.productId)).toMatchObject({ sizeOptions: [], leadTimeDays: 14, availability: {} });
    expect(await stockOf(mto.productId)).toBeUndefined();

    const windowId = await makeWindow();
    const pre = await save({
      name: `Harmattan Coat ${testId('n')}`,
      price: 90_000,
      type: 'PREORDER',
      preorderWindowId: windowId,
      leadTimeDays: 5,
    });
    expect(pre.sku).toMatch(/^PRE-/);
    expect(await readProduct(pre.productId)).toMatchObject({
      preorderWindowId: windowId,
      leadTimeDays: null,
      sizeOptions: [],
    });
    // A pre-order that comes in sizes keeps them, in chart order, and holds no stock.
    const sized = await save({
      name: `Kente Puffer ${testId('n')}`,
      price: 68_000,
      type: 'PREORDER',
      preorderWindowId: windowId,
      sizeOptions: ['XL', 'S'],
      stock: { S: { onHand: 4, reorderLevel: 0 } },
    });
    expect(await readProduct(sized.productId)).toMatchObject({ sizeOptions: ['S', 'XL'], availability: {} });
    expect(await stockOf(sized.productId)).toBeUndefined();

    const bad = await call(
      'saveProduct',
      { name: 'Ghost', price: 1, type: 'PREORDER', preorderWindowId: 'window-nope' },
      staff.idToken,
    );
    expect(bad).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: PREORDER_WINDOW_UNKNOWN });
    expect(bad.ok || bad.details).toMatchObject({ fields: { preorderWindowId: PREORDER_WINDOW_UNKNOWN } });
  });

  it('refuses a SKU another product has; the same product may keep its own', async () => {
    const sku = `RTW-${testId('dup').toUpperCase()}`;
    const first = await save({ sku, name: `First ${sku}`, price: 100, type: 'RTW' });
    expect(first.sku).toBe(sku);
    const clash = await call(
      'saveProduct',
      { sku: sku.toLowerCase(), name: 'Second', price: 100, type: 'RTW' },
      staff.idToken,
    );
    expect(clash).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: PRODUCT_SKU_IN_USE });
    expect(
      await save({ id: first.productId, sku, name: `First ${sku} renamed`, price: 150, type: 'RTW' }),
    ).toMatchObject({ created: false, sku });
  });

  it('an edit applies the stock change as a difference, keeps createdAt, and a null cost removes the cost', async () => {
    const name = `Kente Midi ${testId('n')}`;
    const created = await save({
      name,
      price: 45_000,
      cost: 19_000,
      type: 'RTW',
      sizeOptions: ['M', 'L'],
      stock: { M: { onHand: 5, reorderLevel: 2 }, L: { onHand: 1, reorderLevel: 2 } },
    });
    const createdAt = (await readProduct(created.productId))?.createdAt;
    // While the form is open, checkout sells 3 in M.
    await db()
      .doc(`stock/${created.productId}`)
      .set({ sizes: { M: { onHand: 2, reorderLevel: 2 } } }, { merge: true });
    await save({
      id: created.productId,
      sku: created.sku,
      name,
      price: 47_000,
      cost: null,
      type: 'RTW',
      sizeOptions: ['M', 'L'],
      stock: { M: { onHand: 8, reorderLevel: 2 }, L: { onHand: 1, reorderLevel: 0 } },
      stockSeen: { M: 5, L: 1 },
    });
    expect(await stockOf(created.productId)).toEqual({
      sizes: { M: { onHand: 5, reorderLevel: 2 }, L: { onHand: 1, reorderLevel: 0 } },
      alerts: 0,
    });
    const after = await readProduct(created.productId);
    expect(after).toMatchObject({ price: 47_000, availability: { M: 'in', L: 'in' }, unitsLeft: { L: 1 } });
    expect(after?.createdAt).toEqual(createdAt);
    expect(await costOf(created.productId)).toBeNull();
  });

  it('a product belongs to the collection typed, cleaned; blanking it leaves it in none; a long name is refused', async () => {
    const name = `Kente Jumpsuit ${testId('n')}`;
    const created = await save({ name, price: 48_000, type: 'RTW', collection: '  Harmattan   ’27 ' });
    expect((await readProduct(created.productId))?.collection).toBe('Harmattan ’27');
    await save({ id: created.productId, sku: created.sku, name, price: 48_000, type: 'RTW', collection: '' });
    expect((await readProduct(created.productId))?.collection).toBeNull();
    expect(
      await call('saveProduct', { name, price: 1, type: 'RTW', collection: 'O'.repeat(61) }, staff.idToken),
    ).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { fields: { collection: 'Keep the collection name to 60 characters.' } },
    });
  });

  it('two products with the same name get different slugs; editing a missing product is not found', async () => {
    const name = `Twin ${testId('n')}`;
    const a = await save({ name, price: 1, type: 'RTW' });
    const b = await save({ name, price: 1, type: 'RTW' });
    expect(a.slug).not.toBe(b.slug);
    expect(
      await call('saveProduct', { id: 'no-such-product', name, price: 1, type: 'RTW' }, staff.idToken),
    ).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });
});
