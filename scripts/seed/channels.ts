/**
 * Where the demo orders came from (docs/product.md#channels): a first touch for each, as a buyer's browser keeps it,
 * so the Dashboard and Finance show sales by channel. Chosen from the order's number, not from `random`, so the rest
 * of the demo data stays as it was; checkouts that were never paid lean to the social channels, as they do.
 */
import type { Attribution } from '@aso/domain';

type DemoTouch = Partial<Attribution> | null;

const PAID: readonly DemoTouch[] = [
  { source: 'instagram', medium: 'social', campaign: 'harmattan drop' },
  { source: 'whatsapp', medium: 'share', campaign: 'product' },
  { source: 'google', medium: 'shopping' },
  null,
  { referrer: 'l.instagram.com' },
  { source: 'meta', medium: 'catalog' },
  { referrer: 'google.com' },
  { source: 'whatsapp', medium: 'status', campaign: 'detty december' },
  null,
  { source: 'facebook', medium: 'paid', campaign: 'owambe season' },
  { source: 'instagram', medium: 'social', campaign: 'harmattan drop' },
  { source: 'google', medium: 'shopping' },
];
const UNPAID: readonly DemoTouch[] = [
  { source: 'instagram', medium: 'social', campaign: 'harmattan drop' },
  { source: 'facebook', medium: 'paid', campaign: 'owambe season' },
  { referrer: 'l.instagram.com' },
  { source: 'whatsapp', medium: 'status', campaign: 'detty december' },
];

/** The order's attribution as startCheckout keeps it: null for a direct visit and for a sale at a pop-up. */
export function demoAttribution(args: {
  n: number;
  createdAt: Date;
  referralCode: string | null;
  atEvent: boolean;
  paid: boolean;
}) {
  if (args.atEvent) return null;
  const touch: DemoTouch = args.referralCode
    ? args.n % 2 === 0
      ? { source: 'whatsapp', medium: 'referral', referralCode: args.referralCode }
      : { referralCode: args.referralCode }
    : args.paid
      ? PAID[args.n % PAID.length]!
      : UNPAID[Math.floor(args.n / 4) % UNPAID.length]!;
  if (!touch) return null;
  return {
    source: touch.source ?? null,
    medium: touch.medium ?? null,
    campaign: touch.campaign ?? null,
    referralCode: touch.referralCode ?? null,
    referrer: touch.referrer ?? null,
    // The visit began a few hours to a couple of days before the checkout.
    landedAt: new Date(args.createdAt.getTime() - (3 + (args.n % 45)) * 3_600_000),
  };
}
