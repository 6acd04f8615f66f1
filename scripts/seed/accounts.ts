/** Demo accounts loaded by `npm start` and shown in the README. Local emulator only: never real credentials. */
export interface DemoAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly role: 'admin' | 'staff' | 'customer';
  readonly phone: string;
  /** Said yes to cart reminders and news by mail (docs/product.md#cart-reminders). */
  readonly emailOptIn?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@aso.demo',
    password: 'aso-admin-2026',
    name: 'Funmilayo Adebayo',
    role: 'admin',
    phone: '+2348031234501',
  },
  {
    uid: 'demo-staff',
    email: 'staff@aso.demo',
    password: 'aso-staff-2026',
    name: 'Chidi Okafor',
    role: 'staff',
    phone: '+2348031234502',
  },
  {
    uid: 'demo-amaka',
    email: 'amaka@aso.demo',
    password: 'aso-amaka-2026',
    name: 'Amaka Nwosu',
    role: 'customer',
    phone: '+2348051234503',
  },
  {
    uid: 'demo-tunde',
    email: 'tunde@aso.demo',
    password: 'aso-tunde-2026',
    name: 'Tunde Bakare',
    role: 'customer',
    phone: '+2348061234504',
  },
  {
    // Left a cart a few hours before `npm start`: the cart reminder job mails her (scripts/seed/reminders.ts).
    uid: 'demo-kemi',
    email: 'kemi@aso.demo',
    password: 'aso-kemi-2026',
    name: 'Kemi Adeyemi',
    role: 'customer',
    phone: '+2348071234505',
    emailOptIn: true,
  },
];
