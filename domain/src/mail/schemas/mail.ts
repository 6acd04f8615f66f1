import * as z from 'zod';
import { timestamp } from '../../shared/schemas/common';

/** The Trigger Email extension's delivery states (the local mail relay writes the same). */
export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** `mail/{id}.delivery`: written by the extension (or the local relay), never by the shop's code. */
export const mailDeliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.int().min(0).default(0),
  error: z.string().nullable().default(null),
  startTime: timestamp.nullable().optional(),
  endTime: timestamp.nullable().optional(),
  leaseExpireTime: timestamp.nullable().optional(),
  info: z
    .object({
      messageId: z.string().nullable().optional(),
      accepted: z.array(z.string()).optional(),
      rejected: z.array(z.string()).optional(),
      pending: z.array(z.string()).optional(),
      response: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type MailDelivery = z.output<typeof mailDeliverySchema>;

/** `mail/{id}`: the Trigger Email extension's document format. */
export const mailSchema = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  /** Extra headers, as the Trigger Email extension reads them (List-Unsubscribe on a marketing mail). */
  headers: z.record(z.string(), z.string()).optional(),
  delivery: mailDeliverySchema.optional(),
});
export type Mail = z.output<typeof mailSchema>;
