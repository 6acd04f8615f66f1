import { runServer, stringFlags } from '../shared/cli';
import { isHttpUrl } from './control';
import { isLogLevel, LOG_LEVELS } from './log';
import type { PaystackDoubleOptions } from './server';
import { DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY, startPaystackDouble } from './server';

export const USAGE = `usage: emulators paystack [options]
  --port <n>              port to listen on (default 4010)
  --host <host>           interface to bind (default 127.0.0.1)
  --secret <sk_test_…>    secret key the API accepts and webhooks are signed with
                          (default $PAYSTACK_SECRET_KEY or ${DEFAULT_SECRET_KEY})
  --public-key <pk_…>     public key (default $PAYSTACK_PUBLIC_KEY or ${DEFAULT_PUBLIC_KEY})
  --webhook-url <url>     where webhooks are POSTed (default $PAYSTACK_WEBHOOK_URL; settable at runtime
                          with PUT /_control/webhook-url)
  --public-url <url>      base of authorization_url (default the double's own URL)
  --webhook-attempts <n>  tries per webhook (default 3)
  --webhook-retry-ms <n>  pause between tries (default 1000)
  --transfer-confirm-ms <n>  a transfer or USSD payment lands this long after the customer starts it
                          (default 10000; settable at runtime with PUT /_control/transfers)
  --log-level <level>     ${LOG_LEVELS.join(' | ')} (default info)`;

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

/** Parses the command line (flags first, then the environment, then defaults); throws with a clear message. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): PaystackDoubleOptions {
  const values = stringFlags(argv, [
    'port',
    'host',
    'secret',
    'public-key',
    'webhook-url',
    'public-url',
    'webhook-attempts',
    'webhook-retry-ms',
    'transfer-confirm-ms',
    'log-level',
  ]);
  const webhookUrl = values['webhook-url'] ?? env.PAYSTACK_WEBHOOK_URL ?? null;
  if (webhookUrl !== null && !isHttpUrl(webhookUrl))
    throw new Error(`--webhook-url must be an http(s) URL, got "${webhookUrl}"`);
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !isHttpUrl(publicUrl))
    throw new Error(`--public-url must be an http(s) URL, got "${publicUrl}"`);
  const logLevel = values['log-level'] ?? 'info';
  if (!isLogLevel(logLevel)) throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const secretKey = values.secret ?? env.PAYSTACK_SECRET_KEY ?? DEFAULT_SECRET_KEY;
  if (secretKey.trim() === '') throw new Error('--secret must not be empty');
  return {
    port: integer('port', values.port ?? '4010', 0, 65_535),
    host: values.host ?? '127.0.0.1',
    secretKey,
    publicKey: values['public-key'] ?? env.PAYSTACK_PUBLIC_KEY ?? DEFAULT_PUBLIC_KEY,
    webhookUrl,
    ...(publicUrl === undefined ? {} : { publicUrl }),
    webhookAttempts: integer('webhook-attempts', values['webhook-attempts'] ?? '3', 1, 100),
    webhookRetryDelayMs: integer('webhook-retry-ms', values['webhook-retry-ms'] ?? '1000', 1, 3_600_000),
    transferConfirmAfterMs: integer('transfer-confirm-ms', values['transfer-confirm-ms'] ?? '10000', 0, 3_600_000),
    logLevel,
  };
}

/** `emulators paystack …`: starts the double and keeps it running until SIGINT/SIGTERM. */
export function main(argv: readonly string[]): Promise<void> {
  return runServer('paystack', argv, USAGE, parseCliOptions, startPaystackDouble);
}
