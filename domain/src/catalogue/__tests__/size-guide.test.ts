import { describe, expect, it } from 'vitest';
import { sanitiseDecimalInput, measurementRange } from '../measurements';
import {
  SIZE_BETWEEN_SIZES,
  SIZE_ENTER_NUMERIC,
  SIZE_GREAT_MATCH,
  SIZE_HIPS_FALLBACK,
  SIZE_MUST_BE_POSITIVE,
} from '../messages';
import { SIZE_CHART, recommendSize, sizeChartCm } from '../size-guide';

describe('size chart', () => {
  it('is the size chart of docs/product.md', () => {
    expect(SIZE_CHART.map((r) => [r.size, r.bust, r.waist, r.hips, r.uk, r.us, r.eu])).toEqual([
      ['S', [32, 35], [25, 28], [35, 38], 8, 4, 36],
      ['M', [36, 38], [29, 31], [39, 41], 10, 6, 38],
      ['L', [39, 41], [32, 34], [42, 44], 12, 8, 40],
      ['XL', [42, 44], [35, 37], [45, 47], 14, 10, 42],
    ]);
  });

  it('has a centimetre reference (× 2.54, whole cm)', () => {
    expect(sizeChartCm()[0]).toEqual({ size: 'S', bust: [81, 89], waist: [64, 71], hips: [89, 97] });
  });
});

describe('size recommender', () => {
  it('score 3: great match', () => {
    expect(recommendSize({ unit: 'in', bust: 37, waist: 30, hips: 40 })).toEqual({
      ok: true,
      size: 'M',
      score: 3,
      message: SIZE_GREAT_MATCH,
    });
  });

  it('range edges are inside', () => {
    expect(recommendSize({ unit: 'in', bust: 32, waist: 28, hips: 35 })).toMatchObject({ size: 'S', score: 3 });
    expect(recommendSize({ unit: 'in', bust: 44, waist: 37, hips: 47 })).toMatchObject({ size: 'XL', score: 3 });
  });

  it('scores 1–2: between sizes, consider the larger', () => {
    expect(recommendSize({ unit: 'in', bust: 37, waist: 30, hips: 43 })).toEqual({
      ok: true,
      size: 'M',
      score: 2,
      message: SIZE_BETWEEN_SIZES,
    });
    // S scores 1 on bust, M 1 on waist, XL 1 on hips: a tie goes to the first (smaller) size.
    expect(recommendSize({ unit: 'in', bust: 34, waist: 30, hips: 46 })).toMatchObject({
      size: 'S',
      score: 1,
      message: SIZE_BETWEEN_SIZES,
    });
  });

  it('score 0 falls back to the size whose hip range fits, with the hips message', () => {
    // Every value sits in a gap between ranges: hips 38.5 is above S (35–38), so M is the first that reaches it.
    expect(recommendSize({ unit: 'in', bust: 35.5, waist: 28.5, hips: 38.5 })).toEqual({
      ok: true,
      size: 'M',
      score: 0,
      message: SIZE_HIPS_FALLBACK,
    });
    // Past L's hips (44) and below XL's (45): XL is the first whose hip range reaches them.
    expect(recommendSize({ unit: 'in', bust: 41.5, waist: 34.5, hips: 44.5 })).toMatchObject({
      size: 'XL',
      score: 0,
      message: SIZE_HIPS_FALLBACK,
    });
  });

  it('offers no size for measurements outside the chart, and says which and what the chart covers', () => {
    expect(recommendSize({ unit: 'in', bust: 50, waist: 50, hips: 50 })).toEqual({
      ok: false,
      outsideChart: true,
      message:
        'Bust 50 in is outside our size chart (32–44 in); Waist 50 in is outside our size chart (25–37 in); ' +
        'Hips 50 in is outside our size chart (35–47 in). Our made-to-order pieces are cut to your own ' +
        'measurements: choose one and give them at checkout, or ask us on WhatsApp.',
    });
    const small = recommendSize({ unit: 'in', bust: 20, waist: 26, hips: 36 });
    expect(small.ok).toBe(false);
    expect(small.message).toMatch(/^Bust 20 in is outside our size chart \(32–44 in\)\. /);
    // In centimetres the span is the printed centimetre chart's: 81–112 cm.
    const cm = recommendSize({ unit: 'cm', bust: '120', waist: 76, hips: 101.6 });
    expect(cm.ok).toBe(false);
    expect(cm.message).toMatch(/^Bust 120 cm is outside our size chart \(81–112 cm\)\. /);
    // The chart's very ends are inside it.
    expect(recommendSize({ unit: 'in', bust: 32, waist: 37, hips: 47 })).toMatchObject({ ok: true });
  });

  it('centimetres are judged by the centimetre chart the page prints, so it never refuses what it lists', () => {
    expect(recommendSize({ unit: 'cm', bust: '94', waist: '76', hips: '101.6' })).toMatchObject({
      size: 'M',
      score: 3,
    });
    // The chart prints S as 81–89 / 64–71 / 89–97 cm and XL's bust up to 112 cm: each end is that size.
    expect(recommendSize({ unit: 'cm', bust: 81, waist: 64, hips: 89 })).toMatchObject({ size: 'S', score: 3 });
    expect(recommendSize({ unit: 'cm', bust: 89, waist: 71, hips: 97 })).toMatchObject({ size: 'S', score: 3 });
    expect(recommendSize({ unit: 'cm', bust: 112, waist: 94, hips: 119 })).toMatchObject({ size: 'XL', score: 3 });
    // 90 cm falls between S (to 89) and M (from 91) as printed: between sizes.
    expect(recommendSize({ unit: 'cm', bust: 90, waist: 76, hips: 101 })).toMatchObject({ size: 'M', score: 2 });
  });

  it('numeric, above zero', () => {
    expect(recommendSize({ unit: 'in', bust: '', waist: 30, hips: 40 })).toEqual({
      ok: false,
      message: SIZE_ENTER_NUMERIC,
    });
    expect(recommendSize({ unit: 'in', bust: 'abc', waist: 30, hips: 40 })).toEqual({
      ok: false,
      message: SIZE_ENTER_NUMERIC,
    });
    expect(recommendSize({ unit: 'in', bust: NaN, waist: 30, hips: 40 })).toEqual({
      ok: false,
      message: SIZE_ENTER_NUMERIC,
    });
    expect(recommendSize({ unit: 'in', bust: 0, waist: 30, hips: 40 })).toEqual({
      ok: false,
      message: SIZE_MUST_BE_POSITIVE,
    });
    expect(recommendSize({ unit: 'cm', bust: 90, waist: -1, hips: 100 })).toEqual({
      ok: false,
      message: SIZE_MUST_BE_POSITIVE,
    });
  });
});

describe('measurement input and units', () => {
  it('digits and one decimal point; a comma is the point, and a minus stays to be refused in words', () => {
    expect(sanitiseDecimalInput('3a2.5.1')).toBe('32.51');
    expect(sanitiseDecimalInput('-12,5')).toBe('-12.5');
    expect(sanitiseDecimalInput(' -5')).toBe('-5');
    expect(sanitiseDecimalInput('5-')).toBe('5');
    expect(recommendSize({ unit: 'in', bust: sanitiseDecimalInput('-5'), waist: 30, hips: 40 })).toEqual({
      ok: false,
      message: SIZE_MUST_BE_POSITIVE,
    });
    expect(sanitiseDecimalInput('.5')).toBe('.5');
    expect(sanitiseDecimalInput('')).toBe('');
  });

  it('widens ranges outward in cm', () => {
    expect(measurementRange('bust', 'in')).toEqual({ min: 24, max: 70 });
    expect(measurementRange('bust', 'cm')).toEqual({ min: 60, max: 178 });
    expect(measurementRange('height', 'cm')).toEqual({ min: 121, max: 229 });
  });
});
