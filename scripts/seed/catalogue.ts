/** Demo catalogue: ready-to-wear with sizes and stock, made-to-order pieces, and two live pre-order windows. */
import {
  STOCK_SHARDS,
  availabilityMap,
  shouldSpread,
  slugify,
  spreadStock,
  stockAlertCount,
  unitsLeftMap,
  type ProductType,
  type Size,
} from '@aso/domain';
import type { Garment, ImageSpec, PaletteName, Pattern } from './images';
import { productSvg, renderWebp } from './images';
import { DAY_MS, type SeedDoc, type SeedFile } from './types';

interface PieceSpec {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly type: ProductType;
  readonly price: number;
  readonly cost: number;
  readonly description: string;
  readonly look: { pattern: Pattern; palette: PaletteName; garment: Garment };
  readonly featured?: boolean;
  /** RTW: on hand per size (reorder level 3). */
  readonly stock?: Partial<Record<Size, number>>;
  readonly leadTimeDays?: number;
  readonly window?: WindowName;
  /** PREORDER: the sizes it comes in; none = made to measure. */
  readonly sizes?: readonly Size[];
  /** The named collection it belongs to (docs/product.md#catalogue). */
  readonly collection: CollectionName;
}

// Columns by piece id: ready-to-wear stock on hand per size, made-to-order lead days, collection, featured, window,
// shop copy.
const STOCK: Readonly<Record<string, Partial<Record<Size, number>>>> = {
  'p-adire-indigo-kaftan': { S: 4, M: 9, L: 6, XL: 2 },
  'p-kente-flare-midi': { S: 3, M: 5, L: 0, XL: 1 },
  'p-ankara-camp-shirt': { S: 7, M: 12, L: 10, XL: 5 },
  'p-mudcloth-bomber': { S: 2, M: 3, L: 4, XL: 0 },
  'p-asooke-stripe-trousers': { S: 5, M: 6, L: 6, XL: 3 },
  'p-ankara-wrap-skirt': { S: 8, M: 8, L: 5, XL: 4 },
  'p-adire-crop-top': { S: 0, M: 2, L: 3, XL: 1 },
  'p-kente-jumpsuit': { S: 2, M: 4, L: 2, XL: 2 },
  'p-emerald-shirt-dress': { S: 3, M: 6, L: 6, XL: 2 },
  'p-noir-adire-overshirt': { S: 4, M: 5, L: 7, XL: 6 },
  'p-ivory-asooke-top': { S: 6, M: 6, L: 4, XL: 2 },
  'p-sunset-ankara-joggers': { S: 5, M: 9, L: 8, XL: 4 },
  'p-wine-asooke-fila': { M: 10, L: 7 },
  'p-indigo-adire-shirt': { S: 1, M: 4, L: 5, XL: 3 },
};

const LEAD_DAYS: Readonly<Record<string, number>> = {
  'p-custom-bridal-kaftan': 14,
  'p-bespoke-agbada-set': 12,
  'p-tailored-iro-buba': 10,
  'p-senator-suit': 10,
  'p-custom-asoebi-gown': 14,
};

/** The shop's collections: what the pieces are for, as the brand names its seasons. */
export const COLLECTIONS = {
  owambe: 'Owambe',
  everyday: 'Adire Everyday',
  harmattan: 'Harmattan ’27',
  bespoke: 'Bridal & Bespoke',
} as const;
type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

const COLLECTION_OF: Readonly<Record<string, CollectionName>> = {
  'p-adire-indigo-kaftan': COLLECTIONS.everyday,
  'p-kente-flare-midi': COLLECTIONS.owambe,
  'p-ankara-camp-shirt': COLLECTIONS.everyday,
  'p-mudcloth-bomber': COLLECTIONS.harmattan,
  'p-asooke-stripe-trousers': COLLECTIONS.owambe,
  'p-ankara-wrap-skirt': COLLECTIONS.everyday,
  'p-adire-crop-top': COLLECTIONS.everyday,
  'p-kente-jumpsuit': COLLECTIONS.owambe,
  'p-emerald-shirt-dress': COLLECTIONS.owambe,
  'p-noir-adire-overshirt': COLLECTIONS.harmattan,
  'p-ivory-asooke-top': COLLECTIONS.owambe,
  'p-sunset-ankara-joggers': COLLECTIONS.everyday,
  'p-wine-asooke-fila': COLLECTIONS.owambe,
  'p-indigo-adire-shirt': COLLECTIONS.everyday,
  'p-custom-bridal-kaftan': COLLECTIONS.bespoke,
  'p-bespoke-agbada-set': COLLECTIONS.bespoke,
  'p-tailored-iro-buba': COLLECTIONS.owambe,
  'p-senator-suit': COLLECTIONS.bespoke,
  'p-custom-asoebi-gown': COLLECTIONS.owambe,
  'p-harmattan-kente-puffer': COLLECTIONS.harmattan,
  'p-adire-trench': COLLECTIONS.harmattan,
  'p-asooke-varsity': COLLECTIONS.harmattan,
  'p-owambe-sequin-boubou': COLLECTIONS.owambe,
  'p-indigo-denim-adire-set': COLLECTIONS.everyday,
};

const FEATURED = new Set(['p-adire-indigo-kaftan', 'p-kente-flare-midi', 'p-ankara-camp-shirt', 'p-mudcloth-bomber']);

// Pre-orders that come in sizes (asked like ready-to-wear's); the boubou is made to measure.
const PREORDER_SIZES: Readonly<Record<string, readonly Size[]>> = {
  'p-harmattan-kente-puffer': ['S', 'M', 'L', 'XL'],
  'p-adire-trench': ['S', 'M', 'L', 'XL'],
  'p-asooke-varsity': ['S', 'M', 'L', 'XL'],
  'p-owambe-sequin-boubou': [],
  'p-indigo-denim-adire-set': ['S', 'M', 'L'],
};

const WINDOW_OF: Readonly<Record<string, WindowName>> = {
  'p-harmattan-kente-puffer': 'harmattan',
  'p-adire-trench': 'harmattan',
  // Not yet open (its window is switched off until staff open it): customers wait to be told (stock-alerts.ts).
  'p-asooke-varsity': 'sallah',
  'p-owambe-sequin-boubou': 'owambe',
  'p-indigo-denim-adire-set': 'owambe',
};

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'p-adire-indigo-kaftan':
    'Hand-dyed Abeokuta adire on breathable cotton, cut loose with side vents. Dresses up for Jumat, down for brunch.',
  'p-kente-flare-midi':
    'Woven kente panels on a fitted bodice that flares into a swishy midi skirt. Pockets, obviously.',
  'p-ankara-camp-shirt': 'Bold wax-print camp collar with a relaxed boxy fit — Lagos heat approved.',
  'p-mudcloth-bomber':
    'Bògòlanfini-inspired mud cloth bomber with ribbed cuffs and a satin lining for harmattan evenings.',
  'p-asooke-stripe-trousers': 'Hand-loomed aso-oke stripes on a tapered trouser with an elasticated back waist.',
  'p-ankara-wrap-skirt':
    'A true wrap in emerald wax print that ties at the waist and fits through every season of owambe.',
  'p-adire-crop-top': 'Cropped adire top with cap sleeves; pairs with the wrap skirt or your favourite denim.',
  'p-kente-jumpsuit': 'Wide-leg kente jumpsuit with a hidden side zip. One piece, zero outfit stress.',
  'p-emerald-shirt-dress': 'Belted shirt dress in emerald wax print with roll-up sleeves — office to owambe.',
  'p-noir-adire-overshirt': 'Heavyweight black-and-gold adire overshirt to layer over tees when the AC hits.',
  'p-ivory-asooke-top':
    'Soft ivory aso-oke top with gold threads. Wear it with the matching trousers for a clean co-ord.',
  'p-sunset-ankara-joggers': 'Tapered joggers in sunset wax print with deep pockets and a drawstring waist.',
  'p-wine-asooke-fila': 'The classic fila in wine aso-oke, finished by hand. Choose M for 56–57 cm, L for 58–59 cm.',
  'p-indigo-adire-shirt': 'Short-sleeve adire shirt in deep indigo, tie-dyed by the women of Itoku market.',
  'p-custom-bridal-kaftan':
    'Your wedding kaftan, cut to your measurements in ivory aso-oke with hand-beaded neckline. Fittings in Abeokuta or by video call.',
  'p-bespoke-agbada-set':
    'Three-piece agbada (awosoke, buba, sokoto) in your choice of aso-oke, embroidered in our Abeokuta studio.',
  'p-tailored-iro-buba': 'A modern iro and buba made to measure, with a structured gele to match.',
  'p-senator-suit': 'Clean-cut senator with contrast piping, tailored to you. Sunday service or boardroom.',
  'p-custom-asoebi-gown':
    'Bring the family fabric or choose ours: a mermaid or A-line aso-ebi gown made for your shape.',
  'p-harmattan-kente-puffer': 'A quilted kente puffer for dusty December mornings. Limited run of 60.',
  'p-adire-trench': 'Longline indigo adire trench with storm flap and horn buttons.',
  'p-asooke-varsity': 'Varsity jacket with aso-oke sleeves and chenille Ọ patch.',
  'p-owambe-sequin-boubou': 'Floor-length boubou with sequin yoke — made for the dance floor at every December owambe.',
  'p-indigo-denim-adire-set':
    'Cropped jacket and wide trousers in adire-dyed denim. Pre-order now, wear it to Detty December.',
};

type WindowName = keyof typeof WINDOWS;
/** A look written as one string, "pattern palette garment", so each piece's row fits on one line. */
type LookName = `${Pattern} ${PaletteName} ${Garment}`;
type Row = [id: string, sku: string, name: string, price: number, cost: number, look: LookName];

/** A piece's value in one of the columns above; a piece missing from its column is a mistake in this file. */
function column<T>(table: Readonly<Record<string, T>>, id: string): T {
  const value = table[id];
  if (value === undefined) throw new Error(`demo piece ${id} is missing from a column`);
  return value;
}

/** The SKU's prefix names the product type. */
const TYPE_OF_SKU_PREFIX: Readonly<Record<string, ProductType>> = { RTW: 'RTW', MTO: 'MTO', PRE: 'PREORDER' };

/** The one builder behind every row: the listing from the row, the rest from the columns by id. */
function piece(...[id, sku, name, price, cost, look]: Row): PieceSpec {
  const type = column(TYPE_OF_SKU_PREFIX, sku.slice(0, 3));
  const [pattern, palette, garment] = look.split(' ') as [Pattern, PaletteName, Garment];
  const listing = {
    id,
    sku,
    name,
    type,
    price,
    cost,
    description: column(DESCRIPTIONS, id),
    collection: column(COLLECTION_OF, id),
  };
  const extras =
    type === 'RTW'
      ? { ...(FEATURED.has(id) ? { featured: true } : {}), stock: column(STOCK, id) }
      : type === 'MTO'
        ? { leadTimeDays: column(LEAD_DAYS, id) }
        : { window: column(WINDOW_OF, id), sizes: column(PREORDER_SIZES, id) };
  return { ...listing, look: { pattern, palette, garment }, ...extras };
}

// The pieces, ready-to-wear then made-to-order then pre-order: one row each (id, SKU, name, price and cost in
// naira, look); stock, lead time, collection, window and shop copy are in the columns above.
export const PIECES: readonly PieceSpec[] = [
  piece('p-adire-indigo-kaftan', 'RTW-ADK-001', 'Adire Indigo Kaftan', 38500, 15500, 'adire indigo kaftan'),
  piece('p-kente-flare-midi', 'RTW-KFM-002', 'Kente Flare Midi Dress', 45000, 19000, 'kente kente dress'),
  piece('p-ankara-camp-shirt', 'RTW-ACS-003', 'Ankara Camp-Collar Shirt', 24000, 9000, 'ankara sunset shirt'),
  piece('p-mudcloth-bomber', 'RTW-MCB-004', 'Mud Cloth Bomber Jacket', 52000, 23000, 'mudcloth earth jacket'),
  piece('p-asooke-stripe-trousers', 'RTW-AST-005', 'Aso-Oke Stripe Trousers', 29500, 11800, 'asooke wine trousers'),
  piece('p-ankara-wrap-skirt', 'RTW-AWS-006', 'Ankara Wrap Skirt', 19500, 7000, 'ankara emerald skirt'),
  piece('p-adire-crop-top', 'RTW-ACT-007', 'Adire Crop Top', 14000, 5200, 'adire noir top'),
  piece('p-kente-jumpsuit', 'RTW-KJS-008', 'Kente Jumpsuit', 48000, 20500, 'kente emerald jumpsuit'),
  piece('p-emerald-shirt-dress', 'RTW-ESD-009', 'Emerald Ankara Shirt Dress', 33000, 12800, 'ankara emerald dress'),
  piece('p-noir-adire-overshirt', 'RTW-NAO-010', 'Noir Adire Overshirt', 27500, 10400, 'adire noir shirt'),
  piece('p-ivory-asooke-top', 'RTW-IAT-011', 'Ivory Aso-Oke Co-ord Top', 21000, 8200, 'asooke ivory top'),
  piece('p-sunset-ankara-joggers', 'RTW-SAJ-012', 'Sunset Ankara Joggers', 22500, 8600, 'ankara sunset trousers'),
  piece('p-wine-asooke-fila', 'RTW-WAF-013', 'Wine Aso-Oke Fila Cap', 8500, 2600, 'asooke wine cap'),
  piece('p-indigo-adire-shirt', 'RTW-IAS-014', 'Indigo Adire Short-Sleeve Shirt', 23000, 8900, 'adire indigo shirt'),
  piece('p-custom-bridal-kaftan', 'MTO-CBK-101', 'Custom Bridal Kaftan', 185000, 72000, 'asooke ivory kaftan'),
  piece('p-bespoke-agbada-set', 'MTO-BAS-102', 'Bespoke Agbada Set', 150000, 61000, 'asooke kente agbada'),
  piece('p-tailored-iro-buba', 'MTO-TIB-103', 'Tailored Iro & Buba', 95000, 36000, 'adire wine dress'),
  piece('p-senator-suit', 'MTO-MSS-104', 'Made-to-Measure Senator Suit', 75000, 28000, 'plain noir shirt'),
  piece('p-custom-asoebi-gown', 'MTO-CAG-105', 'Custom Aso-Ebi Gown', 120000, 47000, 'ankara wine dress'),
  piece('p-harmattan-kente-puffer', 'PRE-HKP-201', 'Harmattan Kente Puffer', 68000, 30000, 'kente kente jacket'),
  piece('p-adire-trench', 'PRE-ATC-202', 'Adire Trench Coat', 72000, 31500, 'adire indigo jacket'),
  piece('p-asooke-varsity', 'PRE-AVJ-203', 'Aso-Oke Varsity Jacket', 59000, 24000, 'asooke emerald jacket'),
  piece('p-owambe-sequin-boubou', 'PRE-OSB-204', 'Owambe Sequin Boubou', 85000, 36000, 'mudcloth wine kaftan'),
  piece('p-indigo-denim-adire-set', 'PRE-IDS-205', 'Indigo Denim-Adire Set', 54000, 22000, 'adire indigo jumpsuit'),
];

export const WINDOWS = {
  harmattan: { id: 'w-harmattan-drop', name: 'Harmattan Drop', depositPercent: 40, startDays: -10, endDays: 20 },
  owambe: { id: 'w-owambe-season', name: 'Owambe Season', depositPercent: 50, startDays: -3, endDays: 28 },
  sallah: { id: 'w-sallah-edit', name: 'Sallah Edit', depositPercent: 40, startDays: 12, endDays: 40, active: false },
} as const;

const REORDER_LEVEL = 3;

function imagePaths(piece: PieceSpec): string[] {
  const slug = slugify(piece.name);
  return [`products/${slug}-1.webp`, `products/${slug}-2.webp`];
}

export function catalogueFiles(): SeedFile[] {
  return PIECES.flatMap((piece, index) => {
    const [front, detail] = imagePaths(piece);
    const spec: ImageSpec = { ...piece.look, seed: index + 1 };
    return [
      { path: front ?? '', contentType: 'image/webp', render: () => renderWebp(productSvg(spec)) },
      {
        path: detail ?? '',
        contentType: 'image/webp',
        render: () => renderWebp(productSvg({ ...spec, detail: true })),
      },
    ];
  });
}

export function catalogueDocs(now: Date): SeedDoc[] {
  const created = new Date(now.getTime() - 120 * DAY_MS);
  const docs: SeedDoc[] = [];
  for (const w of Object.values(WINDOWS)) {
    docs.push({
      path: `preorderWindows/${w.id}`,
      data: {
        name: w.name,
        active: 'active' in w ? w.active : true,
        depositPercent: w.depositPercent,
        startAt: new Date(now.getTime() + w.startDays * DAY_MS),
        endAt: new Date(now.getTime() + w.endDays * DAY_MS),
      },
    });
  }
  for (const piece of PIECES) {
    const sizeOptions = piece.type === 'RTW' ? (Object.keys(piece.stock ?? {}) as Size[]) : [...(piece.sizes ?? [])];
    const sizes = Object.fromEntries(
      sizeOptions.map((s) => [s, { onHand: piece.stock?.[s] ?? 0, reorderLevel: REORDER_LEVEL }]),
    );
    docs.push({
      path: `products/${piece.id}`,
      data: {
        sku: piece.sku,
        slug: slugify(piece.name),
        name: piece.name,
        nameLower: piece.name.toLowerCase(),
        description: piece.description,
        price: piece.price,
        type: piece.type,
        active: true,
        images: imagePaths(piece),
        sizeOptions,
        leadTimeDays: piece.type === 'MTO' ? (piece.leadTimeDays ?? 10) : null,
        preorderWindowId: piece.window ? WINDOWS[piece.window].id : null,
        collection: piece.collection,
        featured: piece.featured ?? false,
        availability: piece.type === 'RTW' ? availabilityMap(sizes, sizeOptions) : {},
        unitsLeft: piece.type === 'RTW' ? unitsLeftMap(sizes, sizeOptions) : {},
        createdAt: created,
        updatedAt: created,
      },
    });
    docs.push({ path: `productCosts/${piece.id}`, data: { cost: piece.cost } });
    if (piece.type === 'RTW') {
      // Stock as functions keep it: a size with many units is spread over shards (docs/data-model.md#stock).
      const shardCount = shouldSpread(sizes, 0) ? STOCK_SHARDS : 0;
      const layout = spreadStock(sizes, shardCount);
      const alerts = stockAlertCount(availabilityMap(sizes, sizeOptions), sizes);
      docs.push({
        path: `stock/${piece.id}`,
        data: shardCount > 0 ? { sizes: layout.main, shardCount, alerts } : { sizes, alerts },
      });
      layout.shards.forEach((onHand, k) => docs.push({ path: `stock/${piece.id}/shards/${k}`, data: { onHand } }));
    }
  }
  // An archived piece, so the back office shows Activate and the shop proves it hides inactive products.
  docs.push({
    path: 'products/p-archived-agbada-2024',
    data: {
      sku: 'RTW-OLD-099',
      slug: 'kampala-agbada-2024',
      name: 'Kampala Agbada (2024)',
      nameLower: 'kampala agbada (2024)',
      description: "Last year's kampala agbada — archived.",
      price: 41000,
      type: 'RTW',
      active: false,
      images: [],
      sizeOptions: ['M', 'L'],
      leadTimeDays: null,
      preorderWindowId: null,
      collection: COLLECTIONS.owambe,
      featured: false,
      availability: { M: 'out', L: 'out' },
      createdAt: created,
      updatedAt: created,
    },
  });
  return docs;
}

export function pieceById(id: string): PieceSpec {
  const piece = PIECES.find((p) => p.id === id);
  if (!piece) throw new Error(`no demo piece ${id}`);
  return piece;
}
