/** Demo catalogue: ready-to-wear with sizes and stock, made-to-order pieces, and two live pre-order windows. */
import {
  STOCK_SHARDS,
  availabilityMap,
  shouldSpread,
  slugify,
  spreadStock,
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
  readonly window?: 'harmattan' | 'owambe';
}

const RTW: readonly PieceSpec[] = [
  {
    id: 'p-adire-indigo-kaftan',
    sku: 'RTW-ADK-001',
    name: 'Adire Indigo Kaftan',
    type: 'RTW',
    price: 38500,
    cost: 15500,
    featured: true,
    description:
      'Hand-dyed Abeokuta adire on breathable cotton, cut loose with side vents. Dresses up for Jumat, down for brunch.',
    look: { pattern: 'adire', palette: 'indigo', garment: 'kaftan' },
    stock: { S: 4, M: 9, L: 6, XL: 2 },
  },
  {
    id: 'p-kente-flare-midi',
    sku: 'RTW-KFM-002',
    name: 'Kente Flare Midi Dress',
    type: 'RTW',
    price: 45000,
    cost: 19000,
    featured: true,
    description: 'Woven kente panels on a fitted bodice that flares into a swishy midi skirt. Pockets, obviously.',
    look: { pattern: 'kente', palette: 'kente', garment: 'dress' },
    stock: { S: 3, M: 5, L: 0, XL: 1 },
  },
  {
    id: 'p-ankara-camp-shirt',
    sku: 'RTW-ACS-003',
    name: 'Ankara Camp-Collar Shirt',
    type: 'RTW',
    price: 24000,
    cost: 9000,
    featured: true,
    description: 'Bold wax-print camp collar with a relaxed boxy fit — Lagos heat approved.',
    look: { pattern: 'ankara', palette: 'sunset', garment: 'shirt' },
    stock: { S: 7, M: 12, L: 10, XL: 5 },
  },
  {
    id: 'p-mudcloth-bomber',
    sku: 'RTW-MCB-004',
    name: 'Mud Cloth Bomber Jacket',
    type: 'RTW',
    price: 52000,
    cost: 23000,
    featured: true,
    description: 'Bògòlanfini-inspired mud cloth bomber with ribbed cuffs and a satin lining for harmattan evenings.',
    look: { pattern: 'mudcloth', palette: 'earth', garment: 'jacket' },
    stock: { S: 2, M: 3, L: 4, XL: 0 },
  },
  {
    id: 'p-asooke-stripe-trousers',
    sku: 'RTW-AST-005',
    name: 'Aso-Oke Stripe Trousers',
    type: 'RTW',
    price: 29500,
    cost: 11800,
    description: 'Hand-loomed aso-oke stripes on a tapered trouser with an elasticated back waist.',
    look: { pattern: 'asooke', palette: 'wine', garment: 'trousers' },
    stock: { S: 5, M: 6, L: 6, XL: 3 },
  },
  {
    id: 'p-ankara-wrap-skirt',
    sku: 'RTW-AWS-006',
    name: 'Ankara Wrap Skirt',
    type: 'RTW',
    price: 19500,
    cost: 7000,
    description: 'A true wrap in emerald wax print that ties at the waist and fits through every season of owambe.',
    look: { pattern: 'ankara', palette: 'emerald', garment: 'skirt' },
    stock: { S: 8, M: 8, L: 5, XL: 4 },
  },
  {
    id: 'p-adire-crop-top',
    sku: 'RTW-ACT-007',
    name: 'Adire Crop Top',
    type: 'RTW',
    price: 14000,
    cost: 5200,
    description: 'Cropped adire top with cap sleeves; pairs with the wrap skirt or your favourite denim.',
    look: { pattern: 'adire', palette: 'noir', garment: 'top' },
    stock: { S: 0, M: 2, L: 3, XL: 1 },
  },
  {
    id: 'p-kente-jumpsuit',
    sku: 'RTW-KJS-008',
    name: 'Kente Jumpsuit',
    type: 'RTW',
    price: 48000,
    cost: 20500,
    description: 'Wide-leg kente jumpsuit with a hidden side zip. One piece, zero outfit stress.',
    look: { pattern: 'kente', palette: 'emerald', garment: 'jumpsuit' },
    stock: { S: 2, M: 4, L: 2, XL: 2 },
  },
  {
    id: 'p-emerald-shirt-dress',
    sku: 'RTW-ESD-009',
    name: 'Emerald Ankara Shirt Dress',
    type: 'RTW',
    price: 33000,
    cost: 12800,
    description: 'Belted shirt dress in emerald wax print with roll-up sleeves — office to owambe.',
    look: { pattern: 'ankara', palette: 'emerald', garment: 'dress' },
    stock: { S: 3, M: 6, L: 6, XL: 2 },
  },
  {
    id: 'p-noir-adire-overshirt',
    sku: 'RTW-NAO-010',
    name: 'Noir Adire Overshirt',
    type: 'RTW',
    price: 27500,
    cost: 10400,
    description: 'Heavyweight black-and-gold adire overshirt to layer over tees when the AC hits.',
    look: { pattern: 'adire', palette: 'noir', garment: 'shirt' },
    stock: { S: 4, M: 5, L: 7, XL: 6 },
  },
  {
    id: 'p-ivory-asooke-top',
    sku: 'RTW-IAT-011',
    name: 'Ivory Aso-Oke Co-ord Top',
    type: 'RTW',
    price: 21000,
    cost: 8200,
    description: 'Soft ivory aso-oke top with gold threads. Wear it with the matching trousers for a clean co-ord.',
    look: { pattern: 'asooke', palette: 'ivory', garment: 'top' },
    stock: { S: 6, M: 6, L: 4, XL: 2 },
  },
  {
    id: 'p-sunset-ankara-joggers',
    sku: 'RTW-SAJ-012',
    name: 'Sunset Ankara Joggers',
    type: 'RTW',
    price: 22500,
    cost: 8600,
    description: 'Tapered joggers in sunset wax print with deep pockets and a drawstring waist.',
    look: { pattern: 'ankara', palette: 'sunset', garment: 'trousers' },
    stock: { S: 5, M: 9, L: 8, XL: 4 },
  },
  {
    id: 'p-wine-asooke-fila',
    sku: 'RTW-WAF-013',
    name: 'Wine Aso-Oke Fila Cap',
    type: 'RTW',
    price: 8500,
    cost: 2600,
    description: 'The classic fila in wine aso-oke, finished by hand. Choose M for 56–57 cm, L for 58–59 cm.',
    look: { pattern: 'asooke', palette: 'wine', garment: 'cap' },
    stock: { M: 10, L: 7 },
  },
  {
    id: 'p-indigo-adire-shirt',
    sku: 'RTW-IAS-014',
    name: 'Indigo Adire Short-Sleeve Shirt',
    type: 'RTW',
    price: 23000,
    cost: 8900,
    description: 'Short-sleeve adire shirt in deep indigo, tie-dyed by the women of Itoku market.',
    look: { pattern: 'adire', palette: 'indigo', garment: 'shirt' },
    stock: { S: 1, M: 4, L: 5, XL: 3 },
  },
];

const MTO: readonly PieceSpec[] = [
  {
    id: 'p-custom-bridal-kaftan',
    sku: 'MTO-CBK-101',
    name: 'Custom Bridal Kaftan',
    type: 'MTO',
    price: 185000,
    cost: 72000,
    leadTimeDays: 14,
    description:
      'Your wedding kaftan, cut to your measurements in ivory aso-oke with hand-beaded neckline. Fittings in Abeokuta or by video call.',
    look: { pattern: 'asooke', palette: 'ivory', garment: 'kaftan' },
  },
  {
    id: 'p-bespoke-agbada-set',
    sku: 'MTO-BAS-102',
    name: 'Bespoke Agbada Set',
    type: 'MTO',
    price: 150000,
    cost: 61000,
    leadTimeDays: 12,
    description:
      'Three-piece agbada (awosoke, buba, sokoto) in your choice of aso-oke, embroidered in our Abeokuta studio.',
    look: { pattern: 'asooke', palette: 'kente', garment: 'agbada' },
  },
  {
    id: 'p-tailored-iro-buba',
    sku: 'MTO-TIB-103',
    name: 'Tailored Iro & Buba',
    type: 'MTO',
    price: 95000,
    cost: 36000,
    leadTimeDays: 10,
    description: 'A modern iro and buba made to measure, with a structured gele to match.',
    look: { pattern: 'adire', palette: 'wine', garment: 'dress' },
  },
  {
    id: 'p-senator-suit',
    sku: 'MTO-MSS-104',
    name: 'Made-to-Measure Senator Suit',
    type: 'MTO',
    price: 75000,
    cost: 28000,
    leadTimeDays: 10,
    description: 'Clean-cut senator with contrast piping, tailored to you. Sunday service or boardroom.',
    look: { pattern: 'plain', palette: 'noir', garment: 'shirt' },
  },
  {
    id: 'p-custom-asoebi-gown',
    sku: 'MTO-CAG-105',
    name: 'Custom Aso-Ebi Gown',
    type: 'MTO',
    price: 120000,
    cost: 47000,
    leadTimeDays: 14,
    description: 'Bring the family fabric or choose ours: a mermaid or A-line aso-ebi gown made for your shape.',
    look: { pattern: 'ankara', palette: 'wine', garment: 'dress' },
  },
];

const PREORDER: readonly PieceSpec[] = [
  {
    id: 'p-harmattan-kente-puffer',
    sku: 'PRE-HKP-201',
    name: 'Harmattan Kente Puffer',
    type: 'PREORDER',
    price: 68000,
    cost: 30000,
    window: 'harmattan',
    description: 'A quilted kente puffer for dusty December mornings. Limited run of 60.',
    look: { pattern: 'kente', palette: 'kente', garment: 'jacket' },
  },
  {
    id: 'p-adire-trench',
    sku: 'PRE-ATC-202',
    name: 'Adire Trench Coat',
    type: 'PREORDER',
    price: 72000,
    cost: 31500,
    window: 'harmattan',
    description: 'Longline indigo adire trench with storm flap and horn buttons.',
    look: { pattern: 'adire', palette: 'indigo', garment: 'jacket' },
  },
  {
    id: 'p-asooke-varsity',
    sku: 'PRE-AVJ-203',
    name: 'Aso-Oke Varsity Jacket',
    type: 'PREORDER',
    price: 59000,
    cost: 24000,
    window: 'harmattan',
    description: 'Varsity jacket with aso-oke sleeves and chenille Ọ patch.',
    look: { pattern: 'asooke', palette: 'emerald', garment: 'jacket' },
  },
  {
    id: 'p-owambe-sequin-boubou',
    sku: 'PRE-OSB-204',
    name: 'Owambe Sequin Boubou',
    type: 'PREORDER',
    price: 85000,
    cost: 36000,
    window: 'owambe',
    description: 'Floor-length boubou with sequin yoke — made for the dance floor at every December owambe.',
    look: { pattern: 'mudcloth', palette: 'wine', garment: 'kaftan' },
  },
  {
    id: 'p-indigo-denim-adire-set',
    sku: 'PRE-IDS-205',
    name: 'Indigo Denim-Adire Set',
    type: 'PREORDER',
    price: 54000,
    cost: 22000,
    window: 'owambe',
    description: 'Cropped jacket and wide trousers in adire-dyed denim. Pre-order now, wear it to Detty December.',
    look: { pattern: 'adire', palette: 'indigo', garment: 'jumpsuit' },
  },
];

export const PIECES: readonly PieceSpec[] = [...RTW, ...MTO, ...PREORDER];

export const WINDOWS = {
  harmattan: { id: 'w-harmattan-drop', name: 'Harmattan Drop', depositPercent: 40, startDays: -10, endDays: 20 },
  owambe: { id: 'w-owambe-season', name: 'Owambe Season', depositPercent: 50, startDays: -3, endDays: 28 },
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
        active: true,
        depositPercent: w.depositPercent,
        startAt: new Date(now.getTime() + w.startDays * DAY_MS),
        endAt: new Date(now.getTime() + w.endDays * DAY_MS),
      },
    });
  }
  for (const piece of PIECES) {
    const sizeOptions = piece.type === 'RTW' ? (Object.keys(piece.stock ?? {}) as Size[]) : [];
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
        featured: piece.featured ?? false,
        availability: availabilityMap(sizes, sizeOptions),
        createdAt: created,
        updatedAt: created,
      },
    });
    docs.push({ path: `productCosts/${piece.id}`, data: { cost: piece.cost } });
    if (piece.type === 'RTW') {
      // Stock as functions keep it: a size with many units is spread over shards (docs/data-model.md#stock).
      const shardCount = shouldSpread(sizes, 0) ? STOCK_SHARDS : 0;
      const layout = spreadStock(sizes, shardCount);
      docs.push({ path: `stock/${piece.id}`, data: shardCount > 0 ? { sizes: layout.main, shardCount } : { sizes } });
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
