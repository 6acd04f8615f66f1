import * as z from 'zod';
import { email, text, timestamp } from './common';

/** `leads/{id}`: anyone creates exactly these keys (rules check them); staff read. */
export const leadSchema = z.object({ email: z.string(), source: z.string(), createdAt: timestamp });
export type Lead = z.output<typeof leadSchema>;

export const leadInput = z.strictObject({ email: email(), source: text(40).default('subscribe') });
export type LeadInput = z.output<typeof leadInput>;
