import * as z from 'zod';
import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS, measurementRange } from '../measurements';
import { measurementOutOfRange, SIZE_ENTER_NUMERIC } from '../messages';
import { MEASUREMENT_UNITS } from '../../shared/vocab';
import { optionalText } from '../../shared/schemas/common';

const value = z.number({ error: SIZE_ENTER_NUMERIC }).refine(Number.isFinite, SIZE_ENTER_NUMERIC);
const optionalValue = value.nullable().default(null);

/** MTO measurements in one unit, each within its range for that unit ('Bust must be between 24 and 70 in.'). */
export const measurementsSchema = z
  .strictObject({
    unit: z.enum(MEASUREMENT_UNITS, { error: 'Choose inches or centimetres.' }),
    bust: value,
    waist: value,
    hips: value,
    shoulder: optionalValue,
    sleeve: optionalValue,
    length: optionalValue,
    height: optionalValue,
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
