/**
 * Demo aso-ebi group and measurement profiles (docs/product.md#aso-ebi-groups): Amaka organises the family's
 * Owambe Sequin Boubou for a wedding in Abeokuta, with a member in every state — paid in full, on a deposit, joined
 * with measurements but unpaid, and still owing measurements (a child Tunde joined). Demo customers get named
 * profiles. The paid shares point at no demo order: they show the organiser's and tailor's screens, not finance.
 */
import { addDays, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { DAY_MS, type SeedDoc } from './types';

export const DEMO_GROUP_ID = 'grp-abeokuta-wedding';

const set = (bust: number, waist: number, hips: number, notes: string | null = null) => ({
  unit: 'in',
  bust,
  waist,
  hips,
  shoulder: null,
  sleeve: null,
  length: null,
  height: null,
  notes,
});

const PROFILES: readonly {
  uid: string;
  id: string;
  name: string;
  measurements: ReturnType<typeof set>;
  days: number;
}[] = [
  { uid: 'demo-amaka', id: 'me', name: 'Me', measurements: set(36, 29, 40), days: 30 },
  { uid: 'demo-amaka', id: 'mum', name: 'Mum', measurements: set(42, 36, 46, 'Prefers a looser sleeve.'), days: 12 },
  { uid: 'demo-tunde', id: 'me', name: 'Me', measurements: set(40, 34, 41), days: 60 },
  { uid: 'demo-tunde', id: 'tolu', name: 'Tolu', measurements: set(26, 23, 27, 'Age 9.'), days: 5 },
];

interface SeedMember {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly forSelf: boolean;
  readonly choice: string;
  readonly measurements: ReturnType<typeof set> | null;
  readonly profileName: string | null;
  readonly email: string;
  readonly share: boolean;
  readonly paymentStatus: 'unpaid' | 'deposit_paid' | 'paid';
  readonly amountPaid: number;
}

const MEMBERS: readonly SeedMember[] = [
  {
    id: 'demo-amaka',
    uid: 'demo-amaka',
    name: 'Amaka Nwosu',
    forSelf: true,
    choice: 'Boubou',
    measurements: set(36, 29, 40),
    profileName: 'Me',
    email: 'amaka@aso.demo',
    share: true,
    paymentStatus: 'paid',
    amountPaid: 85_000,
  },
  {
    id: 'demo-tunde',
    uid: 'demo-tunde',
    name: 'Tunde Bakare',
    forSelf: true,
    choice: 'Agbada cut',
    measurements: set(40, 34, 41),
    profileName: 'Me',
    email: 'tunde@aso.demo',
    share: false,
    paymentStatus: 'deposit_paid',
    amountPaid: 42_500,
  },
  {
    id: 'm-mama-nwosu',
    uid: 'demo-amaka',
    name: 'Mama Nwosu',
    forSelf: false,
    choice: 'Boubou',
    measurements: set(42, 36, 46, 'Prefers a looser sleeve.'),
    profileName: 'Mum',
    email: 'amaka@aso.demo',
    share: true,
    paymentStatus: 'unpaid',
    amountPaid: 0,
  },
  {
    id: 'm-tolu-bakare',
    uid: 'demo-tunde',
    name: 'Tolu Bakare',
    forSelf: false,
    choice: 'Boubou',
    measurements: null,
    profileName: null,
    email: 'tunde@aso.demo',
    share: false,
    paymentStatus: 'unpaid',
    amountPaid: 0,
  },
];

export function groupDocs(now: Date): SeedDoc[] {
  const today = lagosDayKey(now);
  const created = new Date(now.getTime() - 6 * DAY_MS);
  const docs: SeedDoc[] = PROFILES.map((p) => {
    const at = new Date(now.getTime() - p.days * DAY_MS);
    return {
      path: `customers/${p.uid}/measurementProfiles/${p.id}`,
      data: { name: p.name, measurements: p.measurements, takenOn: lagosDayKey(at), createdAt: at, updatedAt: at },
    };
  });
  docs.push({
    path: `groups/${DEMO_GROUP_ID}`,
    data: {
      title: 'Tolu & Femi’s wedding',
      organiserUid: 'demo-amaka',
      organiserName: 'Amaka Nwosu',
      productId: 'p-owambe-sequin-boubou',
      productName: 'Owambe Sequin Boubou',
      productType: 'PREORDER',
      productImage: 'products/owambe-sequin-boubou-1.webp',
      price: 85_000,
      eventDate: addDays(today, 45),
      joinDeadline: addDays(today, 20),
      city: 'Abeokuta',
      choices: ['Boubou', 'Agbada cut'],
      sizeOptions: [],
      payMode: 'self',
      status: 'open',
      memberCount: MEMBERS.length,
      createdAt: created,
      updatedAt: now,
      closedAt: null,
    },
  });
  MEMBERS.forEach((m, i) => {
    const joinedAt = new Date(created.getTime() + (i + 1) * 3_600_000);
    docs.push({
      path: `groups/${DEMO_GROUP_ID}/members/${m.id}`,
      data: {
        uid: m.uid,
        name: m.name,
        forSelf: m.forSelf,
        choice: m.choice,
        size: null,
        measurementsGiven: m.measurements !== null,
        shareWithOrganiser: m.share,
        paymentStatus: m.paymentStatus,
        amountPaid: m.amountPaid,
        orderId: null,
        paidBy: m.paymentStatus === 'unpaid' ? null : m.uid,
        joinedAt,
        updatedAt: joinedAt,
      },
    });
    docs.push({
      path: `groups/${DEMO_GROUP_ID}/members/${m.id}/private/details`,
      data: { email: m.email, measurements: m.measurements, profileName: m.profileName },
    });
  });
  return docs;
}

/** The seed's migration: every customer's single saved set becomes their first profile "Me" (unless one exists). */
export function firstProfiles(docs: readonly SeedDoc[]): SeedDoc[] {
  const paths = new Set(docs.map((d) => d.path));
  return docs.flatMap((d) => {
    const match = /^customers\/([^/]+)$/.exec(d.path);
    const measurements = d.data.measurements;
    if (!match || !measurements) return [];
    const path = `customers/${match[1]}/measurementProfiles/me`;
    if (paths.has(path)) return [];
    const at = (d.data.lastOrderAt ?? d.data.createdAt) as Date;
    return [
      {
        path,
        data: { name: 'Me', measurements, takenOn: lagosDayKey(at), createdAt: at, updatedAt: at },
      },
    ];
  });
}
