/**
 * Paystack webhook signatures (docs/architecture.md#paystack-webhook): `x-paystack-signature` is the hex HMAC-SHA512 of
 * the raw request body keyed with the secret key. Always hash the bytes that arrived (never re-serialised JSON) and
 * compare in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function isValidPaystackSignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secretKey: string,
): boolean {
  if (!header || !secretKey) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  // A header that is not 128 hex digits cannot match; decoding it would throw away characters.
  if (!/^[0-9a-fA-F]{128}$/.test(header.trim())) return false;
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
