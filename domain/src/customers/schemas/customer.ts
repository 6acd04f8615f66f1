import * as z from 'zod';
import { NOTE_BLANK, TAG_BLANK, tagTooLong } from '../messages';
import { REFERRAL_CODE_FORMAT } from '../../referrals/messages';
import { MAX_TAG_LENGTH, tagsProblem } from '../tags';
import { isValidReferralCode, normaliseReferralCode } from '../../referrals/referrals';
import { EMAIL_PATTERN, customerPhone, id, naira, text, timestamp } from '../../shared/schemas/common';
import { measurementsSchema } from '../../catalogue/schemas/measurements';

/** `customers/{id}`: id = uid for account holders; walk-ins created by staff have `userId: null`. */
export const customerSchema = z.object({
  userId: z.string().nullable().default(null),
  name: text(100).default(''),
  email: text(200).default(''),
  phone: text(30).default(''),
  city: text(100).default(''),
  tags: z.array(z.string()).default([]),
  /**
   * The tags in lower case (tags.tagKeysOf), kept with them by changeCustomerTags: what the tag filter asks for.
   * Absent on a record never tagged (and on one tagged before keys existed, until backfillCustomerTagKeys).
   */
  tagKeys: z.array(z.string()).optional(),
  referralCode: z.string().nullable().default(null),
  /** True once staff cleared the code: claimReferralCode makes none again until staff give one. */
  referralCodeWithdrawn: z.boolean().optional(),
  lifetimeValue: naira.default(0),
  orderCount: z.int().min(0).default(0),
  lastOrderAt: timestamp.nullable().default(null),
  /** When the customer last started a checkout (every checkout writes it: one buyer's checkouts take turns). */
  lastCheckoutAt: timestamp.optional(),
  measurements: measurementsSchema.nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp.optional(),
});
export type Customer = z.output<typeof customerSchema>;

/** `customers/{id}/notes/{id}`: immutable. */
export const customerNoteSchema = z.object({
  body: z.string(),
  authorId: z.string(),
  /** The writer's name as staff see it (their profile name or email), at most an email's length. */
  authorName: z.string().max(200).default(''),
  createdAt: timestamp,
});
export type CustomerNote = z.output<typeof customerNoteSchema>;

const optionalEmail = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Enter a valid email address.');

/**
 * Staff edit of a customer's profile fields (CRM detail panel). The phone is kept as checkout and My Account keep it
 * (international form), so every number the shop stores is written, searched and messaged the same way.
 */
export const customerEditInput = z.strictObject({
  customerId: id,
  name: text(100),
  email: optionalEmail,
  phone: customerPhone(),
  city: text(100),
});
export type CustomerEditInput = z.output<typeof customerEditInput>;

/** changeCustomerTags: add tags (comma-separated, as typed) or remove one. */
export const changeCustomerTagsInput = z.union([
  z.strictObject({
    customerId: id,
    add: z
      .string({ error: TAG_BLANK })
      .max(400)
      .superRefine((typed, ctx) => {
        const problem = tagsProblem(typed);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
  z.strictObject({
    customerId: id,
    remove: z.string({ error: TAG_BLANK }).trim().min(1, TAG_BLANK).max(MAX_TAG_LENGTH, tagTooLong(MAX_TAG_LENGTH)),
  }),
]);

export const customerNoteInput = z.strictObject({
  customerId: id,
  body: z.string({ error: NOTE_BLANK }).trim().min(1, NOTE_BLANK).max(2000),
});
export type CustomerNoteInput = z.output<typeof customerNoteInput>;

/** `setReferralCode`: trimmed and upper-cased; empty clears the code (null). Uniqueness is the function's job. */
export const setReferralCodeInput = z.strictObject({
  customerId: id,
  code: z
    .string()
    .max(40)
    .transform(normaliseReferralCode)
    .refine((c) => c === null || isValidReferralCode(c), REFERRAL_CODE_FORMAT),
});
export type SetReferralCodeInput = z.output<typeof setReferralCodeInput>;

/** backfillCustomerNames (admin): no input. */
export const backfillCustomerNamesInput = z.strictObject({});
