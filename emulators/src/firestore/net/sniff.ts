import type { Socket } from 'node:net';

/** The HTTP/2 connection preface a prior-knowledge (h2c) client sends first. */
const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');

/**
 * Peeks at the first bytes of a connection and hands the socket, bytes put back, to the HTTP/2 side (gRPC
 * from the Admin SDK) or the HTTP/1.1 side (REST from browsers and the Lite SDK). Node's cleartext http2
 * server cannot take HTTP/1.1 itself.
 */
export function sniffProtocol(socket: Socket, onHttp2: (s: Socket) => void, onHttp1: (s: Socket) => void): void {
  let buffered: Buffer = Buffer.alloc(0);
  const decide = (http2: boolean): void => {
    socket.removeListener('data', onData);
    socket.removeListener('error', onError);
    socket.pause();
    socket.unshift(buffered);
    (http2 ? onHttp2 : onHttp1)(socket);
  };
  const onData = (chunk: Buffer): void => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const n = Math.min(buffered.length, PREFACE.length);
    if (!buffered.subarray(0, n).equals(PREFACE.subarray(0, n))) decide(false);
    else if (buffered.length >= PREFACE.length) decide(true);
  };
  const onError = (): void => {
    socket.destroy();
  };
  socket.on('error', onError);
  socket.on('data', onData);
}
