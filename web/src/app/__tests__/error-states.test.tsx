// What the storefront says when Firestore cannot be reached: this file points the app at a closed port.
import { screen, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { getAuthInstance } from '../../lib/firebase';
import { getLiveDb } from '../../lib/live/live-firestore';
import { createAccount, renderRoute, testEmail } from '../../../test/helpers';

// Read lazily by lib/env.ts on first use, so this takes effect for the whole file. Nothing answers on port 9
// (fetch refuses it outright), so every Firestore call fails as it would with no network.
process.env.VITE_FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';

afterAll(async () => {
  await (await getAuthInstance()).signOut();
  // The live SDK keeps retrying the closed port; stop it so nothing logs after the file ends.
  await terminate(getLiveDb());
});

describe('when Firestore is unreachable', () => {
  it('the shop says it could not load products and the shell falls back to the default brand', async () => {
    renderRoute('/shop');
    expect(await screen.findByText('Couldn’t load products.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aso home' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText('No cash refunds on custom fits.')).toBeTruthy();
  });

  it('the pre-order page shows no live window', async () => {
    renderRoute('/preorder');
    expect(await screen.findByRole('heading', { level: 1, name: 'No active pre-order window.' })).toBeTruthy();
    expect(await screen.findByText('Couldn’t load pre-order pieces.')).toBeTruthy();
  });

  it('My Orders says Couldn’t load orders. with the reason', async () => {
    await createAccount(testEmail('offline'), 'offline-2026');
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('offline'), 'offline-2026');
    renderRoute('/orders');
    const error = await screen.findByText(/^Couldn’t load orders\. .+/);
    expect(error.closest('[role="alert"]')).toBeTruthy();
  });
});
