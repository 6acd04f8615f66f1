/**
 * subscribe (anyone, signed in or not): the newsletter signup. The browser no longer writes leads; this does, so a
 * burst cannot skew the dashboard: one lead per email address (its id is derived from the address, so a repeat
 * changes nothing) and a few new leads per client address per window (domain `signupAllowed`). The per-address
 * counter is an atomic increment read back, not a transaction: a burst does not queue on one locked document.
 */
import { createHash } from 'node:crypto';
import { SUBSCRIBE_TOO_MANY, leadSchema, signupAllowed, signupWindow, type LeadInput } from '@aso/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PublicCaller } from '../lib/callable';
import type { Clock } from '../lib/clock';
import { leadDoc, rateLimitDoc } from '../lib/collections';

export interface SubscribeDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

const hashed = (kind: string, value: string): string =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex').slice(0, 40);
const ALREADY_EXISTS = 6;

export async function handleSubscribe(
  deps: SubscribeDeps,
  caller: PublicCaller,
  input: LeadInput,
): Promise<{ subscribed: true }> {
  const email = input.email.trim();
  const leadRef = leadDoc(deps.db, hashed('email', email.toLowerCase()));
  if ((await leadRef.get()).exists) return { subscribed: true };

  const now = deps.clock();
  const window = signupWindow(now);
  // `rateLimits/{id}`: functions only; the address itself is never stored. expiresAt is for a TTL policy.
  const counterRef = rateLimitDoc(deps.db, `subscribe-${hashed('ip', caller.ip)}-${window.index}`);
  await counterRef.set({ count: FieldValue.increment(1), expiresAt: window.endsAt }, { merge: true });
  const count = ((await counterRef.get()).get('count') as number | undefined) ?? Number.POSITIVE_INFINITY;
  if (!signupAllowed(count)) throw new HttpsError('resource-exhausted', SUBSCRIBE_TOO_MANY);

  try {
    await leadRef.create(leadSchema.parse({ email, source: input.source, createdAt: now }));
  } catch (error) {
    // The same email from two tabs at once: the first one stands.
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  return { subscribed: true };
}
