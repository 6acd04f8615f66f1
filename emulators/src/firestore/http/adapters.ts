import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import { MAX_REQUEST_BYTES } from '../limits';
import type { HttpRequest, HttpResponse } from './types';

type Route = (req: HttpRequest) => Promise<HttpResponse>;

/** Buffers a body up to the request limit; the rest is read and dropped so the connection stays usable. */
function collect(stream: NodeJS.ReadableStream, done: (body: Buffer, tooLarge: boolean) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
  });
  stream.on('end', () => done(Buffer.concat(chunks), size > MAX_REQUEST_BYTES));
}

/** HTTP/1.1 (node:http) → route → response. */
export function http1Handler(route: Route): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    collect(req, (body, tooLarge) => {
      void route({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body,
        tooLarge,
        signal: abort.signal,
      }).then((out) => {
        if (res.destroyed) return;
        res.writeHead(out.status, { ...out.headers, 'content-length': Buffer.byteLength(out.body) });
        res.end(out.body);
      });
    });
  };
}

/** REST over HTTP/2 (rare: h2c clients that are not gRPC). */
export function http2RestHandler(route: Route): (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => void {
  return (stream, headers) => {
    const abort = new AbortController();
    stream.on('close', () => abort.abort());
    stream.on('error', () => abort.abort());
    const method = String(headers[':method'] ?? 'GET');
    const url = String(headers[':path'] ?? '/');
    collect(stream, (body, tooLarge) => {
      void route({ method, url, headers, body, tooLarge, signal: abort.signal }).then((out) => {
        if (stream.destroyed || stream.closed) return;
        stream.respond({ ':status': out.status, ...out.headers });
        stream.end(out.body);
      });
    });
  };
}
