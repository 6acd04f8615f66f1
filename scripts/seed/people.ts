/** Demo customers (two with accounts), their notes, tags and referral codes, and the accounts' profiles. */
import { normaliseCustomerPhone, tagKeysOf, type ShippingZone } from '@aso/domain';
import { DEMO_ACCOUNTS } from './accounts';
import { DAY_MS, type SeedDoc } from './types';

export interface DemoCustomer {
  readonly id: string;
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly city: string;
  readonly zone: ShippingZone;
  readonly address: string;
  /** Where the pieces go (ISO code); Nigeria unless said. */
  readonly country?: string;
  /** A customer abroad: where what their zone does not take (pre-orders) is sent instead, e.g. family in Lagos. */
  readonly forwarding?: { readonly address: string; readonly zone: ShippingZone };
  readonly tags: readonly string[];
  readonly referralCode: string | null;
  readonly joinedDaysAgo: number;
  readonly notes: readonly string[];
}

/** As the customers gave their numbers, the local way; the shop keeps them in international form (CUSTOMERS). */
const AS_GIVEN: readonly DemoCustomer[] = [
  {
    id: 'demo-amaka',
    userId: 'demo-amaka',
    name: 'Amaka Nwosu',
    email: 'amaka@aso.demo',
    phone: '0805 123 4503',
    city: 'Lagos',
    zone: 'LAGOS',
    address: '14 Admiralty Way, Lekki Phase 1, Lagos',
    tags: ['VIP', 'Instagram'],
    referralCode: 'AMAKA-7Q2X',
    joinedDaysAgo: 110,
    notes: [
      'Prefers bold prints; asked to be told first about the Harmattan Drop.',
      'Wore the Kente Flare Midi to a wedding — sent photos for the lookbook.',
    ],
  },
  {
    id: 'demo-tunde',
    userId: 'demo-tunde',
    name: 'Tunde Bakare',
    email: 'tunde@aso.demo',
    phone: '0806 123 4504',
    city: 'Abeokuta',
    zone: 'ABEOKUTA',
    address: '7 Oke-Ilewo Road, Abeokuta, Ogun',
    tags: ['Walk-in', 'Repeat'],
    referralCode: 'TUNDE-K4M9',
    joinedDaysAgo: 95,
    notes: ['Collects in store on Saturdays.'],
  },
  {
    id: 'c-ngozi-eze',
    userId: null,
    name: 'Ngozi Eze',
    email: 'ngozi.eze@example.ng',
    phone: '0809 111 2233',
    city: 'Lagos',
    zone: 'LAGOS',
    address: '3 Bourdillon Road, Ikoyi, Lagos',
    tags: ['Bridal', 'VIP'],
    referralCode: 'NGOZI-B7R2',
    joinedDaysAgo: 100,
    notes: ['Wedding on 20 December — bridal kaftan fitting booked.', 'Bridesmaids (6) may order aso-ebi gowns.'],
  },
  {
    id: 'c-kelechi-obi',
    userId: null,
    name: 'Kelechi Obi',
    email: 'kelechi.obi@example.ng',
    phone: '0802 334 4556',
    city: 'Abuja',
    zone: 'ABUJA',
    address: '22 Aminu Kano Crescent, Wuse 2, Abuja',
    tags: ['Instagram'],
    referralCode: 'KELECH-5T8W',
    joinedDaysAgo: 80,
    notes: [],
  },
  {
    id: 'c-yetunde-alabi',
    userId: null,
    name: 'Yetunde Alabi',
    email: 'yetunde.alabi@example.ng',
    phone: '0803 445 5667',
    city: 'Abeokuta',
    zone: 'ABEOKUTA',
    address: '11 Ibara Housing Estate, Abeokuta',
    tags: ['Walk-in'],
    referralCode: 'YETUND-3HQ8',
    joinedDaysAgo: 75,
    notes: ['Runs a boutique in Ibara; interested in wholesale adire.'],
  },
  {
    id: 'c-emeka-nnamdi',
    userId: null,
    name: 'Emeka Nnamdi',
    email: 'emeka.nnamdi@example.ng',
    phone: '0804 556 6778',
    city: 'Port Harcourt',
    zone: 'NATIONWIDE',
    address: '5 Aba Road, GRA Phase 2, Port Harcourt',
    tags: ['Instagram', 'Repeat'],
    referralCode: 'EMEKAN-2P4R',
    joinedDaysAgo: 70,
    notes: [],
  },
  {
    id: 'c-halima-bello',
    userId: null,
    name: 'Halima Bello',
    email: 'halima.bello@example.ng',
    phone: '0805 667 7889',
    city: 'Kano',
    zone: 'NATIONWIDE',
    address: '18 Zaria Road, Nassarawa GRA, Kano',
    tags: [],
    referralCode: 'HALIMA-7C3K',
    joinedDaysAgo: 60,
    notes: ['Asked for longer sleeves on the shirt dress.'],
  },
  {
    id: 'c-ifeoma-chukwu',
    userId: null,
    name: 'Ifeoma Chukwu',
    email: 'ifeoma.chukwu@example.ng',
    phone: '0806 778 8990',
    city: 'Enugu',
    zone: 'NATIONWIDE',
    address: '9 Ogui Road, Enugu',
    // Tagged by hand before the quick tags, in lower case: the VIP filter finds her all the same.
    tags: ['Repeat', 'vip', 'Owambe crew'],
    referralCode: 'IFEOMA-9D2L',
    joinedDaysAgo: 55,
    notes: [],
  },
  {
    id: 'c-segun-adeyemi',
    userId: null,
    name: 'Segun Adeyemi',
    email: 'segun.adeyemi@example.ng',
    phone: '0807 889 9001',
    city: 'Ibadan',
    zone: 'NATIONWIDE',
    address: '2 Ring Road, Ibadan, Oyo',
    tags: ['Walk-in'],
    referralCode: 'SEGUNA-8M1D',
    joinedDaysAgo: 40,
    notes: [],
  },
  {
    id: 'c-zainab-musa',
    userId: null,
    name: 'Zainab Musa',
    email: 'zainab.musa@example.ng',
    phone: '0808 990 0112',
    city: 'Abuja',
    zone: 'ABUJA',
    address: '41 Gana Street, Maitama, Abuja',
    tags: ['Instagram'],
    referralCode: 'ZAINAB-4H6Q',
    joinedDaysAgo: 30,
    notes: [],
  },
  {
    id: 'c-bolaji-ogunleye',
    userId: null,
    name: 'Bolaji Ogunleye',
    email: 'bolaji.ogunleye@example.ng',
    phone: '0801 223 3445',
    city: 'Lagos',
    zone: 'LAGOS',
    address: '27 Allen Avenue, Ikeja, Lagos',
    tags: [],
    referralCode: 'BOLAJI-9F2T',
    joinedDaysAgo: 20,
    notes: [],
  },
  {
    id: 'c-chiamaka-okeke',
    userId: null,
    name: 'Chiamaka Okeke',
    email: 'chiamaka.okeke@example.ng',
    phone: '+44 7700 900461',
    city: 'London',
    zone: 'UK_IRELAND',
    country: 'GB',
    address: 'Flat 3, 41 Rye Lane, Peckham, London SE15 5BY',
    forwarding: { address: 'c/o 12 Herbert Macaulay Way, Yaba, Lagos (her sister Adaeze)', zone: 'LAGOS' },
    tags: ['Instagram'],
    referralCode: 'CHIAMA-3X7N',
    joinedDaysAgo: 12,
    notes: [],
  },
];

/**
 * The demo customers as the shop keeps them: each number in the one form every screen stores and searches
 * (normaliseCustomerPhone), and — the shop's rule — a referral code for everyone with a paid order (all of them
 * buy in the demo's 90 days).
 */
export const CUSTOMERS: readonly DemoCustomer[] = AS_GIVEN.map((c) => ({
  ...c,
  phone: normaliseCustomerPhone(c.phone) ?? '',
}));

export function peopleDocs(now: Date): SeedDoc[] {
  const docs: SeedDoc[] = [];
  const staff = DEMO_ACCOUNTS.find((a) => a.role === 'staff');
  for (const account of DEMO_ACCOUNTS) {
    const joined = new Date(now.getTime() - 120 * DAY_MS);
    docs.push({
      path: `profiles/${account.uid}`,
      data: {
        name: account.name,
        phone: account.phone,
        whatsappOptIn: true,
        emailOptIn: account.emailOptIn ?? false,
        email: account.email,
        role: account.role,
        createdAt: joined,
        updatedAt: joined,
      },
    });
  }
  for (const c of CUSTOMERS) {
    const createdAt = new Date(now.getTime() - c.joinedDaysAgo * DAY_MS);
    // lifetimeValue, orderCount and lastOrderAt are filled in from the demo orders (activity.ts).
    docs.push({
      path: `customers/${c.id}`,
      data: {
        userId: c.userId,
        name: c.name,
        email: c.email,
        phone: c.phone,
        city: c.city,
        tags: [...c.tags],
        // What the CRM's tag filter asks for (as changeCustomerTags keeps it).
        tagKeys: tagKeysOf(c.tags),
        referralCode: c.referralCode,
        lifetimeValue: 0,
        orderCount: 0,
        lastOrderAt: null,
        measurements: null,
        createdAt,
        updatedAt: createdAt,
      },
    });
    if (c.referralCode) docs.push({ path: `referralCodes/${c.referralCode}`, data: { customerId: c.id } });
    c.notes.forEach((body, i) => {
      docs.push({
        path: `customers/${c.id}/notes/n${i + 1}`,
        data: {
          body,
          authorId: staff?.uid ?? 'demo-staff',
          authorName: staff?.name ?? 'Staff',
          createdAt: new Date(createdAt.getTime() + (i + 1) * 3 * DAY_MS),
        },
      });
    });
  }
  return docs;
}
