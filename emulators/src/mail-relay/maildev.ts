/**
 * MailDev (the `maildev` npm package) as a child process: the local inbox the relay sends to. Its REST API
 * (GET /email, DELETE /email/all) is how tests and journeys read what a customer received.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { RunningEmulator } from '../shared/emulator';

const require = createRequire(import.meta.url);

/** The MailDev CLI script (node_modules/maildev/bin/maildev). */
export const MAILDEV_BIN: string = require.resolve('maildev/bin/maildev');

/** The arguments that start MailDev on these ports, bound to 127.0.0.1, quiet. */
export function maildevArgs(smtpPort: number, webPort: number): string[] {
  return [MAILDEV_BIN, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'];
}

/** One received mail as MailDev's API lists it (the fields the shop's checks read). */
export interface InboxMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  /** The mail's headers, names in lower case. */
  headers?: Record<string, string>;
}

/** Every mail MailDev holds, oldest first. */
export async function readInbox(webUrl: string): Promise<InboxMail[]> {
  const response = await fetch(`${webUrl}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for GET /email`);
  return (await response.json()) as InboxMail[];
}

export async function clearInbox(webUrl: string): Promise<void> {
  const response = await fetch(`${webUrl}/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for DELETE /email/all`);
}

/** Starts MailDev and waits until its web API answers. */
export async function startMailDev(
  smtpPort: number,
  webPort: number,
): Promise<RunningEmulator & { readonly child: ChildProcess }> {
  const child = spawn(process.execPath, maildevArgs(smtpPort, webPort), { stdio: 'ignore' });
  const webUrl = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${webUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`MailDev exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('MailDev did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    host: '127.0.0.1',
    port: webPort,
    url: webUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
