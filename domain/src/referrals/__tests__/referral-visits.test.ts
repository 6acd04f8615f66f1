import { describe, expect, it } from 'vitest';
import { referralVisitsId, visitsByCode } from '../referrals';

describe('referral link visits', () => {
  it('sums the daily counters per code, most visited first, ties by code', () => {
    expect(
      visitsByCode([
        { code: 'ADA-1', visits: 2 },
        { code: 'BAYO-2', visits: 5 },
        { code: 'ADA-1', visits: 4 },
        { code: 'CHI-3', visits: 6 },
        { code: 'ZED-4', visits: Number.NaN },
      ]),
    ).toEqual([
      { code: 'ADA-1', visits: 6 },
      { code: 'CHI-3', visits: 6 },
      { code: 'BAYO-2', visits: 5 },
      { code: 'ZED-4', visits: 0 },
    ]);
  });

  it('keeps one counter per code per day', () => {
    expect(referralVisitsId('ADA-1', '2026-11-25')).toBe('ADA-1_2026-11-25');
  });
});
