// The demo logins the README gives a newcomer open their accounts on the stack `npm start` brings up: its Auth
// accounts come from emulator-data/ (`npm run seed -- --export` writes them from scripts/seed/accounts.ts), so an
// account added to the seed but not exported would be a login that fails on a fresh machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { ROOT, stackInfo } from './lib/stack';

/** The claims of a Firebase ID token (the emulator's are unsigned; only the payload matters here). */
function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('the demo logins', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    '%s signs in with the README password',
    async (_, account) => {
      expect(readme).toContain(account.email);
      expect(readme).toContain(account.password);
      const res = await fetch(
        `${stackInfo().urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
        },
      );
      const body = (await res.json()) as { localId?: string; idToken?: string; error?: { message: string } };
      expect(body.error?.message, account.email).toBeUndefined();
      expect(body.localId).toBe(account.uid);
      const role = claimsOf(body.idToken ?? '').role;
      expect(role ?? 'customer').toBe(account.role);
    },
  );
});
