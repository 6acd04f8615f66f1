/**
 * Calling deployed callables the way the web SDK does (the callable protocol over HTTP): POST {data} with the
 * user's ID token; the answer is {result} or {error: {status, message, details}}.
 */
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

export async function call<T = unknown>(name: string, data: unknown, idToken: string | null): Promise<CallResult<T>> {
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

/** The result of a call that must succeed; otherwise the test fails with the server's words. */
export async function callOk<T>(name: string, data: unknown, idToken: string): Promise<T> {
  const result = await call<T>(name, data, idToken);
  if (!result.ok)
    throw new Error(`${name} failed: ${result.status} ${result.message} ${JSON.stringify(result.details)}`);
  return result.data;
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
 * before a timing-sensitive burst keeps process start-up (seconds on a small machine) out of what is measured.
 */
export async function warmUp(name: string, n: number, idToken: string | null): Promise<void> {
  await Promise.all(
    Array.from({ length: n }, () =>
      name === 'paystackWebhook' ? postWebhook('{}', 'warm-up') : call(name, { warmUp: true }, idToken),
    ),
  );
}
