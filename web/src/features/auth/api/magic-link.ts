// Passwordless sign-in by email link. The address is remembered on this device so that opening the link here
// completes the sign-in without asking again; opened elsewhere, the screen asks for it.
import { isSignInWithEmailLink, sendSignInLinkToEmail, signInWithEmailLink, type User } from 'firebase/auth';
import { getAuthInstance } from '../../../lib/firebase';

const EMAIL_KEY = 'aso_magic_link_email';

export async function sendMagicLink(email: string, continueUrl: string): Promise<void> {
  await sendSignInLinkToEmail(await getAuthInstance(), email.trim(), { url: continueUrl, handleCodeInApp: true });
  localStorage.setItem(EMAIL_KEY, email.trim());
}

export async function isMagicLink(href: string): Promise<boolean> {
  return isSignInWithEmailLink(await getAuthInstance(), href);
}

export function rememberedMagicLinkEmail(): string | null {
  return localStorage.getItem(EMAIL_KEY);
}

export async function completeMagicLink(email: string, href: string): Promise<User> {
  const credential = await signInWithEmailLink(await getAuthInstance(), email.trim(), href);
  localStorage.removeItem(EMAIL_KEY);
  return credential.user;
}
