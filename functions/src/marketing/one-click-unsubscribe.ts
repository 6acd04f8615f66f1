/**
 * mailUnsubscribe (HTTP, Hosting's `/mail/unsubscribe`): the address of a reminder mail's List-Unsubscribe header.
 * A mail app's one-click POST (RFC 8058) turns the account's mail off at once, with no page and no sign-in; the token
 * is the same signed one as the mail's own link (lib/mail-links.ts), so a forged or foreign one changes nothing. Opened
 * in a browser (GET), it leads to the unsubscribe page, which asks nothing either (docs/product.md#cart-reminders).
 */
import { DomainError, UNSUBSCRIBE_PATH, UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from '@aso/domain';
import { handleUnsubscribe, type UnsubscribeDeps } from './unsubscribe';

export interface OneClickRequest {
  readonly method: string;
  /** The `token` query parameter, as Express parsed it (a string, or anything else when repeated or absent). */
  readonly token: unknown;
}

export interface OneClickAnswer {
  readonly status: number;
  readonly body: string;
  readonly location?: string;
}

export async function answerOneClickUnsubscribe(deps: UnsubscribeDeps, req: OneClickRequest): Promise<OneClickAnswer> {
  const token = typeof req.token === 'string' ? req.token : '';
  if (req.method === 'GET' || req.method === 'HEAD')
    return { status: 303, body: '', location: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}` };
  if (req.method !== 'POST') return { status: 405, body: 'Use POST.' };
  try {
    await handleUnsubscribe(deps, { token });
    return { status: 200, body: UNSUBSCRIBED };
  } catch (error) {
    if (error instanceof DomainError) return { status: 400, body: UNSUBSCRIBE_LINK_INVALID };
    throw error;
  }
}
