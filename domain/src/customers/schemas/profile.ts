import * as z from 'zod';
import {
  AUTH_CREDENTIALS_REQUIRED,
  PROFILE_NAME_REQUIRED,
  REGISTER_EMAIL_REQUIRED,
  REGISTER_PASSWORD_TOO_SHORT,
} from '../../account/messages';
import { ROLES } from '../../shared/vocab';
import { customerPhone, email, id, nonBlank, text, timestamp } from '../../shared/schemas/common';

/** `profiles/{uid}`; `role` mirrors the custom claim and is written only by `setUserRole`. */
export const profileSchema = z.object({
  name: text(100).default(''),
  phone: text(30).default(''),
  whatsappOptIn: z.boolean().default(true),
  /** Said yes to mails beyond the order's own (cart reminders, news); off until the customer ticks it. */
  emailOptIn: z.boolean().default(false),
  email: text(200).default(''),
  role: z.enum(ROLES).catch('customer').default('customer'),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Profile = z.output<typeof profileSchema>;

/** Account screen: the owner may change these and nothing else (never role). */
export const accountProfileInput = z.strictObject({
  name: nonBlank(PROFILE_NAME_REQUIRED, 100),
  phone: customerPhone(),
  whatsappOptIn: z.boolean(),
  emailOptIn: z.boolean(),
});
export type AccountProfileInput = z.output<typeof accountProfileInput>;

const optionalString = z.string().trim().optional().default('');

/** Login: an email or a phone number, and a password (docs/product.md#sign-in-and-register). */
export const loginInput = z
  .strictObject({ email: optionalString, phone: optionalString, password: z.string().optional().default('') })
  .refine((v) => (v.email !== '' || v.phone !== '') && v.password !== '', { message: AUTH_CREDENTIALS_REQUIRED });
export type LoginInput = z.output<typeof loginInput>;

export const registerInput = z.strictObject({
  email: email(REGISTER_EMAIL_REQUIRED),
  password: z.string({ error: REGISTER_PASSWORD_TOO_SHORT }).min(6, REGISTER_PASSWORD_TOO_SHORT).max(200),
  name: text(100).optional().default(''),
});
export type RegisterInput = z.output<typeof registerInput>;

/** `setUserRole` (admin only): the claim and the profile mirror change together. */
export const setUserRoleInput = z.strictObject({ uid: id, role: z.enum(ROLES) });
export type SetUserRoleInput = z.output<typeof setUserRoleInput>;

/** `getAccount` (staff): the Auth account behind a uid. */
export const getAccountInput = z.strictObject({ uid: id });

/** `unsubscribe` (anyone, signed in or not): the signed token of a mail's unsubscribe link. */
export const unsubscribeInput = z.strictObject({ token: z.string().max(300) });
export type UnsubscribeInput = z.output<typeof unsubscribeInput>;
