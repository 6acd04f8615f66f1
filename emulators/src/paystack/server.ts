import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleApi } from './api';
import { handleCheckout } from './checkout';
import type { DoubleContext } from './context';
import { handleControl, isHttpUrl } from './control';
import { HttpError, sendJson, setCors } from './http';
import type { LogLevel } from './log';
import { createLogger } from './log';
import { Store } from './store';
import { WebhookSender } from './webhooks';
import { emulatorUrl, type RunningEmulator } from '../shared/emulator';
import { listenOn } from '../shared/listen';

export interface PaystackDoubleOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0 (any free port). */
  readonly port?: number;
  /** The only key the API accepts as `Authorization: Bearer …`; also the webhook signing key. */
  readonly secretKey?: string;
  readonly publicKey?: string;
  /** Where `charge.success` and `refund.*` are POSTed; null = record them as skipped. */
  readonly webhookUrl?: string | null;
  /** Base URL for `authorization_url`; default the double's own URL. */
  readonly publicUrl?: string;
  /** Default 'info' (one line when listening, warnings when a webhook gives up). */
  readonly logLevel?: LogLevel;
  /** Tries per webhook delivery, default 3. */
  readonly webhookAttempts?: number;
  /** Pause between tries, default 1000 ms. */
  readonly webhookRetryDelayMs?: number;
  /** How long one try waits for an answer, default 5000 ms. */
  readonly webhookTimeoutMs?: number;
  /** When a transfer or USSD payment started in the checkout lands by itself; null = only when settled. Default 10 s. */
  readonly transferConfirmAfterMs?: number | null;
}

/** `url` (e.g. http://127.0.0.1:4010) is PAYSTACK_BASE_URL and the origin of /inline.js. */
export type PaystackDouble = RunningEmulator;

export const DEFAULT_SECRET_KEY = 'sk_test_aso_local_double';
export const DEFAULT_PUBLIC_KEY = 'pk_test_aso_local_double';

const INLINE_SOURCE = readFileSync(new URL('./inline.js', import.meta.url), 'utf8');
const ORIGIN_PLACEHOLDER = "'__PAYSTACK_DOUBLE_ORIGIN__'";

/** The script, pointed at the origin the browser used to fetch it (so it works whatever host name the page used). */
function inlineScript(ctx: DoubleContext, req: IncomingMessage): string {
  const host = req.headers.host;
  const origin = host !== undefined && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `http://${host}` : ctx.publicUrl;
  return INLINE_SOURCE.replace(ORIGIN_PLACEHOLDER, JSON.stringify(origin));
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${String(value)}`);
  return n;
}

async function route(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  setCors(res);
  const url = new URL(req.url ?? '/', 'http://double.invalid');
  const method = req.method ?? 'GET';
  ctx.log.debug(`${method} ${url.pathname}`);
  if (method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
    sendJson(res, 200, {
      service: 'paystack-test-double',
      ready: true,
      publicKey: ctx.publicKey,
      webhookUrl: ctx.webhooks.url,
    });
    return;
  }
  if (url.pathname === '/inline.js' && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(inlineScript(ctx, req));
    return;
  }
  const handled =
    (await handleControl(ctx, req, res, url)) ||
    (await handleCheckout(ctx, req, res, url.pathname)) ||
    (await handleApi(ctx, req, res, url.pathname, url.searchParams));
  if (!handled) sendJson(res, 404, { status: false, message: `No route ${method} ${url.pathname}` });
}

/** Starts the Paystack test double (plain node:http) and resolves once it is listening. */
export async function startPaystackDouble(options: PaystackDoubleOptions = {}): Promise<PaystackDouble> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  if (secretKey.trim() === '') throw new Error('secretKey must not be empty');
  const webhookUrl = options.webhookUrl ?? null;
  if (webhookUrl !== null && !isHttpUrl(webhookUrl))
    throw new Error(`webhookUrl must be an http(s) URL, got ${webhookUrl}`);
  if (options.publicUrl !== undefined && !isHttpUrl(options.publicUrl)) {
    throw new Error(`publicUrl must be an http(s) URL, got ${options.publicUrl}`);
  }
  const log = createLogger(options.logLevel ?? 'info');
  const webhooks = new WebhookSender(
    {
      secretKey,
      attempts: positiveInteger('webhookAttempts', options.webhookAttempts, 3),
      retryDelayMs: positiveInteger('webhookRetryDelayMs', options.webhookRetryDelayMs, 1000),
      timeoutMs: positiveInteger('webhookTimeoutMs', options.webhookTimeoutMs, 5000),
      log,
    },
    webhookUrl,
  );

  // authorization_url needs the bound port, known only after listen().
  let publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  const ctx: DoubleContext = {
    secretKey,
    publicKey: options.publicKey ?? DEFAULT_PUBLIC_KEY,
    get publicUrl() {
      return publicUrl;
    },
    store: new Store(options.transferConfirmAfterMs === undefined ? 10_000 : options.transferConfirmAfterMs),
    webhooks,
    log,
  };
  const server = createServer((req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(res, error.status, error.body);
        else res.end();
        return;
      }
      log.error(
        `${req.method ?? '?'} ${req.url ?? '?'} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendJson(res, 500, { status: false, message: 'An error occurred' });
      else res.end();
    });
  });
  const port = await listenOn(server, options.port ?? 0, host);
  const url = emulatorUrl(host, port);
  if (publicUrl === '') publicUrl = url;
  log.info(`Paystack test double listening on ${url} (webhooks to ${webhookUrl ?? 'nowhere yet'})`);

  let closing: Promise<void> | undefined;
  return {
    host,
    port,
    url,
    stop() {
      closing ??= new Promise<void>((resolve) => {
        webhooks.reset();
        ctx.store.reset();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
