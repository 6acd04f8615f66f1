import type { IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import zlib from 'node:zlib';
import { callerFromAuthorization } from '../auth/caller';
import { Code, FsError, toFsError } from '../errors';
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE_MESSAGE } from '../limits';
import type { RequestLog } from '../request-log';
import { handlers } from '../service';
import type { Plain, Services } from '../service/context';
import { DECODE_OPTIONS, rpcs } from '../wire/schema';
import { streams } from '../listen';
import { serveBidi } from './bidi';
import { encodeGrpcMessage, frame, header } from './framing';

/**
 * gRPC over HTTP/2 (https://github.com/grpc/grpc/blob/master/doc/PROTOCOL-HTTP2.md), enough for the unary
 * and server-streaming calls of google.firestore.v1.Firestore: length-prefixed protobuf messages, status in
 * trailers (or trailers-only for errors before any message). Running on Node's http2 server directly lets
 * gRPC and REST share one port.
 */

const SERVICE_PREFIX = '/google.firestore.v1.Firestore/';

function decompress(encoding: string | undefined, data: Buffer): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(data);
  if (encoding === 'deflate') return zlib.inflateSync(data);
  throw new FsError('UNIMPLEMENTED', `Unsupported grpc-encoding ${encoding ?? '(none)'}.`);
}

/** Splits the request body into its (single) message. */
function readMessage(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length < 5) throw new FsError('INTERNAL', 'Truncated gRPC message.');
  const compressed = body[0] === 1;
  const length = body.readUInt32BE(1);
  if (body.length < 5 + length) throw new FsError('INTERNAL', 'Truncated gRPC message.');
  const payload = body.subarray(5, 5 + length);
  return compressed ? decompress(encoding, payload) : payload;
}

export function createGrpcHandler(
  svc: Services,
  requests: RequestLog,
): (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => void {
  return (stream, headers) => {
    const startedAt = performance.now();
    const path = header(headers, ':path') ?? '';
    const method = path.startsWith(SERVICE_PREFIX) ? path.slice(SERVICE_PREFIX.length) : '';
    const rpc = rpcs.get(method);
    const handler = handlers.get(method);
    const abort = new AbortController();
    let finished = false;
    stream.on('error', () => abort.abort());
    stream.on('close', () => {
      if (!finished) abort.abort();
    });

    const fail = (err: FsError): void => {
      finished = true;
      requests.record('grpc', method || path, err.code, startedAt);
      if (stream.destroyed || stream.closed) return;
      const trailers = { 'grpc-status': String(Code[err.code]), 'grpc-message': encodeGrpcMessage(err.message) };
      // Headers first, then the status in trailers. A trailers-only error carries no response metadata, and
      // google-gax's retry-request then treats it as "no response" and retries any code twice, seconds apart.
      if (!stream.headersSent) {
        stream.respond({ ':status': 200, 'content-type': 'application/grpc+proto' }, { waitForTrailers: true });
        stream.on('wantTrailers', () => stream.sendTrailers(trailers));
      }
      stream.end();
    };

    const openStream = rpc?.kind === 'bidi' ? streams.get(method) : undefined;
    if (rpc && openStream) {
      finished = true;
      serveBidi(svc, requests, stream, headers, rpc, openStream);
      return;
    }
    if (!rpc || !handler || rpc.kind === 'bidi') {
      fail(new FsError('UNIMPLEMENTED', `Method not found: ${path}`));
      return;
    }

    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES + 5) tooLarge = true;
      else chunks.push(chunk);
    });
    stream.on('end', () => {
      void (async () => {
        try {
          if (tooLarge) throw new FsError('INVALID_ARGUMENT', REQUEST_TOO_LARGE_MESSAGE);
          const bytes = readMessage(Buffer.concat(chunks), header(headers, 'grpc-encoding'));
          let request: Plain;
          try {
            request = rpc.requestType.toObject(rpc.requestType.decode(bytes), DECODE_OPTIONS);
          } catch (e) {
            throw new FsError(
              'INVALID_ARGUMENT',
              `Invalid ${rpc.requestType.name} message: ${e instanceof Error ? e.message : String(e)}`,
            );
          }
          const caller = callerFromAuthorization(header(headers, 'authorization'));
          const result = await handler(svc, request, { caller, signal: abort.signal });
          if (stream.destroyed || stream.closed) return;
          const messages: Plain[] = Array.isArray(result) ? result : [result];
          const body = Buffer.concat(messages.map((m) => frame(rpc.responseType.encode(m).finish())));
          finished = true;
          stream.respond(
            { ':status': 200, 'content-type': 'application/grpc+proto', 'grpc-accept-encoding': 'identity' },
            { waitForTrailers: true },
          );
          stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
          stream.end(body);
          requests.record('grpc', method, 'OK', startedAt);
        } catch (err) {
          fail(toFsError(err));
        }
      })();
    });
  };
}
