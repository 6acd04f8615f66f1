import type { AuthInfo } from '../shared/contract';

/** Who a request comes from, read from its Authorization header. */
export type Caller =
  { readonly kind: 'owner' } | { readonly kind: 'user'; readonly auth: AuthInfo } | { readonly kind: 'anonymous' };

/**
 * `Bearer owner` (and Storage's `Firebase owner`) bypass rules, as in Google's emulators. Any other token is read
 * as an unsigned JWT — Auth-emulator ID tokens and `mockUserToken`s are `alg: none` — without checking the
 * signature or expiry; no header or an unreadable token means signed out.
 */
export function callerFromAuthorization(header: string | undefined): Caller {
  if (!header) return { kind: 'anonymous' };
  const m = /^(?:Bearer|Firebase)\s+(\S+)\s*$/i.exec(header);
  const token = m?.[1];
  if (!token) return { kind: 'anonymous' };
  if (token === 'owner') return { kind: 'owner' };
  const auth = decodeIdToken(token);
  return auth ? { kind: 'user', auth } : { kind: 'anonymous' };
}

export function decodeIdToken(token: string): AuthInfo | null {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const record = claims as Record<string, unknown>;
  const uid = typeof record.sub === 'string' && record.sub !== '' ? record.sub : record.user_id;
  if (typeof uid !== 'string' || uid === '') return null;
  return { uid, token: record };
}
