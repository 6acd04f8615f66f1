// Issue: logging out logged a 403 for `get profiles/<uid>`: the account-records bootstrap (started at sign-in,
// in the background) outlived the session and read the profile after sign-out. It now stops when the account is
// no longer the signed-in one, and a logout makes no request the rules refuse.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAccountRecords } from '../../lib/account-records';
import type * as CartWatch from '../../lib/live/cart-watch';
import type * as RoleWatch from '../../lib/live/role-watch';
import { getAuthInstance } from '../../lib/firebase';
import {
  clearFirestore,
  createAccount,
  readDoc,
  renderRoute,
  seed,
  seedProduct,
  testEmail,
  ts,
} from '../../../test/helpers';

/** The signed-in page's live listeners (the cart's, the role's): heard from at least once, and stopped again. */
const live = vi.hoisted(() => ({ heard: new Set<string>(), stopped: new Set<string>() }));
vi.mock('../../lib/live/cart-watch', async (importOriginal) => {
  const real = await importOriginal<typeof CartWatch>();
  return {
    ...real,
    watchAccountCart: (...[uid, onCart]: Parameters<typeof real.watchAccountCart>) => {
      const stop = real.watchAccountCart(uid, (cart) => (live.heard.add('cart'), onCart(cart)));
      return () => (live.stopped.add('cart'), stop());
    },
  };
});
vi.mock('../../lib/live/role-watch', async (importOriginal) => {
  const real = await importOriginal<typeof RoleWatch>();
  return {
    ...real,
    watchOwnRole: (...[uid, onMirror]: Parameters<typeof real.watchOwnRole>) => {
      const stop = real.watchOwnRole(uid, (mirror) => (live.heard.add('role'), onMirror(mirror)));
      return () => (live.stopped.add('role'), stop());
    },
  };
});

beforeAll(async () => {
  await clearFirestore();
  await seedProduct({ id: 'p-adire', name: 'Adire Wrap Dress', sku: 'RTW-ADIRE-WRAP', price: 32500 });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await (await getAuthInstance()).signOut();
  localStorage.clear();
  live.heard.clear();
  live.stopped.clear();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** Every Firestore request made from now on, with its answer's status. */
function recordFirestoreRequests(): { url: string; status: number }[] {
  const seen: { url: string; status: number }[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/documents')) seen.push({ url, status: response.status });
    return response;
  });
  return seen;
}

describe('logout', () => {
  it('the account-records bootstrap of an ended session asks Firestore nothing', async () => {
    const email = testEmail('late');
    await createAccount(email, 'logout-2026');
    const { user } = await signInWithEmailAndPassword(await getAuthInstance(), email, 'logout-2026');
    await (await getAuthInstance()).signOut();
    const requests = recordFirestoreRequests();
    await expect(ensureAccountRecords(user)).resolves.toBe(false);
    expect(requests).toEqual([]);
    expect(await readDoc(`profiles/${user.uid}`)).toBeUndefined();
  });

  it.each(['/account', '/', '/cart', '/checkout', '/orders'])(
    'from %s makes no request the rules refuse',
    async (start) => {
      const user = userEvent.setup();
      const email = testEmail(`out${start.replace(/\W/g, '')}`);
      const uid = await createAccount(email, 'logout-2026');
      // A cart kept with the account, which its tabs follow live (docs/architecture.md#live-carts).
      await seed(`carts/${uid}`, {
        lines: [
          {
            productId: 'p-adire',
            name: 'Adire Wrap Dress',
            sku: 'RTW-ADIRE-WRAP',
            type: 'RTW',
            size: 'M',
            qty: 1,
            unitPrice: 32500,
            payMode: null,
          },
        ],
        referralCode: null,
        updatedAt: ts('2026-11-20T09:00:00Z'),
      });
      await signInWithEmailAndPassword(await getAuthInstance(), email, 'logout-2026');
      const said = vi.spyOn(console, 'error');
      const warned = vi.spyOn(console, 'warn');
      const requests = recordFirestoreRequests();
      renderRoute(start);
      await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Account' })).toBeTruthy());
      // The live listeners started once the page settles (the cart's, the role's) have heard from Firestore.
      await waitFor(() => expect([...live.heard].sort()).toEqual(['cart', 'role']), { timeout: 10_000 });
      await user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeTruthy());
      // Both stopped with the session; then time for any answer still on its way to arrive.
      await waitFor(() => expect([...live.stopped].sort()).toEqual(['cart', 'role']));
      await new Promise((r) => setTimeout(r, 500));
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((r) => r.status === 401 || r.status === 403)).toEqual([]);
      // Nor a refusal from a live listener (the cart, My Orders), which the full SDK reports in the console.
      const refusals = [...said.mock.calls, ...warned.mock.calls].filter((args) =>
        args.some((a) => /permission|PERMISSION_DENIED|insufficient/i.test(String(a))),
      );
      expect(refusals).toEqual([]);
    },
  );
});
