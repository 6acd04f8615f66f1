import type { IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import zlib from 'node:zlib';
import { callerFromAuthorization } from '../auth/caller';
import { Code, FsError } from '../errors';
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE_MESSAGE } from '../limits';
import type { OpenStream, StreamSession } from '../listen';
import type { RequestLog } from '../request-log';
import type { Plain, Services } from '../service/context';
import type { RpcInfo } from '../wire/schema';
import { DECODE_OPTIONS } from '../wire/schema';
import { encodeGrpcMessage, frame, header } from './framing';

/**
 * A bidi gRPC call (Listen, Write): response headers at once, then length-prefixed messages both ways as they
 * come, status in trailers when either side ends. Request messages may span or share DATA frames.
 */
export function serveBidi(
  svc: Services,
  requests: RequestLog,
  stream: ServerHttp2Stream,
  headers: IncomingHttpHeaders,
  rpc: RpcInfo,
  open: OpenStream,
): void {
  const startedAt = performance.now();
  let ended = false;
  stream.respond(
    { ':status': 200, 'content-type': 'application/grpc+proto', 'grpc-accept-encoding': 'identity' },
    { waitForTrailers: true },
  );
  const close = (err?: FsError): void => {
    if (ended) return;
    ended = true;
    session.dispose();
    requests.record('grpc', rpc.name, err?.code ?? 'OK', startedAt);
    if (stream.destroyed || stream.closed) return;
    const trailers = err
      ? { 'grpc-status': String(Code[err.code]), 'grpc-message': encodeGrpcMessage(err.message) }
      : { 'grpc-status': '0' };
    stream.on('wantTrailers', () => stream.sendTrailers(trailers));
    stream.end();
  };
  const session: StreamSession = open(svc, callerFromAuthorization(header(headers, 'authorization')), {
    send: (message: Plain) => {
      if (ended || stream.destroyed || stream.closed) return;
      stream.write(frame(rpc.responseType.encode(message).finish()));
    },
    close,
  });

  let buffered: Buffer = Buffer.alloc(0);
  const encoding = header(headers, 'grpc-encoding');
  stream.on('data', (chunk: Buffer) => {
    if (ended) return;
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    while (buffered.length >= 5) {
      const length = buffered.readUInt32BE(1);
      if (length > MAX_REQUEST_BYTES) {
        close(new FsError('INVALID_ARGUMENT', REQUEST_TOO_LARGE_MESSAGE));
        return;
      }
      if (buffered.length < 5 + length) break;
      const compressed = buffered[0] === 1;
      let payload = buffered.subarray(5, 5 + length);
      buffered = buffered.subarray(5 + length);
      let message: Plain;
      try {
        if (compressed) payload = encoding === 'deflate' ? zlib.inflateSync(payload) : zlib.gunzipSync(payload);
        message = rpc.requestType.toObject(rpc.requestType.decode(payload), DECODE_OPTIONS);
      } catch (e) {
        close(
          new FsError(
            'INVALID_ARGUMENT',
            `Invalid ${rpc.requestType.name} message: ${e instanceof Error ? e.message : String(e)}`,
          ),
        );
        return;
      }
      session.receive(message);
      if (ended) return;
    }
  });
  // The client half-closed: it wants no more responses.
  stream.on('end', () => close());
  stream.on('error', () => {
    ended = true;
    session.dispose();
  });
  stream.on('close', () => {
    if (!ended) {
      ended = true;
      session.dispose();
      requests.record('grpc', rpc.name, 'CANCELLED', startedAt);
    }
  });
}
