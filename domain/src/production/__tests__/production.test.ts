import { describe, expect, it } from 'vitest';
import {
  mtoBillSize,
  orderCostOfGoods,
  pieceCost,
  runRequirements,
  runShortfall,
  shortfallError,
  shortfallPoLines,
  validateBill,
  averageCostAfter,
  whatCanBeMade,
  type BomMaterial,
} from '../production';
import { orderContribution, statsDelta, type StatsOrder } from '../../finance/stats';
import { refusal } from '../../__tests__/refusal';

const materials = new Map<string, BomMaterial>([
  ['adire', { name: 'Adire indigo cotton', unit: 'yard', onHand: 20, unitCost: 3000 }],
  ['buttons', { name: 'Brass buttons', unit: 'piece', onHand: 30, unitCost: 50 }],
  ['thread', { name: 'Thread', unit: 'roll', onHand: 4, unitCost: null }],
]);

describe('bill of materials', () => {
  it('takes each unit from the material and keeps sizes with lines', () => {
    const bill = validateBill(
      {
        M: [
          { materialId: 'adire', qty: 2.5, unit: 'yard' },
          { materialId: 'buttons', qty: 6 },
        ],
        XL: [{ materialId: 'adire', qty: 3 }],
        S: [],
      },
      materials,
    );
    expect(bill).toEqual({
      M: [
        { materialId: 'adire', qty: 2.5, unit: 'yard' },
        { materialId: 'buttons', qty: 6, unit: 'piece' },
      ],
      XL: [{ materialId: 'adire', qty: 3, unit: 'yard' }],
    });
  });

  it('refuses an unknown material, a repeated one, another unit and a quantity of 0', () => {
    const unknown = refusal(() => validateBill({ M: [{ materialId: 'silk', qty: 1 }] }, materials));
    expect(unknown.code).toBe('bom/unknown-material');
    expect(unknown.fields).toEqual({ 'bom.M.0.materialId': 'That material no longer exists. Choose another.' });
    const twice = refusal(() =>
      validateBill(
        {
          L: [
            { materialId: 'adire', qty: 1 },
            { materialId: 'adire', qty: 2 },
          ],
        },
        materials,
      ),
    );
    expect(twice.code).toBe('bom/duplicate-material');
    const unit = refusal(() => validateBill({ M: [{ materialId: 'adire', qty: 1, unit: 'piece' }] }, materials));
    expect(unit.message).toBe('Adire indigo cotton is measured in yards, not pieces.');
    const zero = refusal(() => validateBill({ M: [{ materialId: 'adire', qty: 0 }] }, materials));
    expect(zero.fields).toEqual({ 'bom.M.0.qty': 'Quantity per piece must be more than 0.' });
  });
});

describe('what can be made', () => {
  const lines = [
    { materialId: 'adire', qty: 2.5, unit: 'yard' as const },
    { materialId: 'buttons', qty: 6, unit: 'piece' as const },
  ];
  it('is the smallest floor(on hand ÷ per piece), naming the constraining material', () => {
    expect(
      whatCanBeMade(
        lines,
        new Map([
          ['adire', 20],
          ['buttons', 30],
        ]),
      ),
    ).toEqual({ units: 5, constraintId: 'buttons' });
    expect(
      whatCanBeMade(
        lines,
        new Map([
          ['adire', 7.5],
          ['buttons', 300],
        ]),
      ),
    ).toEqual({ units: 3, constraintId: 'adire' });
    expect(whatCanBeMade(lines, new Map([['adire', 7.5]]))).toEqual({ units: 0, constraintId: 'buttons' });
  });
  it('is unknown (null) without a bill', () => {
    expect(whatCanBeMade(undefined, new Map())).toEqual({ units: null, constraintId: null });
  });
});

describe('shortfall', () => {
  it('names each short material and how much is missing, in its unit', () => {
    const need = runRequirements(
      [
        { materialId: 'adire', qty: 2.5, unit: 'yard' },
        { materialId: 'buttons', qty: 6, unit: 'piece' },
        { materialId: 'thread', qty: 0.1, unit: 'roll' },
      ],
      10,
    );
    expect(need).toEqual(
      new Map([
        ['adire', 25],
        ['buttons', 60],
        ['thread', 1],
      ]),
    );
    const short = runShortfall(need, materials);
    expect(short.map((s) => [s.materialId, s.missing])).toEqual([
      ['adire', 5],
      ['buttons', 30],
    ]);
    const error = shortfallError('10 × Adire Wrap Dress (M)', short);
    expect(error.kind).toBe('out_of_stock');
    expect(error.message).toBe(
      'Not enough materials to make 10 × Adire Wrap Dress (M): Adire indigo cotton short by 5 yards; Brass buttons short by 30 pieces.',
    );
    expect(shortfallPoLines(short, new Map([['adire', 3000]]))).toEqual([
      { materialId: 'adire', qty: 5, unitCost: 3000 },
      { materialId: 'buttons', qty: 30, unitCost: 0 },
    ]);
  });
});

describe('costs', () => {
  it('keeps a moving average over what is on the shelf, fed by every arrival with its own cost', () => {
    // The first cost becomes the average, whatever was on an uncosted shelf.
    expect(averageCostAfter({ onHand: 4, unitCost: null }, [{ qty: 10, unitCost: 2000 }])).toBe(2000);
    // 10 yd at ₦2,000 on the shelf, 30 more at ₦3,400: (20,000 + 102,000) ÷ 40.
    expect(averageCostAfter({ onHand: 10, unitCost: 2000 }, [{ qty: 30, unitCost: 3400 }])).toBe(3050);
    // What was used up at the old price no longer weighs: 2 yd left at ₦2,000, 10 arrive at ₦3,000.
    expect(averageCostAfter({ onHand: 2, unitCost: 2000 }, [{ qty: 10, unitCost: 3000 }])).toBe(2833.33);
    // An empty shelf takes the new price as it is.
    expect(averageCostAfter({ onHand: 0, unitCost: 2000 }, [{ qty: 5, unitCost: 2600 }])).toBe(2600);
    // Stock with no price (a return, a gift) is valued at the average: it stays.
    expect(averageCostAfter({ onHand: 10, unitCost: 2000 }, [{ qty: 5, unitCost: null }])).toBe(2000);
    expect(averageCostAfter({ onHand: 10, unitCost: null }, [{ qty: 5, unitCost: null }])).toBeNull();
    // Several arrivals fold one after another, to the kobo each time; nothing arriving changes nothing.
    expect(
      averageCostAfter({ onHand: 0, unitCost: null }, [
        { qty: 3, unitCost: 100 },
        { qty: 0, unitCost: 99_999 },
        { qty: 3, unitCost: 200 },
        { qty: 3, unitCost: 200 },
      ]),
    ).toBe(166.67);
    expect(averageCostAfter({ onHand: 7, unitCost: 150 }, [])).toBe(150);
  });

  it('costs a piece as its bill at average costs plus labour; uncosted materials count as 0', () => {
    const cost = pieceCost(
      [
        { materialId: 'adire', qty: 2.5, unit: 'yard' },
        { materialId: 'buttons', qty: 6, unit: 'piece' },
        { materialId: 'thread', qty: 0.1, unit: 'roll' },
      ],
      materials,
      4000,
    );
    expect(cost).toEqual({ unitCost: 11800, materials: 7800, labour: 4000, uncosted: ['thread'] });
  });

  it('picks an MTO line’s size, else its measurements’ nearest, else the first with a bill', () => {
    const bill = { M: [{ materialId: 'adire', qty: 3, unit: 'yard' as const }], XL: [] };
    expect(mtoBillSize({ size: 'M', measurements: null }, bill)).toBe('M');
    const m = { unit: 'in' as const, bust: 37, waist: 30, hips: 40 };
    expect(mtoBillSize({ size: null, measurements: m }, { ...bill, L: bill.M })).toBe('M');
    expect(mtoBillSize({ size: null, measurements: { ...m, bust: 43, waist: 36, hips: 46 } }, bill)).toBe('M');
    expect(mtoBillSize({ size: null, measurements: null }, {})).toBeNull();
  });

  it('adds an order’s cost of goods to its day, and takes it off when the order is cancelled', () => {
    const costOfGoods = orderCostOfGoods(
      [
        { type: 'RTW', qty: 2 },
        { type: 'MTO', qty: 1 },
        { type: 'PREORDER', qty: 1 },
      ],
      (i) => [11800, 20000, null][i] ?? null,
    );
    expect(costOfGoods).toEqual({ RTW: 23600, MTO: 20000 });
    const order: StatsOrder = {
      status: 'pending',
      paymentStatus: 'paid',
      createdAt: new Date('2025-03-10T10:00:00Z'),
      amountPaid: 90000,
      balanceDue: 0,
      referralCode: null,
      channel: 'web',
      eventId: null,
      items: [],
      costOfGoods,
    };
    const day = orderContribution(order);
    expect(day.cogs).toBe(43600);
    expect(day.byType.RTW.cogs).toBe(23600);
    const cancelled = statsDelta(order, { ...order, status: 'cancelled' });
    expect(cancelled.delta.cogs).toBe(-43600);
    expect(cancelled.delta.byType.MTO.cogs).toBe(-20000);
  });
});

describe('low-stock alerts name the constraint', () => {
  it('says how many more the materials allow and which material limits it', async () => {
    const { lowStockAlerts } = await import('../../finance/dashboard');
    const alerts = lowStockAlerts({
      products: [{ id: 'p1', name: 'Adire Wrap Dress', sizes: { M: { onHand: 1, reorderLevel: 2 } } }],
      materials: [],
      canMake: () => ({ units: 3, constraint: 'Adire indigo cotton' }),
    });
    expect(alerts[0]?.constraint).toBe('Can make 3 more; limited by Adire indigo cotton');
  });
});
