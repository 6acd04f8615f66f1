import { describe, expect, it } from 'vitest';
import { depositWindowsClosed, nextBalanceReminder } from '../balance-reminders';

const now = new Date('2026-11-25T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('balance reminders', () => {
  it('at most once every 3 days, at most 3 times', () => {
    expect(nextBalanceReminder([], now)).toBe(1);
    expect(nextBalanceReminder([daysAgo(2.9)], now)).toBeNull();
    expect(nextBalanceReminder([daysAgo(3)], now)).toBe(2);
    expect(nextBalanceReminder([daysAgo(7), daysAgo(3.5)], now)).toBe(3);
    expect(nextBalanceReminder([daysAgo(7), daysAgo(1)], now)).toBeNull();
    expect(nextBalanceReminder([daysAgo(9), daysAgo(6), daysAgo(3)], now)).toBeNull();
  });

  it('only when every deposit line’s window has ended or was closed', () => {
    const items = [
      { productId: 'a', payMode: 'deposit' },
      { productId: 'b', payMode: 'full' },
    ];
    const windows = (w: { active: boolean; endAt: Date | null } | null) => new Map([['a', w]]);
    expect(depositWindowsClosed(items, windows({ active: true, endAt: daysAgo(1) }), now)).toBe(true);
    expect(depositWindowsClosed(items, windows({ active: false, endAt: null }), now)).toBe(true);
    expect(depositWindowsClosed(items, windows({ active: true, endAt: daysAgo(-1) }), now)).toBe(false);
    expect(depositWindowsClosed(items, windows({ active: true, endAt: null }), now)).toBe(false);
    expect(depositWindowsClosed(items, windows(null), now)).toBe(false);
    expect(depositWindowsClosed([{ productId: 'b', payMode: 'full' }], windows(null), now)).toBe(false);
  });
});
