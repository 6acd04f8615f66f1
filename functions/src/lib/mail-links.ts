/**
 * Signed mail links (docs/product.md#cart-reminders): an unsubscribe link carries `{uid}.{HMAC-SHA256}` so it works
 * without signing in, yet nobody can make one for another account from its uid. The key lives in `keys/mailLinks`,
 * which the rules let no client read; the first mail that needs it creates it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseUnsubscribeToken, unsubscribeSigned } from '@aso/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { dataOf, mailLinkKeyDoc } from './collections';

const ALREADY_EXISTS = 6;

const sign = (secret: string, uid: string): string =>
  createHmac('sha256', secret).update(unsubscribeSigned(uid)).digest('base64url');

/** The signing key, created once (two first runs at once: the first one's stands). */
async function signingKey(db: Firestore, create: boolean): Promise<string | null> {
  const ref = mailLinkKeyDoc(db);
  const existing = dataOf(await ref.get());
  if (existing) return existing.secret;
  if (!create) return null;
  try {
    await ref.create({ secret: randomBytes(32).toString('base64url'), createdAt: new Date() });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  return dataOf(await ref.get())?.secret ?? null;
}

/** A signer for one run: the key is read (or made) once. */
export async function unsubscribeSigner(db: Firestore): Promise<(uid: string) => string> {
  const secret = await signingKey(db, true);
  if (!secret) throw new Error('The mail link key could not be created.');
  return (uid) => `${uid}.${sign(secret, uid)}`;
}

/** The account a token unsubscribes, or null when the token is malformed, forged or from another key. */
export async function verifyUnsubscribeToken(db: Firestore, token: string): Promise<string | null> {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  const secret = await signingKey(db, false);
  if (!secret) return null;
  const expected = Buffer.from(sign(secret, parsed.uid));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? parsed.uid : null;
}
