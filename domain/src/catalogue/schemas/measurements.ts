import * as z from 'zod';
import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS, measurementRange } from '../measurements';
import { measurementNotANumber, measurementOutOfRange } from '../messages';
import { MEASUREMENT_UNITS } from '../../shared/vocab';
import { optionalText } from '../../shared/schemas/common';

/** Each box says its own words ('Enter the bust as a number.'), so three empty boxes never repeat one sentence. */
const valueOf = (field: keyof typeof MEASUREMENT_LABELS) => {
  const message = measurementNotANumber(MEASUREMENT_LABELS[field]);
  return z.number({ error: message }).refine(Number.isFinite, message);
};
const optionalValue = (field: keyof typeof MEASUREMENT_LABELS) => valueOf(field).nullable().default(null);

/** MTO measurements in one unit, each within its range for that unit ('Bust must be between 24 and 70 in.'). */
export const measurementsSchema = z
  .strictObject({
    unit: z.enum(MEASUREMENT_UNITS, { error: 'Choose inches or centimetres.' }),
    bust: valueOf('bust'),
    waist: valueOf('waist'),
    hips: valueOf('hips'),
    shoulder: optionalValue('shoulder'),
    sleeve: optionalValue('sleeve'),
    length: optionalValue('length'),
    height: optionalValue('height'),
    notes: optionalText(500).default(null),
  })
  .superRefine((m, ctx) => {
    for (const field of MEASUREMENT_FIELDS) {
      const v = m[field];
      if (v === null) continue;
      const { min, max } = measurementRange(field, m.unit);
      if (v < min || v > max) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: measurementOutOfRange(MEASUREMENT_LABELS[field], min, max, m.unit),
        });
      }
    }
  });

export type Measurements = z.output<typeof measurementsSchema>;
