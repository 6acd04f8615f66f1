import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKeyWords,
  dayKeysBetween,
  isDayKey,
  lagosDateTime,
  lagosDayKey,
  lagosIsoString,
  lagosOffsetMinutes,
  startOfLagosDay,
} from '../lagos-time';

describe('Lagos days', () => {
  it('23:30 Lagos is still that day; 00:30 Lagos is the next (UTC+1, no DST)', () => {
    // 23:30 Lagos on 1 March = 22:30 UTC on 1 March.
    expect(lagosDayKey(new Date('2025-03-01T22:30:00Z'))).toBe('2025-03-01');
    // 00:30 Lagos on 2 March = 23:30 UTC on 1 March: UTC still says 1 March, Lagos says 2 March.
    expect(lagosDayKey(new Date('2025-03-01T23:30:00Z'))).toBe('2025-03-02');
    // Exactly midnight Lagos belongs to the new day; one millisecond before does not.
    expect(lagosDayKey(new Date('2025-03-01T23:00:00Z'))).toBe('2025-03-02');
    expect(lagosDayKey(new Date('2025-03-01T22:59:59.999Z'))).toBe('2025-03-01');
  });

  it('year boundary and leap day', () => {
    expect(lagosDayKey(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(lagosDayKey(new Date('2024-02-28T23:00:00Z'))).toBe('2024-02-29');
  });

  it('the offset is +60 minutes in January and July', () => {
    expect(lagosOffsetMinutes(new Date('2025-01-15T12:00:00Z'))).toBe(60);
    expect(lagosOffsetMinutes(new Date('2025-07-15T12:00:00Z'))).toBe(60);
  });

  it('a day starts at 23:00 UTC the day before', () => {
    expect(startOfLagosDay('2025-03-02').toISOString()).toBe('2025-03-01T23:00:00.000Z');
    expect(startOfLagosDay('2025-01-01').toISOString()).toBe('2024-12-31T23:00:00.000Z');
    expect(() => startOfLagosDay('2025-02-30')).toThrow(RangeError);
  });

  it('local text forms', () => {
    const at = new Date('2025-03-01T23:30:05Z');
    expect(lagosDateTime(at)).toBe('2025-03-02 00:30');
    expect(lagosIsoString(at)).toBe('2025-03-02T00:30:05+01:00');
    expect(() => lagosDayKey(new Date('nope'))).toThrow(RangeError);
  });

  it('a day in words as the shop writes dates (27 Nov 2026), anything else as given', () => {
    expect(dayKeyWords('2026-11-27')).toBe('27 Nov 2026');
    expect(dayKeyWords('2027-01-01')).toBe('1 Jan 2027');
    expect(dayKeyWords('2026-02-30')).toBe('2026-02-30');
    expect(dayKeyWords('')).toBe('');
  });

  it('day keys: checking and calendar arithmetic', () => {
    expect(isDayKey('2025-03-01')).toBe(true);
    expect(isDayKey('2025-02-29')).toBe(false);
    expect(isDayKey('2025-3-1')).toBe(false);
    expect(isDayKey(20250301)).toBe(false);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', 0)).toBe('2025-03-01');
    expect(dayKeysBetween('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(dayKeysBetween('2025-03-02', '2025-03-01')).toEqual([]);
    expect(() => addDays('x', 1)).toThrow(RangeError);
  });
});

describe('Lagos time written out', () => {
  it("agrees with Intl's Africa/Lagos and en-NG on every hour of four years", () => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Lagos',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const words = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let at = Date.UTC(2024, 0, 1, 0, 7); at < Date.UTC(2028, 0, 1); at += 3_600_000) {
      const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
      const key = `${p.year}-${p.month}-${p.day}`;
      expect(lagosDateTime(new Date(at))).toBe(`${key} ${p.hour}:${p.minute}`);
      expect(dayKeyWords(key)).toBe(words.format(new Date(`${key}T12:00:00Z`)));
    }
  });
});
