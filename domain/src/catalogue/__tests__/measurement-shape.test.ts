// The measurement forms' lists are the schema's: the boxes required and optional are the ones measurementsSchema
// requires and lets be empty, and the unit choices are its units.
import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_UNIT_LABELS,
  OPTIONAL_MEASUREMENTS,
  REQUIRED_MEASUREMENTS,
} from '../measurements';
import { measurementsSchema } from '../schemas/measurements';

const fits = { unit: 'in', bust: 36, waist: 30, hips: 40 };

describe('measurement lists follow the schema', () => {
  it('required and optional boxes are every measurement, once', () => {
    expect([...REQUIRED_MEASUREMENTS, ...OPTIONAL_MEASUREMENTS].sort()).toEqual([...MEASUREMENT_FIELDS].sort());
  });

  it('the schema requires exactly the required ones and lets the optional ones be empty', () => {
    expect(measurementsSchema.safeParse(fits).success).toBe(true);
    for (const field of REQUIRED_MEASUREMENTS)
      expect(measurementsSchema.safeParse({ ...fits, [field]: null }).success, field).toBe(false);
    for (const field of OPTIONAL_MEASUREMENTS)
      expect(measurementsSchema.safeParse({ ...fits, [field]: null }).success, field).toBe(true);
  });

  it('the unit choices are the schema’s units', () => {
    expect(Object.keys(MEASUREMENT_UNIT_LABELS)).toEqual(measurementsSchema.shape.unit.options);
  });
});
