import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Logger } from './log';

export interface DeliveryAttempt {
  readonly at: string;
  /** HTTP status the target answered; null when it could not be reached. */
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped' | 'cancelled';

export interface Delivery {
  readonly id: number;
  readonly event: string;
  readonly reference: string;
  readonly url: string | null;
  /** The exact bytes POSTed (as UTF-8) and their signature. */
  readonly body: string;
  readonly signature: string;
  readonly attempts: DeliveryAttempt[];
  state: DeliveryState;
  readonly done: Promise<void>;
}

export interface WebhookOptions {
  readonly secretKey: string;
  /** Total tries per delivery (Paystack retries a non-2xx answer; the double retries fast). */
  readonly attempts: number;
  readonly retryDelayMs: number;
  readonly timeoutMs: number;
  readonly log: Logger;
}

/** Paystack's signature: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export function signPaystackBody(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body, 'utf8').digest('hex');
}

/** POSTs one body and resolves with the status code; no keep-alive, so receivers can close at once. */
function postOnce(url: URL, body: string, signature: string, timeoutMs: number, signal: AbortSignal): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        agent: false,
        signal,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-paystack-signature': signature,
          'user-agent': 'Paystack-Test-Double',
          connection: 'close',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends signed events to the configured URL, retrying fast, and keeps a record of every attempt. */
export class WebhookSender {
  private readonly list: Delivery[] = [];
  private readonly inFlight = new Set<AbortController>();
  private nextId = 1;

  constructor(
    private readonly options: WebhookOptions,
    public url: string | null,
  ) {}

  deliveries(): readonly Delivery[] {
    return this.list;
  }

  /** Starts one delivery (fire-and-forget); `body` lets duplicates carry the very same bytes. */
  send(event: string, data: unknown, reference: string, body = JSON.stringify({ event, data })): Delivery {
    const signature = signPaystackBody(body, this.options.secretKey);
    const url = this.url;
    let finish = (): void => undefined;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const delivery: Delivery = {
      id: this.nextId++,
      event,
      reference,
      url,
      body,
      signature,
      attempts: [],
      state: 'pending',
      done,
    };
    this.list.push(delivery);
    if (url === null) {
      delivery.state = 'skipped';
      this.options.log.warn(`${event} for ${reference} not sent: no webhook URL configured`);
      finish();
      return delivery;
    }
    const controller = new AbortController();
    this.inFlight.add(controller);
    this.run(delivery, new URL(url), controller.signal)
      .catch((error: unknown) => {
        delivery.state = 'failed';
        this.options.log.error(`webhook ${delivery.id} crashed: ${String(error)}`);
      })
      .finally(() => {
        this.inFlight.delete(controller);
        finish();
      });
    return delivery;
  }

  /** Resolves once every delivery started so far has finished (or `timeoutMs` passed). */
  async settled(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([Promise.all(this.list.map((d) => d.done)), timeout]);
    clearTimeout(timer);
  }

  /** Cancels pending retries and forgets the record (a test's leftovers must not reach the next test). */
  reset(): void {
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
    this.list.length = 0;
  }

  private async run(delivery: Delivery, url: URL, signal: AbortSignal): Promise<void> {
    const { attempts, retryDelayMs, timeoutMs, log } = this.options;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (signal.aborted) {
        delivery.state = 'cancelled';
        return;
      }
      const started = Date.now();
      let status: number | null = null;
      let error: string | null = null;
      try {
        status = await postOnce(url, delivery.body, delivery.signature, timeoutMs, signal);
      } catch (err: unknown) {
        if (signal.aborted) {
          delivery.state = 'cancelled';
          return;
        }
        error = err instanceof Error ? err.message : String(err);
      }
      delivery.attempts.push({ at: new Date(started).toISOString(), status, error, durationMs: Date.now() - started });
      if (status !== null && status >= 200 && status < 300) {
        delivery.state = 'delivered';
        log.debug(`${delivery.event} for ${delivery.reference} delivered (HTTP ${status}, try ${attempt})`);
        return;
      }
      log.debug(`${delivery.event} for ${delivery.reference} try ${attempt} failed: ${error ?? `HTTP ${status}`}`);
      if (attempt < attempts && !(await sleep(retryDelayMs, signal))) {
        delivery.state = 'cancelled';
        return;
      }
    }
    delivery.state = 'failed';
    log.warn(`${delivery.event} for ${delivery.reference} gave up after ${attempts} tries to ${url.href}`);
  }
}

/** Resolves true after `ms`, or false as soon as the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
