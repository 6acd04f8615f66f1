// Raw materials through the deployed callables (docs/product.md#inventory): every stock change lands with its ledger
// entry.
import { ADJUST_NON_ZERO, MATERIAL_NOT_FOUND, MATERIAL_SKU_IN_USE } from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { testId } from '../../../test/factories';
import { ledgerOf, makeMaterial, readMaterial } from '../../../test/factories';
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
