// Building blocks shared by the entity and input schemas.
import * as z from 'zod';
import { ID_INVALID, ID_TOO_LONG, textTooLong } from '../messages';
import { PHONE_TYPED_MAX } from '../constants';
import { EMAIL_PATTERN } from '../text';
import { PRODUCT_TYPES, SHIPPING_ZONES, SIZES } from '../vocab';
import { CHECKOUT_PHONE_INVALID } from '../../checkout/messages';
import { PRODUCT_TYPE_REQUIRED } from '../../catalogue/messages';
import { normaliseCustomerPhone } from '../../marketing/whatsapp';

export { EMAIL_PATTERN };

/**
 * Firestore refuses ids with '/', '.' and '..' and reserves __name__ forms; such ids from input would reach a
 * document path and fail as an internal error, so they are refused here with words.
 */
export function isDocumentId(value: string): boolean {
  return value !== '' && !value.includes('/') && value !== '.' && value !== '..' && !/^__.*__$/s.test(value);
}
export const ID_MAX = 200;
/** An id taken from input and used as a document id; `emptyMessage` is what a blank one is told. */
export const documentId = (emptyMessage = ID_INVALID) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(ID_MAX, ID_TOO_LONG)
    .refine(isDocumentId, ID_INVALID);
export const id = documentId();
/** Firestore timestamps arrive as Date: converters at the Firebase edges turn Timestamps into Dates. */
export const timestamp = z.date();
export const naira = z.int().min(0);
export const money = z.number().min(0).refine(Number.isFinite);
export const productType = z.enum(PRODUCT_TYPES, { error: PRODUCT_TYPE_REQUIRED });
export const size = z.enum(SIZES);
export const shippingZone = z.enum(SHIPPING_ZONES);

export const text = (max: number) => z.string().trim().max(max);
export const nonBlank = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, textTooLong(max));
export const email = (message = 'Enter a valid email address.') =>
  z.string({ error: message }).trim().max(200, textTooLong(200)).regex(EMAIL_PATTERN, message);
/**
 * A customer's own phone or nothing, kept in international form (normaliseCustomerPhone: a Nigerian mobile as typed,
 * a number abroad with its code). Checkout, My Account and the CRM share it, so a saved number is one checkout
 * accepts and every stored number has one form.
 */
export const customerPhone = () =>
  z
    .string({ error: CHECKOUT_PHONE_INVALID })
    .max(PHONE_TYPED_MAX, CHECKOUT_PHONE_INVALID)
    .default('')
    .transform((typed, ctx) => {
      const phone = normaliseCustomerPhone(typed);
      if (phone === null) ctx.addIssue({ code: 'custom', message: CHECKOUT_PHONE_INVALID });
      return phone ?? '';
    });
/** Optional text where empty means "none": '' → null. */
export const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().max(max).nullable());
