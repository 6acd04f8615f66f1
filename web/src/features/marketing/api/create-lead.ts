// The subscribe form's signup goes through the `subscribe` callable (rate-limited per connection, one lead per
// email); the browser cannot write leads. No query reads leads on the storefront, so there is nothing to
// invalidate and no mutation hook (it would cost the home page React Query's mutation code).
import { callFunction } from '../../../lib/firebase';

export async function createLead(email: string, source: string): Promise<void> {
  await callFunction('subscribe', { email: email.trim(), source });
}
