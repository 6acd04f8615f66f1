import * as z from 'zod';
import { EVENT_NAME_REQUIRED, GUEST_DUPLICATE_QR, GUEST_NAME_REQUIRED } from '../messages';
import { normaliseQrCode } from '../events';
import { SCAN_OUTCOMES } from '../../shared/vocab';
import { EMAIL_PATTERN, customerPhone, id, nonBlank, text, timestamp } from '../../shared/schemas/common';

/** `events/{id}`. */
export const eventSchema = z.object({
  name: z.string(),
  venue: z.string().default(''),
  date: timestamp,
  active: z.boolean().default(false),
  description: z.string().default(''),
});
export type ShopEvent = z.output<typeof eventSchema>;

/** `events/{id}/guests/{id}`: checkedIn/checkedInAt change only through checkInGuest. */
export const guestSchema = z.object({
  name: z.string(),
  email: z.string().default(''),
  phone: z.string().default(''),
  qrCode: z.string(),
  checkedIn: z.boolean().default(false),
  checkedInAt: timestamp.nullable().default(null),
});
export type Guest = z.output<typeof guestSchema>;

/** `events/{id}/scans/{id}`: the shared scan log every scanner sees. */
export const scanSchema = z.object({
  code: z.string(),
  outcome: z.enum(SCAN_OUTCOMES),
  guestId: z.string().nullable().default(null),
  guestName: z.string().nullable().default(null),
  detail: z.string().default(''),
  authorId: z.string().nullable().default(null),
  createdAt: timestamp,
});
export type Scan = z.output<typeof scanSchema>;

export const eventInput = z.strictObject({
  id: id.nullable().default(null),
  name: nonBlank(EVENT_NAME_REQUIRED, 200),
  venue: text(200).default(''),
  date: timestamp,
  active: z.boolean().default(false),
  description: text(2000).default(''),
});
export type EventInput = z.output<typeof eventInput>;

export const checkInGuestInput = z.strictObject({
  eventId: id,
  code: z.string().trim().min(1).max(200),
});
export type CheckInGuestInput = z.output<typeof checkInGuestInput>;

export const guestInput = z.strictObject({
  name: nonBlank(GUEST_NAME_REQUIRED, 200),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Enter a valid email address.')
    .default(''),
  phone: customerPhone(),
  // Stored normalised, so a code typed in any case at the door matches.
  qrCode: z.string().trim().min(1).max(200).transform(normaliseQrCode),
});
export type GuestInput = z.output<typeof guestInput>;

/** importGuests: all or nothing; codes must be unique within the list (and, checked by the function, the event). */
export const importGuestsInput = z.strictObject({
  eventId: id,
  guests: z
    .array(guestInput)
    .min(1)
    .max(2000)
    .superRefine((guests, ctx) => {
      const seen = new Set<string>();
      guests.forEach((g, i) => {
        if (seen.has(g.qrCode)) ctx.addIssue({ code: 'custom', path: [i, 'qrCode'], message: GUEST_DUPLICATE_QR });
        seen.add(g.qrCode);
      });
    }),
});
export type ImportGuestsInput = z.output<typeof importGuestsInput>;
