import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaystackDouble, PaystackDoubleOptions } from '../server';
import { startPaystackDouble } from '../server';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export const SECRET = 'sk_test_unit_only_secret';

/** A double on a free port, silent, with fast webhook retries. */
export function startTestDouble(extra: PaystackDoubleOptions = {}): Promise<PaystackDouble> {
  return startPaystackDouble({ port: 0, secretKey: SECRET, logLevel: 'silent', webhookRetryDelayMs: 30, ...extra });
}

/** One double for the whole test file, cleared before each test so tests stay independent; `set` receives it. */
export function doublePerFile(set: (double: PaystackDouble) => void): void {
  let double: PaystackDouble;
  beforeAll(async () => {
    double = await startTestDouble();
    set(double);
  });
  afterAll(async () => {
    await double.stop();
  });
  beforeEach(async () => {
    await call(double, 'POST', '/_control/reset', undefined, null);
  });
}

/**
 * A double that posts its webhooks to a receiver of the test's own, started before the file's tests (`per` 'file')
 * or before each test ('test') and stopped after; `set` receives both. Shared by a file, both are cleared before
 * each test so tests stay independent.
 */
export function doubleWithReceiver(
  per: 'file' | 'test',
  set: (double: PaystackDouble, receiver: Receiver) => void,
): void {
  let double: PaystackDouble | undefined;
  let receiver: Receiver | undefined;
  const [before, after] = per === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    receiver = await startReceiver();
    double = await startTestDouble({ webhookUrl: receiver.url });
    set(double, receiver);
  });
  after(async () => {
    await double?.stop();
    await receiver?.close();
  });
  if (per === 'file') {
    beforeEach(async () => {
      if (double) await call(double, 'POST', '/_control/reset', undefined, null);
      if (receiver) receiver.requests.length = 0;
    });
  }
}

/** What the popup and the hosted checkout hand back for an approved charge (Paystack's callback response). */
export function approved(id: unknown, reference: string): Json {
  return { id, reference, message: 'Approved', status: 'success', trans: String(id), transaction: String(id) };
}

/** A parsed JSON answer; tests read fields through toMatchObject or narrow with `as`. */
export type Json = Record<string, unknown>;

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Json;
}

export async function call(
  double: PaystackDouble,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = SECRET,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${double.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text === '' ? {} : JSON.parse(text)) as Json };
}

export interface Initialized {
  readonly reference: string;
  readonly access_code: string;
  readonly authorization_url: string;
}

export async function initialize(double: PaystackDouble, fields: Json = {}): Promise<Initialized> {
  const answer = await call(double, 'POST', '/transaction/initialize', {
    email: 'ada@example.com',
    amount: 1_250_000,
    ...fields,
  });
  if (answer.status !== 200) throw new Error(`initialize failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Initialized;
}

export async function verifyData(double: PaystackDouble, reference: string): Promise<Json> {
  const answer = await call(double, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  if (answer.status !== 200) throw new Error(`verify failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as Json;
}

export interface ReceivedRequest {
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  /** The exact bytes received, as UTF-8. */
  readonly rawBody: string;
}

/** A local webhook target that records raw requests and answers statuses from a script (then 200). */
export interface Receiver {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  answerWith(statuses: readonly number[], delayMs?: number): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let script: number[] = [];
  let delay = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      const status = script.shift() ?? 200;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'ok' : 'nope');
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/paystack/webhook`,
    requests,
    answerWith(statuses, delayMs = 0) {
      script = [...statuses];
      delay = delayMs;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A URL where nothing listens (a port that was free a moment ago). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/webhook`;
}

export async function settle(
  double: PaystackDouble,
  reference: string,
  outcome: 'success' | 'failed' = 'success',
  wait = true,
): Promise<Answer> {
  return call(
    double,
    'POST',
    `/_control/transactions/${encodeURIComponent(reference)}/settle`,
    { outcome, wait },
    null,
  );
}
