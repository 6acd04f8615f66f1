// Words for Firebase Auth errors. Unknown codes show the server's own message, as the spec's alerts did.
import { REGISTER_PASSWORD_TOO_SHORT } from '@aso/domain/account/messages';

const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/user-disabled': 'This account has been disabled. Contact us on WhatsApp.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': REGISTER_PASSWORD_TOO_SHORT,
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/invalid-action-code': 'This sign-in link has expired or was already used. Send a new one.',
  'auth/expired-action-code': 'This sign-in link has expired. Send a new one.',
};

export function authErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
    if (typeof message === 'string' && message !== '') return message.replace(/^Firebase:\s*/, '');
  }
  return 'Something went wrong. Please try again.';
}
