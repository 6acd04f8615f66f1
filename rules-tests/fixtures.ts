import { doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { ts } from './setup';

// Well-formed documents as the browser writes them (docs/data-model.md), and the seed the matrix reads.

export const profileFor = (name: string, email: string): DocumentData => ({
  name,
  phone: '+2348012345678',
  whatsappOptIn: true,
  email,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

export const ownCustomer = (uid: string, email: string): DocumentData => ({
  userId: uid,
  email,
  name: 'Ada Obi',
  phone: '+2348012345678',
  city: 'Abeokuta',
  tags: [],
  referralCode: null,
  lifetimeValue: 0,
  orderCount: 0,
  lastOrderAt: null,
  createdAt: serverTimestamp(),
});

export const walkInCustomer = (): DocumentData => ({
  userId: null,
  email: '',
  name: 'Walk-in Wale',
  phone: '',
  city: 'Lagos',
  tags: [],
  referralCode: null,
  lifetimeValue: 0,
  orderCount: 0,
  lastOrderAt: null,
  createdAt: serverTimestamp(),
});

export const cartLine = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  productId: 'p-active',
  name: 'Adire Shirt',
  sku: 'RTW-ADIRE-01',
  type: 'RTW',
  size: 'M',
  qty: 1,
  unitPrice: 25000,
  payMode: null,
  ...over,
});

export const cart = (lines: DocumentData[] = [cartLine()], referralCode: string | null = null): DocumentData => ({
  lines,
  referralCode,
  updatedAt: serverTimestamp(),
});

export const lead = (email = 'fan@example.com'): DocumentData => ({
  email,
  source: 'subscribe',
  createdAt: serverTimestamp(),
});

export const product = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  sku: 'RTW-NEW-01',
  slug: 'new-shirt',
  name: 'New Shirt',
  nameLower: 'new shirt',
  description: 'Hand-dyed.',
  price: 30000,
  type: 'RTW',
  active: true,
  images: [],
  sizeOptions: ['S', 'M', 'L', 'XL'],
  leadTimeDays: null,
  preorderWindowId: null,
  featured: false,
  availability: {},
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...over,
});

export const preorderWindow = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  name: 'Harmattan Drop',
  active: true,
  startAt: ts('2025-01-01T00:00:00Z'),
  endAt: ts('2025-02-01T00:00:00Z'),
  depositPercent: 40,
  ...over,
});

export const purchaseOrder = (createdBy: string, over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  vendorName: 'Itoku Fabrics',
  status: 'draft',
  notes: '',
  lines: [{ materialId: 'm1', qty: 10, unitCost: 1500 }],
  totalCost: 15000,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  createdBy,
  ...over,
});

export const shopEvent = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  name: 'Lagos Pop-up',
  venue: 'Yaba',
  date: ts('2025-03-01T12:00:00Z'),
  active: false,
  description: '',
  ...over,
});

export const guest = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  name: 'Tolu',
  email: 'tolu@example.com',
  phone: '',
  qrCode: 'QR-NEW',
  checkedIn: false,
  checkedInAt: null,
  ...over,
});

export const note = (authorId: string, body = 'Prefers slim fit.'): DocumentData => ({
  body,
  authorId,
  authorName: 'Staff One',
  createdAt: serverTimestamp(),
});

const zone = (label: string, fee: number): DocumentData => ({ label, fee, leadTimeDays: 2, enabled: true });

export const settings = (updatedBy: string, over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  version: 1,
  business: {
    legalName: 'Aso',
    displayName: 'Aso',
    taxId: null,
    addressLine1: '1 Itoku Rd',
    addressLine2: null,
    city: 'Abeokuta',
    state: 'Ogun',
    country: 'Nigeria',
  },
  shipping: {
    zones: {
      ABEOKUTA: zone('Abeokuta', 1500),
      LAGOS: zone('Lagos', 2500),
      ABUJA: zone('Abuja', 3500),
      NATIONWIDE: zone('Nationwide', 4500),
    },
  },
  notifications: { supportEmail: 'help@aso.test', supportPhone: '', whatsappNumber: '', whatsappOptInDefault: true },
  branding: {
    logoUrl: null,
    brandName: 'Aso',
    tagline: 'Made in Abeokuta.',
    primaryColor: '#111827',
    secondaryColor: '#20c997',
  },
  referral: { discountPercent: 5, rewardPercent: 10 },
  currency: { rates: { GBP: 2000, USD: 1600, EUR: 1750, CAD: 1150 }, asOf: '2025-01-10' },
  checkout: { maxUnitsPerSize: 4, maxOpenCheckouts: 3 },
  refunds: { staffMayRelease: false },
  updatedAt: serverTimestamp(),
  updatedBy,
  ...over,
});

/** Everything the matrix reads, written with rules bypassed (as the functions and the seed script do). */
export async function seed(owner: Firestore): Promise<void> {
  const t = ts('2025-01-10T09:00:00Z');
  const order = (userId: string): DocumentData => ({
    userId,
    customerId: userId,
    email: `${userId}@example.com`,
    channel: 'web',
    eventId: null,
    status: 'pending',
    paymentStatus: 'paid',
    items: [{ productId: 'p-active', qty: 1, unitPrice: 25000 }],
    subtotal: 25000,
    shippingZone: 'LAGOS',
    shippingFee: 2500,
    discount: 0,
    total: 27500,
    amountPaid: 27500,
    depositPaid: 0,
    balanceDue: 0,
    referralCode: null,
    paystackReference: `ref-${userId}`,
    createdAt: t,
    paidAt: t,
  });
  const emptyLines = { lines: [], totalCost: 0 };
  const docs: [string, DocumentData][] = [
    [
      'profiles/cust-a',
      {
        name: 'Ada',
        phone: '',
        whatsappOptIn: true,
        email: 'ada@example.com',
        role: 'customer',
        createdAt: t,
        updatedAt: t,
      },
    ],
    [
      'profiles/cust-b',
      {
        name: 'Bayo',
        phone: '',
        whatsappOptIn: false,
        email: 'bayo@example.com',
        role: 'customer',
        createdAt: t,
        updatedAt: t,
      },
    ],
    [
      'customers/cust-a',
      {
        userId: 'cust-a',
        email: 'ada@example.com',
        name: 'Ada',
        phone: '',
        city: 'Abeokuta',
        tags: [],
        referralCode: 'ADA10',
        lifetimeValue: 27500,
        orderCount: 1,
        lastOrderAt: t,
        measurements: null,
        createdAt: t,
      },
    ],
    [
      'customers/cust-b',
      {
        userId: 'cust-b',
        email: 'bayo@example.com',
        name: 'Bayo',
        phone: '',
        city: 'Lagos',
        tags: ['vip'],
        referralCode: null,
        lifetimeValue: 27500,
        orderCount: 1,
        lastOrderAt: t,
        measurements: null,
        createdAt: t,
      },
    ],
    ['customers/cust-a/notes/n1', { ...note('staff-1', 'Likes indigo.'), createdAt: t }],
    ['carts/cust-a', { ...cart(), updatedAt: t }],
    ['carts/cust-b', { ...cart([]), updatedAt: t }],
    ['orders/order-a', order('cust-a')],
    ['orders/order-b', order('cust-b')],
    ['orders/order-a/events/e1', { status: 'pending', note: 'Order placed', authorId: null, createdAt: t }],
    ['orders/order-b/events/e1', { status: 'pending', note: 'Order placed', authorId: null, createdAt: t }],
    [
      'payments/ref-cust-a',
      { orderId: 'order-a', purpose: 'order', amountKobo: 2750000, status: 'success', verifiedAt: t },
    ],
    [
      'products/p-active',
      product({
        sku: 'RTW-ADIRE-01',
        slug: 'adire-shirt',
        name: 'Adire Shirt',
        nameLower: 'adire shirt',
        description: '',
        price: 25000,
        featured: true,
        availability: { S: 'in', M: 'low' },
        createdAt: t,
        updatedAt: t,
      }),
    ],
    [
      'products/p-hidden',
      product({
        sku: 'MTO-AGBADA-01',
        slug: 'agbada',
        name: 'Agbada',
        nameLower: 'agbada',
        description: '',
        price: 90000,
        type: 'MTO',
        active: false,
        sizeOptions: [],
        leadTimeDays: 10,
        createdAt: t,
        updatedAt: t,
      }),
    ],
    [
      'productCosts/p-active',
      { cost: 9000, labourCost: 4000, bom: { M: [{ materialId: 'm1', qty: 2.5, unit: 'yard' }] } },
    ],
    ['stock/p-active', { sizes: { S: { onHand: 5, reorderLevel: 2 }, M: { onHand: 1, reorderLevel: 2 } } }],
    ['stock/p-drop', { sizes: { M: { onHand: 0, reorderLevel: 2 } }, shardCount: 2 }],
    ['stock/p-drop/shards/0', { onHand: { M: 13 } }],
    ['stock/p-drop/shards/1', { onHand: { M: 12 } }],
    ['preorderWindows/w1', { name: 'Harmattan Drop', active: true, startAt: t, endAt: null, depositPercent: 40 }],
    [
      'materials/m1',
      {
        sku: 'MAT-ADIRE',
        name: 'Adire fabric',
        unit: 'yard',
        category: 'fabric',
        active: true,
        minLevel: 10,
        onHand: 40,
        reorderLevel: 15,
      },
    ],
    [
      'materialLedger/l1',
      {
        materialId: 'm1',
        delta: 40,
        reason: 'initial',
        note: '',
        unitCost: 1500,
        vendorName: null,
        ref: null,
        authorId: 'staff-1',
        createdAt: t,
      },
    ],
    [
      'productionRuns/r1',
      {
        productId: 'p-active',
        productName: 'Adire Shirt',
        size: 'M',
        qty: 10,
        status: 'completed',
        orderId: null,
        materials: [{ materialId: 'm1', name: 'Adire fabric', unit: 'yard', qty: 25 }],
        ledgerIds: ['l1'],
        unitCost: 11800,
        createdAt: t,
        createdBy: 'staff-1',
        completedAt: t,
        completedBy: 'staff-1',
        returnedAt: null,
      },
    ],
    [
      'purchaseOrders/po-draft',
      purchaseOrder('staff-1', { status: 'draft', ...emptyLines, createdAt: t, updatedAt: t }),
    ],
    [
      'purchaseOrders/po-ordered',
      purchaseOrder('staff-1', { status: 'ordered', ...emptyLines, createdAt: t, updatedAt: t }),
    ],
    ['referralCodes/ADA10', { customerId: 'cust-a' }],
    ['referralVisits/ADA10_2025-01-10', { code: 'ADA10', day: '2025-01-10', visits: 3 }],
    [
      'referralStats/ADA10',
      {
        customerId: 'cust-a',
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        referredCount: 1,
        revenue: 27500,
        lastRedemptionAt: t,
      },
    ],
    [
      'stats/2025-01-10',
      { orders: 2, revenue: 55000, byType: { RTW: 2 }, skus: { 'RTW-ADIRE-01': 2 }, referralRevenue: 0 },
    ],
    ['mail/m1', { to: 'ada@example.com', message: { subject: 'Receipt', text: 'Thanks', html: '<p>Thanks</p>' } }],
    [
      'cartReminders/cust-a',
      { remindedAt: t, cartUpdatedAt: t, mailId: 'cart-reminder-cust-a-2025-01-10', checkoutStarted: false },
    ],
    ['keys/mailLinks', { secret: 'k'.repeat(43), createdAt: t }],
    [
      'refunds/ref-cust-a',
      { orderId: 'o-cust-a', amountKobo: 2_500_000, reason: 'order_cancelled', status: 'owed', attempts: 0 },
    ],
    ['leads/lead-1', { ...lead(), createdAt: t }],
    ['events/ev1', shopEvent({ date: t, active: true })],
    ['events/ev1/guests/g1', guest({ qrCode: 'QR-1' })],
    [
      'events/ev1/scans/s1',
      {
        code: 'QR-1',
        outcome: 'not_found',
        guestId: null,
        guestName: null,
        detail: '',
        authorId: 'staff-1',
        createdAt: t,
      },
    ],
    ['settings/global', settings('admin-1', { updatedAt: t })],
  ];
  const batch = writeBatch(owner);
  for (const [path, data] of docs) batch.set(doc(owner, path), data);
  await batch.commit();
}
