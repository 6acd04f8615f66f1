import type { AuthInfo } from '../../shared/contract';

/** Who is calling: the owner (`Bearer owner`, rules bypassed) or an end user (maybe signed out). */
export type Caller = { readonly owner: true } | { readonly owner: false; readonly auth: AuthInfo | null };

export const OWNER: Caller = { owner: true };

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

/**
 * Decodes a bearer JWT without verifying it (emulator convention: mock tokens are `alg: none` and already
 * expired). `uid` is `sub`, else `user_id`. Anything unparsable is treated as signed out.
 */
export function decodeJwt(token: string): AuthInfo | null {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const claims = decodeSegment(parts[1]);
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    const record = claims as Record<string, unknown>;
    const uid =
      typeof record.sub === 'string' ? record.sub : typeof record.user_id === 'string' ? record.user_id : undefined;
    if (uid === undefined || uid === '') return null;
    return { uid, token: record };
  } catch {
    return null;
  }
}

/** Caller from an Authorization header value (REST header or gRPC metadata). */
export function callerFromAuthorization(header: string | undefined): Caller {
  if (header === undefined) return { owner: false, auth: null };
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m?.[1]) return { owner: false, auth: null };
  if (m[1] === 'owner') return OWNER;
  return { owner: false, auth: decodeJwt(m[1]) };
}
