import * as z from 'zod';
import { PROFILE_NAME_BLANK } from '../../groups/groups';
import { nonBlank, timestamp } from '../../shared/schemas/common';
import { measurementsSchema } from './measurements';

/**
 * `customers/{uid}/measurementProfiles/{id}`: one named set of measurements ("Me", "Mum", "Tolu") with the day it
 * was taken. Written by its owner only (rules); an order keeps its own frozen copy, so editing a profile never
 * changes an order.
 */
export const measurementProfileSchema = z.object({
  name: nonBlank(PROFILE_NAME_BLANK, 60),
  measurements: measurementsSchema,
  /** The Lagos day the set was taken (YYYY-MM-DD). */
  takenOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the measurements were taken.'),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type MeasurementProfile = z.output<typeof measurementProfileSchema>;

/** The form a customer fills (checkout, account): no timestamps, they are the writer's. */
export const measurementProfileInput = measurementProfileSchema.pick({ name: true, measurements: true, takenOn: true });
export type MeasurementProfileInput = z.output<typeof measurementProfileInput>;

/** migrateMeasurementProfiles (admin, one-off): no input. */
export const migrateMeasurementProfilesInput = z.strictObject({});

/** The id the migrated first profile gets, so running the migration twice writes it once. */
export const FIRST_PROFILE_ID = 'me';
export const FIRST_PROFILE_NAME = 'Me';
