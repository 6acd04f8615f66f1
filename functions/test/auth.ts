/**
 * Real users of the Auth emulator: signed up through its REST API (as the web SDK does), with real ID tokens the
 * Functions emulator verifies. Staff get their `role` claim through the Admin SDK and sign in again to carry it.
 */
import { randomUUID } from 'node:crypto';
import { getAuth, getFirestore } from '../src/lib/admin';
import { stackInfo } from './stack';

export interface TestUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly idToken: string;
  /** What the web SDK keeps to fetch fresh ID tokens (refreshIdToken). */
  readonly refreshToken: string;
}

async function identityToolkit(
  method: string,
  body: Record<string, unknown>,
): Promise<{ idToken: string; localId: string; refreshToken: string }> {
  const url = `${stackInfo().urls.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    idToken?: string;
    localId?: string;
    refreshToken?: string;
    error?: { message: string };
  };
  if (!response.ok || !json.idToken || !json.localId)
    throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? response.status}`);
  return { idToken: json.idToken, localId: json.localId, refreshToken: json.refreshToken ?? '' };
}

/**
 * A fresh ID token for a session, as the web SDK's `getIdToken(true)` fetches it (the secure token endpoint): it
 * carries the account's claims as they are now. Throws what Auth answers when the session has ended.
 */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const response = await fetch(`${stackInfo().urls.auth}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const json = (await response.json()) as { id_token?: string; error?: { message: string } };
  if (!response.ok || !json.id_token)
    throw new Error(`Token refresh failed: ${json.error?.message ?? response.status}`);
  return json.id_token;
}

/** The claims an ID token carries (what rules and callables see). */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A fresh customer account with a unique email. */
export async function makeUser(label = 'buyer'): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'secret-pass-123';
  const { idToken, localId, refreshToken } = await identityToolkit('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId, email, password, idToken, refreshToken };
}

/**
 * A fresh account with a staff or admin claim and its mirror in profiles/{uid}.role (what setUserRole writes, and
 * the rules check beside the claim), signed in again so its token carries the claim.
 */
export async function makeStaffUser(role: 'staff' | 'admin' = 'staff'): Promise<TestUser> {
  const user = await makeUser(role);
  await getAuth().setCustomUserClaims(user.uid, { role });
  await getFirestore().doc(`profiles/${user.uid}`).set({
    name: role,
    phone: '',
    whatsappOptIn: false,
    email: user.email,
    role,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const { idToken, refreshToken } = await identityToolkit('signInWithPassword', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  return { ...user, idToken, refreshToken };
}
