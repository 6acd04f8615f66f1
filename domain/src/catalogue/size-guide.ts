// The size chart and the quick recommender of docs/product.md#size-guide.
import { INCH_TO_CM } from '../shared/constants';
import {
  SIZE_BETWEEN_SIZES,
  SIZE_ENTER_NUMERIC,
  SIZE_GREAT_MATCH,
  SIZE_HIPS_FALLBACK,
  SIZE_MUST_BE_POSITIVE,
  sizeOutsideChart,
} from './messages';
import { toFiniteNumber } from '../shared/numbers';
import type { MeasurementUnit, Size } from '../shared/vocab';

export interface SizeRow {
  size: Size;
  /** Inclusive ranges in inches. */
  bust: readonly [number, number];
  waist: readonly [number, number];
  hips: readonly [number, number];
  uk: number;
  us: number;
  eu: number;
}

export const SIZE_CHART: readonly SizeRow[] = [
  { size: 'S', bust: [32, 35], waist: [25, 28], hips: [35, 38], uk: 8, us: 4, eu: 36 },
  { size: 'M', bust: [36, 38], waist: [29, 31], hips: [39, 41], uk: 10, us: 6, eu: 38 },
  { size: 'L', bust: [39, 41], waist: [32, 34], hips: [42, 44], uk: 12, us: 8, eu: 40 },
  { size: 'XL', bust: [42, 44], waist: [35, 37], hips: [45, 47], uk: 14, us: 10, eu: 42 },
];

/** The centimetre reference: the chart × 2.54, rounded to whole centimetres. */
export function sizeChartCm(): {
  size: Size;
  bust: [number, number];
  waist: [number, number];
  hips: [number, number];
}[] {
  const cm = ([a, b]: readonly [number, number]): [number, number] => [
    Math.round(a * INCH_TO_CM),
    Math.round(b * INCH_TO_CM),
  ];
  return SIZE_CHART.map((r) => ({ size: r.size, bust: cm(r.bust), waist: cm(r.waist), hips: cm(r.hips) }));
}

export type SizeRecommendation =
  { ok: true; size: Size; score: number; message: string } | { ok: false; message: string; outsideChart?: true };

const within = (v: number, [min, max]: readonly [number, number]): boolean => v >= min && v <= max;

const MEASURES = [
  { key: 'bust', label: 'Bust' },
  { key: 'waist', label: 'Waist' },
  { key: 'hips', label: 'Hips' },
] as const;

/** The chart in the unit typed: inches as printed, or the centimetre reference exactly as the page prints it. */
function chartIn(unit: MeasurementUnit): readonly Pick<SizeRow, 'size' | 'bust' | 'waist' | 'hips'>[] {
  return unit === 'cm' ? sizeChartCm() : SIZE_CHART;
}

/** From the smallest size's low end to the largest size's high end, per measurement, in the chart's unit. */
function chartSpan(
  rows: readonly Pick<SizeRow, 'bust' | 'waist' | 'hips'>[],
  key: (typeof MEASURES)[number]['key'],
): [number, number] {
  return [Math.min(...rows.map((r) => r[key][0])), Math.max(...rows.map((r) => r[key][1]))];
}

/** 'Bust 50 in is outside our size chart (32–44 in)' for each measurement the chart does not reach, in the unit typed. */
function outsideChart(typed: readonly number[], unit: MeasurementUnit): string[] {
  const rows = chartIn(unit);
  return MEASURES.flatMap(({ key, label }, i) => {
    const [min, max] = chartSpan(rows, key);
    const value = typed[i] ?? NaN;
    if (value >= min && value <= max) return [];
    return [`${label} ${typed[i]} ${unit} is outside our size chart (${min}–${max} ${unit})`];
  });
}

/**
 * docs/product.md#size-guide: numeric input (else 'Enter numeric measurements.'), all above zero, and each inside the
 * chart's span (no size is offered for a body the chart does not cover). Centimetres are judged against the
 * centimetre reference exactly as the page prints it (81–89 cm is S), so the guide never refuses or calls "between
 * sizes" what its own chart lists; inches against the inch chart. Each size scores a point per measurement inside its
 * range; the best score wins (ties go to the smaller size). Score 3 is a great match; 1–2 is between sizes; 0 falls
 * back to the first size whose hip range reaches the hips (XL when none does), with the hips message.
 */
export function recommendSize(input: {
  unit: MeasurementUnit;
  bust: unknown;
  waist: unknown;
  hips: unknown;
}): SizeRecommendation {
  const values = [input.bust, input.waist, input.hips].map(toFiniteNumber);
  if (values.some((v) => v === null)) return { ok: false, message: SIZE_ENTER_NUMERIC };
  const [bust, waist, hips] = values as [number, number, number];
  if (!(bust > 0 && waist > 0 && hips > 0)) return { ok: false, message: SIZE_MUST_BE_POSITIVE };
  const outside = outsideChart([bust, waist, hips], input.unit);
  if (outside.length > 0) return { ok: false, message: sizeOutsideChart(outside), outsideChart: true };

  const chart = chartIn(input.unit);
  let best = chart[0]!;
  let bestScore = -1;
  for (const row of chart) {
    const score = Number(within(bust, row.bust)) + Number(within(waist, row.waist)) + Number(within(hips, row.hips));
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  if (bestScore === 3) return { ok: true, size: best.size, score: 3, message: SIZE_GREAT_MATCH };
  if (bestScore > 0) return { ok: true, size: best.size, score: bestScore, message: SIZE_BETWEEN_SIZES };
  let byHips = best;
  for (const row of chart) {
    byHips = row;
    if (hips <= row.hips[1]) break;
  }
  return { ok: true, size: byHips.size, score: 0, message: SIZE_HIPS_FALLBACK };
}
