/**
 * Every parameter and secret of the functions, declared in one place (docs/architecture.md#style-structure). Values are
 * read inside handlers (at call time), never at import, because deploy-time analysis imports this module without them.
 */
import { defineSecret } from 'firebase-functions/params';
import { configLoaded } from './logs';

/** `firebase functions:secrets:set PAYSTACK_SECRET_KEY`; locally the emulator passes it through from the env. */
export const PAYSTACK_SECRET_KEY = defineSecret('PAYSTACK_SECRET_KEY');

export const DEFAULT_PAYSTACK_BASE_URL = 'https://api.paystack.co';

/**
 * The Paystack API base URL: production leaves it unset; the local stack points it at the test double.
 * Read from the environment rather than `defineString`: the Functions emulator writes a resolved param's
 * default into `.env.local` and then overrides the process environment with it, which would send local
 * payments to the real Paystack. A `.env` file in the deployed bundle can still set it.
 */
export function paystackBaseUrl(): string {
  const raw = process.env.PAYSTACK_BASE_URL?.trim();
  return raw ? raw.replace(/\/+$/, '') : DEFAULT_PAYSTACK_BASE_URL;
}

export interface PaystackConfig {
  readonly baseUrl: string;
  readonly secretKey: string;
}

let logged = false;

/**
 * The Paystack settings for this call; logged once per instance with the key redacted
 * (docs/architecture.md#style-functions).
 */
export function paystackConfig(): PaystackConfig {
  const config = { baseUrl: paystackBaseUrl(), secretKey: PAYSTACK_SECRET_KEY.value() };
  if (!logged) {
    logged = true;
    configLoaded({ paystackBaseUrl: config.baseUrl, paystackSecretKey: redact(config.secretKey) });
  }
  if (!config.secretKey) throw new Error('PAYSTACK_SECRET_KEY is not set.');
  return config;
}

/** 'sk_test_…' → 'sk_test_****'; an empty key says so. */
export function redact(secret: string): string {
  if (!secret) return '(missing)';
  const prefix = /^(sk|pk)_(test|live)_/.exec(secret)?.[0] ?? '';
  return `${prefix}****`;
}

/**
 * The shop's public origin ('https://shop.example'), the one setting for every absolute link the functions write:
 * mails, link previews, the sitemap. `SITE_URL` in the functions' environment (functions/.env on deploy); the local
 * stack sets it to its web app. Unset, mails carry relative links.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? '').trim().replace(/\/+$/, '');
}

/** What `requestOrigin` reads of a request (Express's and the tests' alike). */
export interface OriginRequest {
  get(name: string): string | undefined;
  readonly protocol: string;
}

/**
 * The origin for a served page's absolute URLs (previews need them): `SITE_URL` when set, else the host the visitor
 * reached, which Hosting and the local proxies pass on.
 */
export function requestOrigin(req: OriginRequest): string {
  const pinned = siteUrl();
  if (pinned) return pinned;
  const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;
  const host = first(req.get('x-forwarded-host')) ?? first(req.get('host')) ?? 'localhost';
  const proto = first(req.get('x-forwarded-proto')) ?? (req.protocol || 'https');
  return `${proto}://${host}`;
}
