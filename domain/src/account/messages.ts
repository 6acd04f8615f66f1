// Signing in, registering and a customer's own profile (docs/product.md#sign-in-and-register, #account). Verbatim
// from docs/product.md; "ours" marks words the original brief left unworded. One module per area so a screen's chunk
// carries only its own area's words.

// Authentication and account (docs/product.md#sign-in-and-register, docs/product.md#account)
export const AUTH_CREDENTIALS_REQUIRED = 'You must provide either an email or phone number and a password.';
export const REGISTER_EMAIL_REQUIRED = 'Email is required.'; // ours
export const REGISTER_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters.'; // ours
export const MAGIC_LINK_SENT = 'Magic link sent. Check your email.';
export const ACCOUNT_CREATED = 'Account created. Check your email to confirm.';
export const PROFILE_UPDATED = 'Profile updated';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PROFILE_NAME_REQUIRED = 'Enter your name.';
export const LOADING_PROFILE = 'Loading profile…';
/** Told to the person whose role an admin has just changed, on whatever screen they have open (ours). */
export const roleChangedWords = (role: 'customer' | 'staff' | 'admin'): string =>
  role === 'customer'
    ? 'Your access to the back office has ended. You are still signed in.'
    : `You now have ${role} access to the back office.`;
