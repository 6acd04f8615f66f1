/**
 * Settings, raw materials with their ledger, a purchase order in each state (the ordered one part-delivered, so the
 * screens show a delivery under way), each delivery's purchasing expense on its day, and today's pop-up event with
 * guests.
 */
import { lagosDayKey, poTotal, type PoStatus } from '@aso/domain';
import { DEMO_EVENT_ID, DEMO_SETTINGS } from './activity';
import type { Random } from './random';
import { DAY_MS, type SeedDoc } from './types';

type PoRow = [
  vendorName: string,
  notes: string,
  days: number,
  ...lines: [materialId: string, qty: number, unitCost: number][],
];

export const MATERIALS = [
  {
    id: 'm-adire-cotton',
    sku: 'MAT-ADR-01',
    name: 'Adire indigo cotton',
    unit: 'yard',
    category: 'Fabric',
    onHand: 64,
    reorderLevel: 40,
    minLevel: 20,
    unitCost: 2800,
  },
  {
    id: 'm-kente-strip',
    sku: 'MAT-KNT-02',
    name: 'Kente strip cloth',
    unit: 'yard',
    category: 'Fabric',
    onHand: 18,
    reorderLevel: 20,
    minLevel: 10,
    unitCost: 6500,
  },
  {
    id: 'm-ankara-wax',
    sku: 'MAT-ANK-03',
    name: 'Ankara wax print (6-yard piece)',
    unit: 'piece',
    category: 'Fabric',
    onHand: 35,
    reorderLevel: 12,
    minLevel: 6,
    unitCost: 9000,
  },
  {
    id: 'm-asooke-roll',
    sku: 'MAT-ASO-04',
    name: 'Aso-oke hand-loomed',
    unit: 'roll',
    category: 'Fabric',
    onHand: 6,
    reorderLevel: 4,
    minLevel: 2,
    unitCost: 42000,
  },
  {
    id: 'm-satin-lining',
    sku: 'MAT-LIN-05',
    name: 'Satin lining',
    unit: 'meter',
    category: 'Lining',
    onHand: 80,
    reorderLevel: 30,
    minLevel: 15,
    unitCost: 1200,
  },
  {
    id: 'm-interfacing',
    sku: 'MAT-INT-06',
    name: 'Fusible interfacing',
    unit: 'meter',
    category: 'Lining',
    onHand: 25,
    reorderLevel: 25,
    minLevel: 10,
    unitCost: 900,
  },
  {
    id: 'm-zips',
    sku: 'MAT-ZIP-07',
    name: 'Invisible zips 22 cm (pack of 50)',
    unit: 'pack',
    category: 'Trims',
    onHand: 4,
    reorderLevel: 2,
    minLevel: 1,
    unitCost: 7500,
  },
  {
    id: 'm-horn-buttons',
    sku: 'MAT-BTN-08',
    name: 'Horn buttons (pack of 100)',
    unit: 'pack',
    category: 'Trims',
    onHand: 1,
    reorderLevel: 2,
    minLevel: 1,
    unitCost: 11000,
  },
  {
    id: 'm-thread',
    sku: 'MAT-THR-09',
    name: 'Polyester thread cones',
    unit: 'pack',
    category: 'Notions',
    onHand: 12,
    reorderLevel: 5,
    minLevel: 3,
    unitCost: 4500,
  },
  {
    id: 'm-sequin',
    sku: 'MAT-SEQ-10',
    name: 'Sequin mesh',
    unit: 'yard',
    category: 'Fabric',
    onHand: 0,
    reorderLevel: 10,
    minLevel: 5,
    unitCost: 5200,
  },
  {
    id: 'm-denim',
    sku: 'MAT-DNM-11',
    name: 'Raw denim 12 oz',
    unit: 'yard',
    category: 'Fabric',
    onHand: 40,
    reorderLevel: null,
    minLevel: null,
    unitCost: 3100,
  },
  {
    id: 'm-bags',
    sku: 'MAT-PKG-12',
    name: 'Branded garment bags (pack of 25)',
    unit: 'pack',
    category: 'Packaging',
    onHand: 9,
    reorderLevel: 3,
    minLevel: 2,
    unitCost: 8000,
  },
] as const;

const GUESTS = [
  'Adaobi Okafor',
  'Babatunde Lawal',
  'Chinedu Eze',
  'Damilola Ojo',
  'Efe Omoregie',
  'Folake Adeyemi',
  'Gbenga Salako',
  'Hauwa Ibrahim',
  'Ikenna Nwachukwu',
  'Jumoke Ogunbiyi',
  'Kunle Afolabi',
  'Lami Danjuma',
  'Mosun Adebisi',
  'Nneka Obi',
  'Obinna Ike',
  'Precious Etim',
  'Rukayat Yusuf',
  'Seun Oladipo',
  'Temi Akinola',
  'Uche Okonkwo',
  'Wale Ogunsanya',
  'Yemisi Fashola',
  'Zara Abubakar',
  'Kemi Adetiba',
];

export function backofficeDocs(now: Date, random: Random): SeedDoc[] {
  const docs: SeedDoc[] = [];
  docs.push({
    path: 'settings/global',
    data: { ...DEMO_SETTINGS, updatedAt: new Date(now.getTime() - 30 * DAY_MS), updatedBy: 'demo-admin' },
  });

  let ledgerNo = 0;
  const ledger = (
    materialId: string,
    delta: number,
    reason: string,
    at: Date,
    extra: Record<string, unknown> = {},
  ): void => {
    ledgerNo += 1;
    docs.push({
      path: `materialLedger/ml-demo-${String(ledgerNo).padStart(3, '0')}`,
      data: {
        materialId,
        delta,
        reason,
        note: '',
        unitCost: null,
        vendorName: null,
        ref: null,
        authorId: 'demo-staff',
        createdAt: at,
        ...extra,
      },
    });
  };
  const vendor = {
    adire: 'Itoku Adire Market, Abeokuta',
    balogun: 'Balogun Market Textiles, Lagos',
    trims: 'Oshodi Trims & Notions, Lagos',
    kano: 'Kofar Mata Dye Pits, Kano',
  };
  // One demo purchase order in each state: vendor, notes, days ago, and its lines (material, quantity, naira a unit).
  const pos: Readonly<Partial<Record<PoStatus, PoRow>>> = {
    received: [vendor.adire, 'Indigo for the Harmattan Drop', 40, ['m-adire-cotton', 60, 2800], ['m-denim', 20, 3100]],
    ordered: [vendor.balogun, 'Kente and sequin restock', 6, ['m-kente-strip', 30, 6400], ['m-sequin', 15, 5200]],
    draft: [vendor.trims, 'Buttons before December', 1, ['m-horn-buttons', 3, 11000], ['m-zips', 2, 7500]],
    cancelled: [vendor.kano, 'Supplier could not deliver before the window', 25, ['m-adire-cotton', 40, 2600]],
  };
  // Deliveries (days after the PO was raised, line, quantity, naira a unit): the received PO arrived whole after 4
  // days; the ordered one has 18 of its 30 kente so far, at ₦6,500 where ₦6,400 was ordered.
  const deliveries: Readonly<Partial<Record<PoStatus, [days: number, line: number, qty: number, unitCost: number][]>>> =
    {
      received: [
        [4, 0, 60, 2800],
        [4, 1, 20, 3100],
      ],
      ordered: [[3, 0, 18, 6500]],
    };
  // What the deliveries brought in: the opening quantity leaves room for it.
  const received = new Map<string, number>();
  for (const [status, list] of Object.entries(deliveries) as [PoStatus, [number, number, number, number][]][])
    for (const [, line, qty] of list) {
      const materialId = (pos[status]!.slice(3) as [string, number, number][])[line]![0];
      received.set(materialId, (received.get(materialId) ?? 0) + qty);
    }

  for (const m of MATERIALS) {
    const created = new Date(now.getTime() - 100 * DAY_MS);
    docs.push({
      path: `materials/${m.id}`,
      data: {
        sku: m.sku,
        name: m.name,
        unit: m.unit,
        category: m.category,
        active: true,
        minLevel: m.minLevel,
        onHand: m.onHand,
        reorderLevel: m.reorderLevel,
        // The average paid: the opening stock and the deliveries were bought at about this cost.
        unitCost: m.unitCost,
        createdAt: created,
        updatedAt: created,
      },
    });
    // The opening quantity plus a few movements (and the received purchase order) that end at today's on-hand figure.
    const used = random.int(0, Math.max(1, Math.floor(m.onHand / 2)));
    ledger(m.id, m.onHand + used - (received.get(m.id) ?? 0), 'initial', created, { unitCost: m.unitCost });
    if (used > 0)
      ledger(
        m.id,
        -used,
        random.pick(['manual', 'damaged', 'correction']),
        new Date(now.getTime() - random.int(5, 60) * DAY_MS),
        { note: 'Cut for production run' },
      );
  }

  const purchasing = new Map<string, number>();
  for (const [status, [vendorName, notes, days, ...rows]] of Object.entries(pos) as [PoStatus, PoRow][]) {
    const po = { id: `po-demo-${status}`, status, vendorName, notes };
    const createdAt = new Date(now.getTime() - days * DAY_MS);
    const receipts = (deliveries[status] ?? []).map(([after, line, qty, unitCost], i) => ({
      id: `delivery-${i + 1}`,
      at: new Date(createdAt.getTime() + after * DAY_MS),
      by: 'demo-staff',
      lines: [{ line, materialId: rows[line]![0], qty, unitCost }],
      value: qty * unitCost,
    }));
    const lines = rows.map(([materialId, qty, unitCost], i) => ({
      materialId,
      qty,
      unitCost,
      received: receipts.flatMap((r) => r.lines).reduce((sum, l) => sum + (l.line === i ? l.qty : 0), 0),
    }));
    docs.push({
      path: `purchaseOrders/${po.id}`,
      data: {
        vendorName: po.vendorName,
        status: po.status,
        notes: po.notes,
        lines,
        totalCost: poTotal(lines),
        receipts,
        receivedValue: poTotal(receipts.flatMap((r) => r.lines)),
        closedShort: false,
        createdAt,
        updatedAt: createdAt,
        createdBy: 'demo-staff',
        submittedAt: po.status === 'draft' ? null : new Date(createdAt.getTime() + 3_600_000),
        receivedAt: po.status === 'received' ? new Date(createdAt.getTime() + 4 * DAY_MS) : null,
        cancelledAt: po.status === 'cancelled' ? new Date(createdAt.getTime() + DAY_MS) : null,
      },
    });
    for (const r of receipts) {
      for (const l of r.lines)
        ledger(l.materialId, l.qty, 'receive', r.at, {
          unitCost: l.unitCost,
          vendorName: po.vendorName,
          ref: { collection: 'purchaseOrders', id: po.id },
        });
      const day = lagosDayKey(r.at);
      purchasing.set(day, (purchasing.get(day) ?? 0) + r.value);
    }
  }
  // Each delivery is its day's purchasing expense (the day's sales are merged in from activity.ts).
  for (const [day, value] of purchasing) docs.push({ path: `stats/${day}`, data: { purchasing: value } });

  const eventDate = new Date(now.getTime() - 2 * 3_600_000);
  docs.push({
    path: `events/${DEMO_EVENT_ID}`,
    data: {
      name: 'Harmattan Pop-Up, Ikoyi',
      venue: 'The Lagos Oriental courtyard, Ikoyi',
      date: eventDate,
      active: true,
      description: 'Try-on, adire demo by Itoku artisans, and pre-order pickup. Drinks by Zobo Bar.',
    },
  });
  docs.push({
    path: 'events/ev-abeokuta-trunk-show',
    data: {
      name: 'Abeokuta Trunk Show',
      venue: 'Centenary Hall, Ake',
      date: new Date(now.getTime() - 35 * DAY_MS),
      active: false,
      description: 'Autumn trunk show for our home city.',
    },
  });
  GUESTS.forEach((name, i) => {
    const code = `ASO-HP-${String(1001 + i)}`;
    const checkedIn = i < 9;
    const at = checkedIn ? new Date(eventDate.getTime() + (i + 1) * 6 * 60_000) : null;
    const first = name.split(' ')[0]?.toLowerCase() ?? 'guest';
    docs.push({
      path: `events/${DEMO_EVENT_ID}/guests/g${String(i + 1).padStart(2, '0')}`,
      data: {
        name,
        email: `${first}@example.ng`,
        phone: `+23480${String(20000000 + i * 7919).slice(0, 8)}`,
        qrCode: code,
        checkedIn,
        checkedInAt: at,
      },
    });
    if (checkedIn && at) {
      docs.push({
        path: `events/${DEMO_EVENT_ID}/scans/s${String(i + 1).padStart(2, '0')}`,
        data: {
          code,
          outcome: 'checked_in',
          guestId: `g${String(i + 1).padStart(2, '0')}`,
          guestName: name,
          detail: '',
          authorId: 'demo-staff',
          createdAt: at,
        },
      });
    }
  });
  docs.push({
    path: `events/${DEMO_EVENT_ID}/scans/s90`,
    data: {
      code: 'ASO-HP-9999',
      outcome: 'not_found',
      guestId: null,
      guestName: null,
      detail: '',
      authorId: 'demo-staff',
      createdAt: new Date(eventDate.getTime() + 20 * 60_000),
    },
  });
  docs.push({
    path: `events/${DEMO_EVENT_ID}/scans/s91`,
    data: {
      code: 'ASO-HP-1003',
      outcome: 'duplicate',
      guestId: 'g03',
      guestName: GUESTS[2],
      detail: '',
      authorId: 'demo-staff',
      createdAt: new Date(eventDate.getTime() + 40 * 60_000),
    },
  });
  return docs;
}
