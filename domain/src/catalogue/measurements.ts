// Body measurements for made-to-order pieces. Ranges are stated in inches; centimetre ranges are the same
// ranges × 2.54, rounded outward to whole centimetres so an inch-valid value is never refused in cm.
import { INCH_TO_CM } from '../shared/constants';
import type { MeasurementUnit } from '../shared/vocab';

export const MEASUREMENT_FIELDS = ['bust', 'waist', 'hips', 'shoulder', 'sleeve', 'length', 'height'] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

/** The three every MTO order needs; the rest help the tailor and may be left out. */
export const REQUIRED_MEASUREMENTS = ['bust', 'waist', 'hips'] as const satisfies readonly MeasurementField[];
export const OPTIONAL_MEASUREMENTS = [
  'shoulder',
  'sleeve',
  'length',
  'height',
] as const satisfies readonly MeasurementField[];

/** The unit choices as a form names them, one per MEASUREMENT_UNITS value. */
export const MEASUREMENT_UNIT_LABELS: Readonly<Record<MeasurementUnit, string>> = { in: 'Inches', cm: 'Centimetres' };

export const MEASUREMENT_LABELS: Readonly<Record<MeasurementField, string>> = {
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
  length: 'Length',
  height: 'Height',
};

/** Adult ranges in inches, wide enough for every body we make clothes for, narrow enough to catch typos. */
export const MEASUREMENT_RANGES_IN: Readonly<Record<MeasurementField, { min: number; max: number }>> = {
  bust: { min: 24, max: 70 },
  waist: { min: 18, max: 70 },
  hips: { min: 24, max: 75 },
  shoulder: { min: 10, max: 30 },
  sleeve: { min: 10, max: 40 },
  length: { min: 10, max: 75 },
  height: { min: 48, max: 90 },
};

export function measurementRange(field: MeasurementField, unit: MeasurementUnit): { min: number; max: number } {
  const range = MEASUREMENT_RANGES_IN[field];
  if (unit === 'in') return range;
  return { min: Math.floor(range.min * INCH_TO_CM), max: Math.ceil(range.max * INCH_TO_CM) };
}

/**
 * Form input accepts digits and one decimal point (docs/product.md#size-guide): '3a2.5.1' → '32.51'. A comma is a
 * decimal point ('92,5' → '92.5', as many phones abroad type it), and a leading minus stays, so '-5' is refused in
 * words rather than silently read as 5.
 */
export function sanitiseDecimalInput(text: string): string {
  let seenPoint = false;
  let out = text.trimStart().startsWith('-') ? '-' : '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if ((ch === '.' || ch === ',') && !seenPoint) {
      seenPoint = true;
      out += '.';
    }
  }
  return out;
}
