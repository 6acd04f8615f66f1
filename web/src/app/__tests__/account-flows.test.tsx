// Register, sign in (password and magic link), the account screen, the cart merge and sign-out, against the
// Auth emulator and Google's Firestore emulator with firestore.rules in force.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_EMAIL_REQUIRED } from '@aso/domain/account/messages';
import { CHECKOUT_PHONE_INVALID } from '@aso/domain/checkout/messages';
import { getAuthInstance } from '../../lib/firebase';
import {
  clearFirestore,
  createAccount,
  oobCodes,
  readDoc,
  renderRoute,
  seedProduct,
  testEmail,
} from '../../../test/helpers';

beforeAll(async () => {
  await clearFirestore();
  await seedProduct({ id: 'p-adire', name: 'Adire Wrap Dress', sku: 'RTW-ADIRE-WRAP', price: 32500 });
});

afterEach(async () => {
  await (await getAuthInstance()).signOut();
  localStorage.clear();
  sessionStorage.clear();
});

/** The guest cart's one line, which registering must carry into the account's cart unchanged. */
const guestLine = {
  productId: 'p-adire',
  name: 'Adire Wrap Dress',
  sku: 'RTW-ADIRE-WRAP',
  type: 'RTW',
  size: 'M',
  qty: 2,
  unitPrice: 32500,
  payMode: null,
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const signIn = async (email: string, password: string) =>
  (await signInWithEmailAndPassword(await getAuthInstance(), email, password)).user;
/** A new account for `<who>` (password `<who>-2026`), already signed in. */
const signedInAccount = async (who: string, role?: 'staff') => {
  await createAccount(testEmail(who), `${who}-2026`, role);
  return signIn(testEmail(who), `${who}-2026`);
};

describe('register', () => {
  it('checks the email and a 6-character password before creating anything', async () => {
    const user = userEvent.setup();
    renderRoute('/register');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
  });

  it('creates the account, its profile and customer record, sends the verification email and merges the guest cart', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'aso_cart_guest',
      JSON.stringify({
        lines: [guestLine],
        referralCode: 'TUNDE-9QX1',
      }),
    );
    renderRoute('/register');
    await user.type(await screen.findByLabelText('Name (optional)'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Email'), testEmail('ngozi'));
    await user.type(screen.getByLabelText('Password'), 'adire-2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created. Check your email to confirm.')).toBeTruthy();
    expect(await screen.findByText('Your cart was synced to your account.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(within(mainNav()).getByRole('link', { name: 'My Orders' })).toBeTruthy();
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).toBeNull();

    const uid = (await getAuthInstance()).currentUser?.uid ?? '';
    expect(localStorage.getItem('aso_cart_guest')).toBeNull();
    expect(await readDoc(`carts/${uid}`)).toMatchObject({
      lines: [guestLine],
      referralCode: 'TUNDE-9QX1',
    });
    await waitFor(async () => expect((await readDoc(`profiles/${uid}`))?.name).toBe('Ngozi Eze'));
    const profile = await readDoc(`profiles/${uid}`);
    expect(profile).toMatchObject({ phone: '', whatsappOptIn: true, email: testEmail('ngozi') });
    expect(profile).not.toHaveProperty('role');
    // The CRM reads the customer record: the registration name reaches it.
    await waitFor(async () => expect((await readDoc(`customers/${uid}`))?.name).toBe('Ngozi Eze'));
    const customer = await readDoc(`customers/${uid}`);
    expect(Object.keys(customer ?? {}).sort()).toEqual([
      'city',
      'createdAt',
      'email',
      'lastOrderAt',
      'lifetimeValue',
      'name',
      'orderCount',
      'phone',
      'referralCode',
      'tags',
      'userId',
    ]);
    expect(customer).toMatchObject({
      userId: uid,
      email: testEmail('ngozi'),
      tags: [],
      referralCode: null,
      lifetimeValue: 0,
      orderCount: 0,
    });
    const mails = await oobCodes();
    expect(mails.some((m) => m.email === testEmail('ngozi') && m.requestType === 'VERIFY_EMAIL')).toBe(true);
  });
});

describe('login', () => {
  it('needs both fields, says when the password is wrong, and signs in back to where the customer was going', async () => {
    const user = userEvent.setup();
    await createAccount(testEmail('amaka'), 'amaka-2026');
    renderRoute('/orders');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('You must provide either an email or phone number and a password.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), testEmail('amaka'));
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'amaka-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
  });

  it('sends a magic link and signs in when the customer comes back with it', async () => {
    const user = userEvent.setup();
    await createAccount(testEmail('tunde'), 'tunde-2026');
    const view = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), testEmail('tunde'));
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Magic link sent. Check your email.', { selector: '.notice' })).toBeTruthy();
    // A second attempt with a bad address: its error replaces the earlier "sent" notice instead of sitting beside it.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText(REGISTER_EMAIL_REQUIRED, { selector: '.notice' })).toBeTruthy();
    expect(screen.queryByText('Magic link sent. Check your email.', { selector: '.notice' })).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), testEmail('tunde'));
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Magic link sent. Check your email.', { selector: '.notice' })).toBeTruthy();
    expect(screen.queryByText(REGISTER_EMAIL_REQUIRED, { selector: '.notice' })).toBeNull();
    const link = (await oobCodes()).find((m) => m.email === testEmail('tunde') && m.requestType === 'EMAIL_SIGNIN');
    expect(link).toBeTruthy();
    view.unmount();

    // The link brings the browser back to /login with the sign-in code in the URL.
    const continueUrl = new URL(new URL(link?.oobLink ?? '').searchParams.get('continueUrl') ?? '');
    expect(continueUrl.pathname).toBe('/login');
    window.history.replaceState(null, '', `/login?mode=signIn&oobCode=${link?.oobCode ?? ''}&apiKey=demo-api-key`);
    renderRoute('/login');
    await waitFor(async () => expect((await getAuthInstance()).currentUser?.email).toBe(testEmail('tunde')));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Account' })).toBeTruthy());
    window.history.replaceState(null, '', '/');
  });
});

describe('account', () => {
  it('edits name, phone and WhatsApp opt-in, with a read-only role badge', async () => {
    const user = userEvent.setup();
    const { uid } = await signedInAccount('chioma');
    renderRoute('/account');
    expect(await screen.findByText('Customer')).toBeTruthy();
    const name = await screen.findByLabelText('Name');
    // A blank name and a phone of letters are refused with the field's own words; nothing is saved.
    await user.clear(name);
    await user.type(screen.getByLabelText('Phone'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText(CHECKOUT_PHONE_INVALID)).toBeTruthy();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(name, 'Chioma Obi');
    await user.type(screen.getByLabelText('Phone'), '+234 805 555 0101');
    await user.click(screen.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(await readDoc(`profiles/${uid}`)).toMatchObject({
      name: 'Chioma Obi',
      // Kept as checkout keeps it: the saved number is one checkout accepts.
      phone: '+2348055550101',
      whatsappOptIn: false,
    });
  });

  it('shows staff their role and the Admin link', async () => {
    await signedInAccount('staff', 'staff');
    renderRoute('/account');
    expect(await screen.findByText('Staff')).toBeTruthy();
    expect(within(mainNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });
});

describe('signed-in cart and logout', () => {
  it('writes changes to carts/{uid} and signs out to the home page', async () => {
    const user = userEvent.setup();
    const { uid } = await signedInAccount('bisi');
    renderRoute('/product/adire-wrap-dress');
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Account' })).toBeTruthy());
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(async () =>
      expect((await readDoc(`carts/${uid}`))?.lines).toEqual([
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
      ]),
    );
    expect(localStorage.getItem('aso_cart_guest')).toBeNull();

    await user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(await screen.findByRole('heading', { level: 1, name: /Wear the city/ })).toBeTruthy();
    expect((await getAuthInstance()).currentUser).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
  });
});
