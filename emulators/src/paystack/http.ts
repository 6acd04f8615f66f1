import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by handlers; the server turns it into a response with this status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Readonly<Record<string, unknown>>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** Paystack's error envelope: `{status: false, message}`. */
export function paystackError(status: number, message: string): HttpError {
  return new HttpError(status, { status: false, message });
}

/** The control API's error shape, deliberately unlike Paystack's so the two are never confused. */
export function controlError(status: number, message: string): HttpError {
  return new HttpError(status, { error: message });
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function readRawBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { status: false, message: 'Request body too large' });
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads a JSON or form-encoded body into a plain object (Paystack accepts both). An empty body is `{}`.
 * `invalid` builds the error for unparsable input, so each API keeps its own error shape.
 */
export async function readObjectBody(
  req: IncomingMessage,
  invalid: (message: string) => HttpError,
): Promise<Record<string, unknown>> {
  const raw = await readRawBody(req);
  if (raw.trim() === '') return {};
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** The browser loads inline.js and calls the checkout endpoints from the shop's origin. */
export function setCors(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, OPTIONS');
  res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
  res.setHeader('access-control-max-age', '600');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Decodes a path segment; null when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The caller's address as Paystack records it (an IPv4-mapped IPv6 address shown as IPv4). */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}
