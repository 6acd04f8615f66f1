// The local inbox (MailDev, fed by the mail relay): what a customer received, read through MailDev's REST API.
import { expect } from 'vitest';
import { stackInfo } from './stack';

export interface InboxMail {
  readonly id: string;
  readonly subject: string;
  readonly text?: string;
  readonly html?: string;
  readonly to: readonly { address: string }[];
  /** The mail's headers, names in lower case. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Every mail MailDev holds for this address, oldest first. */
export async function inboxOf(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${stackInfo().urls.mail}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for GET /email`);
  const all = (await response.json()) as InboxMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until the address has exactly `count` mails (the relay polls each second), then answers them. */
export async function expectInbox(address: string, count: number, timeout = 20_000): Promise<InboxMail[]> {
  await expect.poll(async () => (await inboxOf(address)).length, { timeout, interval: 250 }).toBe(count);
  return inboxOf(address);
}
