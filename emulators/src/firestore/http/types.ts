import type { IncomingHttpHeaders } from 'node:http';

/** A buffered HTTP request, independent of HTTP/1.1 or HTTP/2. */
export interface HttpRequest {
  readonly method: string;
  /** Raw path and query, as received (percent-encoded). */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** The body was larger than the request limit and was discarded. */
  readonly tooLarge: boolean;
  readonly signal: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function json(status: number, body: unknown): HttpResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

/** AIP-193 error body, what the Java emulator and production send. */
export function errorBody(status: number, code: string, message: string): HttpResponse {
  return json(status, { error: { code: status, message, status: code } });
}
