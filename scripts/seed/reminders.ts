/**
 * Demo cart reminders (docs/product.md#cart-reminders): Kemi said yes to mails and left a cart 4 hours before the
 * demo starts — an Adire Indigo Kaftan in M and a Kente Flare Midi Dress in L, a size that has sold out since — so
 * the reminder job of `npm start` mails her within its first minute (at 08:00 when started at night in Lagos), and
 * the mail and her cart say the L is gone. The last week's reminders sent and recovered are on the Dashboard.
 */
import { addDays, lagosDayKey } from '@aso/domain';
import { pieceById } from './catalogue';
import type { SeedDoc } from './types';

const HOUR_MS = 3_600_000;

/** Reminders sent and carts recovered over the last 7 Lagos days, today last. */
const WEEK: readonly { sent: number; recovered: number }[] = [
  { sent: 3, recovered: 1 },
  { sent: 2, recovered: 0 },
  { sent: 4, recovered: 1 },
  { sent: 1, recovered: 0 },
  { sent: 3, recovered: 0 },
  { sent: 2, recovered: 1 },
  { sent: 0, recovered: 0 },
];

const cartLine = (pieceId: string, size: string) => {
  const piece = pieceById(pieceId);
  return {
    productId: piece.id,
    name: piece.name,
    sku: piece.sku,
    type: piece.type,
    size,
    qty: 1,
    unitPrice: piece.price,
    payMode: null,
  };
};

export function reminderDocs(now: Date): SeedDoc[] {
  const today = lagosDayKey(now);
  const week = WEEK.map((figures, i) => ({
    path: `stats/${addDays(today, i - (WEEK.length - 1))}`,
    data: { cartReminders: figures },
  }));
  return [
    {
      path: 'carts/demo-kemi',
      data: {
        lines: [cartLine('p-adire-indigo-kaftan', 'M'), cartLine('p-kente-flare-midi', 'L')],
        referralCode: null,
        updatedAt: new Date(now.getTime() - 4 * HOUR_MS),
      },
    },
    ...week,
  ];
}
