import * as z from 'zod';
import { email, text, timestamp } from './common';

/** `leads/{id}`: anyone creates exactly these keys (rules check them); staff read. */
export const leadSchema = z.object({ email: z.string(), source: z.string(), createdAt: timestamp });
export type Lead = z.output<typeof leadSchema>;

export const leadInput = z.strictObject({ email: email(), source: text(40).default('subscribe') });
export type LeadInput = z.output<typeof leadInput>;

/**
 * `rateLimits/{kind}-{hashed address}-{window}`: how many times one client address did something in one window
 * (newsletter signups, referral-link visits); functions only. The address itself is never stored; `expiresAt` is for
 * a TTL policy.
 */
export const rateLimitSchema = z.object({ count: z.int().min(0).default(0), expiresAt: timestamp });
export type RateLimit = z.output<typeof rateLimitSchema>;
