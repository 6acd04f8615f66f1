/**
 * Calling the shop's callables in a test. `call` runs the deployed function itself in this process (`onCall`'s own
 * handler, `.run`: the definer's checks of who may call, the contract's schema, the error mapping, the live
 * dependencies and secrets from the stack's environment, test/env.ts), after reading the ID token as the Functions
 * emulator does; the answer has the protocol's shape ({result} or {error: {status, message, details}}, through JSON).
 * `callOverHttp` speaks the protocol to the Functions emulator, as the web SDK does: the HTTP smoke test
 * (src/__tests__/callables-http.test.ts) holds the in-process answers to it. Triggers and HTTP functions still run
 * in the emulator (docs/architecture.md#testing).
 */
import { CALLABLES, type CallableName } from '@aso/domain/contract';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { HttpsError } from 'firebase-functions/v2/https';
import * as deployed from '../src/index';
import { claimsOf } from './auth';
import { stackInfo } from './stack';

export type CallResult<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly httpStatus: number;
      readonly status: string;
      readonly message: string;
      readonly details: unknown;
    };

/** What crosses the wire: JSON, as the protocol encodes the input and the answer. */
const overTheWire = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

const refusal = (error: HttpsError): CallResult<never> => {
  const json = overTheWire(error.toJSON()) as { status: string; message: string; details?: unknown };
  return {
    ok: false,
    httpStatus: error.httpErrorCode.status,
    status: json.status,
    message: json.message,
    details: json.details,
  };
};

function deployedCallable(name: string): { run(request: CallableRequest): Promise<unknown> } {
  const fn = (deployed as Record<string, unknown>)[name] as { run?: unknown } | undefined;
  if (!(name in CALLABLES) || typeof fn?.run !== 'function')
    throw new Error(`${name} is not a deployed callable (functions/src/index.ts)`);
  return fn as { run(request: CallableRequest): Promise<unknown> };
}

/**
 * The auth of a request that carries `idToken`, as the Functions emulator reads it (it decodes the Auth emulator's
 * unsigned tokens; verifyIdToken would also refuse a disabled or revoked account there, which production leaves to
 * the callable's own Auth lookup); null when it is not a token.
 */
function authOf(idToken: string): CallableRequest['auth'] | null {
  try {
    const claims = claimsOf(idToken);
    const uid = typeof claims.sub === 'string' ? claims.sub : null;
    return uid ? { uid, token: { ...claims, uid } as never, rawToken: idToken } : null;
  } catch {
    return null;
  }
}

/** The callable `name` with `data`, as the signed-in holder of `idToken` (or signed out), run in this process. */
export async function call<T = unknown>(name: string, data: unknown, idToken: string | null): Promise<CallResult<T>> {
  const fn = deployedCallable(name);
  const auth = idToken === null ? undefined : authOf(idToken);
  // The protocol's answer to a token it cannot verify.
  if (auth === null) return refusal(new HttpsError('unauthenticated', 'Unauthenticated'));
  const rawRequest = {
    headers: { 'content-type': 'application/json' },
    header: () => undefined,
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as CallableRequest['rawRequest'];
  try {
    const result = await fn.run({ data: overTheWire(data), auth, rawRequest, acceptsStreaming: false });
    return { ok: true, data: overTheWire(result) as T };
  } catch (error) {
    if (error instanceof HttpsError) return refusal(error);
    // What the protocol answers for anything else (the error itself stays in the server's log).
    console.error(`${name} threw`, error);
    return refusal(new HttpsError('internal', 'INTERNAL'));
  }
}

/** The result of a call that must succeed; otherwise the test fails with the server's words. */
export async function callOk<T>(name: string, data: unknown, idToken: string): Promise<T> {
  const result = await call<T>(name, data, idToken);
  if (!result.ok)
    throw new Error(`${name} failed: ${result.status} ${result.message} ${JSON.stringify(result.details)}`);
  return result.data;
}

/** The callable `name` over HTTP on the Functions emulator: POST {data} with the ID token, {result} or {error} back. */
export async function callOverHttp<T = unknown>(
  name: CallableName,
  data: unknown,
  idToken: string | null,
): Promise<CallResult<T>> {
  const response = await fetch(`${stackInfo().urls.functions}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const json = (await response.json()) as {
    result?: T;
    error?: { status: string; message: string; details?: unknown };
  };
  if (response.ok && 'result' in json) return { ok: true, data: json.result as T };
  return {
    ok: false,
    httpStatus: response.status,
    status: json.error?.status ?? 'UNKNOWN',
    message: json.error?.message ?? '',
    details: json.error?.details,
  };
}

/**
 * POST a Paystack-style webhook to the deployed paystackWebhook, signed with `secret` (or a given signature).
 * Returns the HTTP status and body text.
 */
export async function postWebhook(
  rawBody: string,
  signature: string | null,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${stackInfo().urls.functions}/paystackWebhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    body: rawBody,
  });
  return { status: response.status, body: await response.text() };
}

/**
 * The Functions emulator starts one worker process per concurrent request and keeps it. Starting `n` at once
 * before a timing-sensitive burst of webhooks keeps process start-up (seconds on a small machine) out of what is
 * measured.
 */
export async function warmUpWebhook(n: number): Promise<void> {
  await Promise.all(Array.from({ length: n }, () => postWebhook('{}', 'warm-up')));
}
