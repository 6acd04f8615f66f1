// Raw materials through the deployed callables (docs/product.md#inventory): every stock change lands with its ledger
// entry, and every arrival with a cost feeds the material's moving-average cost.
import { ADJUST_NON_ZERO, COST_ONLY_COMING_IN, MATERIAL_NOT_FOUND, MATERIAL_SKU_IN_USE } from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { testId } from '../../../test/factories';
import { ledgerOf, makeMaterial, readMaterial, statsFor } from '../../../test/factories';
import type { MaterialResult } from '@aso/domain/contract';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
});

describe('New Material', () => {
  it('creates the material with its opening quantity and an initial ledger entry; the SKU stays unique', async () => {
    const sku = testId('mat-new');
    const created = await callOk<MaterialResult>(
      'createMaterial',
      {
        sku,
        name: '  Adire indigo cotton ',
        unit: 'meter',
        category: 'Fabric',
        initialQty: 25,
        reorderLevel: 10,
        minLevel: null,
      },
      staff.idToken,
    );
    expect(created).toMatchObject({ onHand: 25, delta: 25 });
    expect(await readMaterial(created.materialId)).toMatchObject({
      sku: sku.toUpperCase(),
      name: 'Adire indigo cotton',
      unit: 'meter',
      category: 'Fabric',
      active: true,
      onHand: 25,
      reorderLevel: 10,
      minLevel: null,
    });
    expect((await ledgerOf(created.materialId)).map((e) => [e.delta, e.reason, e.authorId])).toEqual([
      [25, 'initial', staff.uid],
    ]);

    const again = await call('createMaterial', { sku: sku.toLowerCase(), name: 'Copy', unit: 'yard' }, staff.idToken);
    expect(again).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: MATERIAL_SKU_IN_USE });
  });

  it('defaults: no opening quantity means no ledger entry', async () => {
    const created = await callOk<MaterialResult>(
      'createMaterial',
      { sku: testId('mat-zero'), name: 'Zips', unit: 'pack' },
      staff.idToken,
    );
    expect(await readMaterial(created.materialId)).toMatchObject({ onHand: 0, reorderLevel: null, category: '' });
    expect(await ledgerOf(created.materialId)).toEqual([]);
  });
});

describe('Receive Stock', () => {
  it('adds a whole quantity with cost, vendor and note on the ledger', async () => {
    const m = await makeMaterial({ onHand: 4 });
    const result = await callOk<MaterialResult>(
      'receiveMaterial',
      { materialId: m, qty: 6, unitCost: 2500, vendorName: 'Itoku', note: 'Walk-in delivery' },
      staff.idToken,
    );
    expect(result).toMatchObject({ onHand: 10, delta: 6 });
    expect(await readMaterial(m)).toMatchObject({ onHand: 10 });
    expect(await ledgerOf(m)).toMatchObject([
      { delta: 6, reason: 'receive', unitCost: 2500, vendorName: 'Itoku', note: 'Walk-in delivery' },
    ]);
  });

  it('a material that does not exist is not found, and nothing is written', async () => {
    const result = await call('receiveMaterial', { materialId: 'mat-missing', qty: 1 }, staff.idToken);
    expect(result).toMatchObject({ ok: false, status: 'NOT_FOUND', message: MATERIAL_NOT_FOUND });
    expect(await ledgerOf('mat-missing')).toEqual([]);
  });
});

describe('Adjust', () => {
  it('applies a change with a reason; the result is floored at 0 and the ledger records what really moved', async () => {
    const m = await makeMaterial({ onHand: 5 });
    expect(
      await callOk<MaterialResult>(
        'adjustMaterial',
        { materialId: m, delta: -2, reason: 'damaged', note: 'Water stain' },
        staff.idToken,
      ),
    ).toMatchObject({ onHand: 3, delta: -2 });
    expect(
      await callOk<MaterialResult>('adjustMaterial', { materialId: m, delta: -10, reason: 'shrinkage' }, staff.idToken),
    ).toMatchObject({ onHand: 0, delta: -3 });
    expect(
      await callOk<MaterialResult>('adjustMaterial', { materialId: m, delta: -1, reason: 'correction' }, staff.idToken),
    ).toMatchObject({ onHand: 0, delta: 0, ledgerId: null });
    expect(
      await callOk<MaterialResult>('adjustMaterial', { materialId: m, delta: 2.5, reason: 'return' }, staff.idToken),
    ).toMatchObject({ onHand: 2.5, delta: 2.5 });
    expect((await ledgerOf(m)).map((e) => [e.delta, e.reason])).toEqual([
      [-2, 'damaged'],
      [-3, 'shrinkage'],
      [2.5, 'return'],
    ]);
    expect(await call('adjustMaterial', { materialId: m, delta: 0, reason: 'manual' }, staff.idToken)).toMatchObject({
      ok: false,
      message: ADJUST_NON_ZERO,
    });
  });
});

describe('average cost', () => {
  it('every way stock arrives feeds one moving average with its own cost; stock going out keeps it', async () => {
    // Opening stock: 10 yards at ₦2,000 is the first average.
    const created = await callOk<MaterialResult>(
      'createMaterial',
      { sku: testId('mat-cost'), name: 'Adire indigo cotton', unit: 'yard', initialQty: 10, unitCost: 2000 },
      staff.idToken,
    );
    const id = created.materialId;
    expect(await readMaterial(id)).toMatchObject({ onHand: 10, unitCost: 2000 });
    const before = await statsFor();
    // Receive Stock: 10 more at ₦2,600 → (10 × 2,000 + 10 × 2,600) ÷ 20 = ₦2,300; it is the day's purchasing.
    await callOk('receiveMaterial', { materialId: id, qty: 10, unitCost: 2600 }, staff.idToken);
    expect(await readMaterial(id)).toMatchObject({ onHand: 20, unitCost: 2300 });
    expect((await statsFor()).purchasing - before.purchasing).toBe(26_000);
    // Taking 15 out changes the quantity, not the average; the ledger says what it went out at.
    await callOk('adjustMaterial', { materialId: id, delta: -15, reason: 'damaged' }, staff.idToken);
    expect(await readMaterial(id)).toMatchObject({ onHand: 5, unitCost: 2300 });
    // An adjustment up with a cost: 5 at ₦2,800 → (5 × 2,300 + 5 × 2,800) ÷ 10 = ₦2,550 (a correction, not a purchase).
    await callOk('adjustMaterial', { materialId: id, delta: 5, reason: 'correction', unitCost: 2800 }, staff.idToken);
    expect(await readMaterial(id)).toMatchObject({ onHand: 10, unitCost: 2550 });
    // Stock with no price (a return, a gift received) is valued at the average, which stays.
    await callOk('receiveMaterial', { materialId: id, qty: 2 }, staff.idToken);
    await callOk('adjustMaterial', { materialId: id, delta: 3, reason: 'return' }, staff.idToken);
    expect(await readMaterial(id)).toMatchObject({ onHand: 15, unitCost: 2550 });
    expect((await statsFor()).purchasing - before.purchasing).toBe(26_000);
    expect((await ledgerOf(id)).map((e) => [e.delta, e.reason, e.unitCost])).toEqual([
      [10, 'initial', 2000],
      [10, 'receive', 2600],
      [-15, 'damaged', 2300],
      [5, 'correction', 2800],
      [2, 'receive', null],
      [3, 'return', null],
    ]);
    // A cost belongs to stock coming in.
    expect(
      await call('adjustMaterial', { materialId: id, delta: -1, reason: 'damaged', unitCost: 2000 }, staff.idToken),
    ).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: COST_ONLY_COMING_IN });
    expect(await readMaterial(id)).toMatchObject({ onHand: 15, unitCost: 2550 });
  });
});

describe('one change, once', () => {
  it('a receipt or adjustment sent again with its request id (a double click, a retry) moves the stock once', async () => {
    const m = await makeMaterial({ onHand: 4, unitCost: 1000 });
    const before = await statsFor();
    const receive = { materialId: m, requestId: testId('rcv'), qty: 6, unitCost: 1500 };
    const receipts = await Promise.all(
      [0, 1, 2].map(() => call<MaterialResult>('receiveMaterial', receive, staff.idToken)),
    );
    expect(receipts.filter((r) => r.ok && r.data.delta === 6)).toHaveLength(1);
    for (const r of receipts) expect(r).toMatchObject({ ok: true, data: { ledgerId: `receive-${receive.requestId}` } });
    const adjust = { materialId: m, requestId: testId('adj'), delta: -3, reason: 'damaged' };
    await Promise.all([0, 1].map(() => call('adjustMaterial', adjust, staff.idToken)));
    // (4 × 1,000 + 6 × 1,500) ÷ 10 = ₦1,300; one receipt of ₦9,000 in the day's purchasing.
    expect(await readMaterial(m)).toMatchObject({ onHand: 7, unitCost: 1300 });
    expect((await ledgerOf(m)).map((e) => [e.delta, e.reason])).toEqual([
      [6, 'receive'],
      [-3, 'damaged'],
    ]);
    expect((await statsFor()).purchasing - before.purchasing).toBe(9000);
  });
});

describe('Set Threshold', () => {
  it('sets the reorder level and an empty value clears it; stock does not move', async () => {
    const m = await makeMaterial({ onHand: 7, reorderLevel: 3 });
    await callOk('setMaterialThreshold', { materialId: m, reorderLevel: 12 }, staff.idToken);
    expect(await readMaterial(m)).toMatchObject({ reorderLevel: 12, onHand: 7 });
    await callOk('setMaterialThreshold', { materialId: m, reorderLevel: null }, staff.idToken);
    expect(await readMaterial(m)).toMatchObject({ reorderLevel: null, onHand: 7 });
    expect(await ledgerOf(m)).toEqual([]);
  });
});
