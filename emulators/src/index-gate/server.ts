/**
 * The index gate: a pass-through in front of Google's Firestore emulator that records the composite index each query
 * would need in production (which the emulator never asks for) and counts documents read and written. It forwards
 * every byte unchanged: gRPC over cleartext HTTP/2 (the Admin SDK), REST and WebChannel over HTTP/1.1 (Firestore Lite,
 * the web SDK in a browser), told apart by the connection's first bytes. Its own endpoints, beside the emulator's:
 *
 *   GET|DELETE /emulator/v1/projects/{project}:indexUsage   the indexes needed so far (firestore.indexes.json's shape)
 *   GET|DELETE /emulator/v1/projects/{project}:stats        { reads, writes, queries } since the last DELETE
 */
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { Duplex } from 'node:stream';
import { IndexUsageRecorder } from './index-needs';
import {
  grpcMethod,
  observeGrpcRequest,
  observeGrpcResponse,
  observeRestRequest,
  observeRestResponse,
  observeWebChannelRequest,
  observeWebChannelResponse,
  projectIn,
  type Observed,
} from './wire';
import { GrpcFrames } from './grpc-frames';

export interface IndexGateOptions {
  readonly port: number;
  /** host:port of Google's emulator. */
  readonly upstream: string;
}

export interface IndexGate {
  readonly port: number;
  stop(): Promise<void>;
}

interface ProjectRecord {
  readonly indexes: IndexUsageRecorder;
  reads: number;
  writes: number;
  queries: number;
}

const CONTROL = /^\/emulator\/v1\/projects\/([^/:]+):(indexUsage|stats)$/;
/** Connection-level headers that belong to one hop, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'http2-settings', 'host']);

export async function startIndexGate(options: IndexGateOptions): Promise<IndexGate> {
  const [upstreamHost = '127.0.0.1', upstreamPort = '8080'] = options.upstream.split(':');
  const projects = new Map<string, ProjectRecord>();
  const recordFor = (project: string): ProjectRecord => {
    let record = projects.get(project);
    if (!record)
      projects.set(project, (record = { indexes: new IndexUsageRecorder(), reads: 0, writes: 0, queries: 0 }));
    return record;
  };
  /** Streams whose project is known only from their request; their responses are counted there too. */
  const note = (fallbackProject: string | undefined, seen: Observed): string | undefined => {
    const project = seen.project ?? fallbackProject;
    if (!project) return undefined;
    const record = recordFor(project);
    for (const query of seen.queries ?? []) {
      record.queries += 1;
      record.indexes.record(query);
    }
    record.reads += seen.reads ?? 0;
    record.writes += seen.writes ?? 0;
    return project;
  };

  // ---- HTTP/1.1: REST, WebChannel, the emulator's own endpoints, and the gate's -------------------------------
  // A connection upstream per request. With Node's global agent (kept-alive connections passed from one request to
  // the next) browser reads failed now and then with 'socket hang up': a 502 without CORS headers, which the page
  // reports as a CORS refusal and a journey fails on.
  const upstreamAgent = new http.Agent({ keepAlive: false });
  const h1 = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const control = CONTROL.exec(url.split('?')[0] ?? '');
    if (control) return answerControl(req, res, recordFor(control[1]!), control[2]!);
    const isWebChannel = url.includes('/channel');
    const isRest = url.startsWith('/v1/');
    const requestBody: Buffer[] = [];
    const upstream = http.request(
      {
        host: upstreamHost,
        port: Number(upstreamPort),
        method: req.method,
        path: url,
        headers: forwardHeaders(req.headers),
        agent: upstreamAgent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardHeaders(answer.headers));
        const project = projectIn(url);
        const responseBody: Buffer[] = [];
        let carry = '';
        answer.on('data', (chunk: Buffer) => {
          if (isWebChannel) {
            // A token split across two chunks is counted once: keep the tail of the previous chunk.
            const text = carry + chunk.toString('latin1');
            note(project ?? channelProjects.get(channelKey(url)), observeWebChannelResponse(text));
            carry = text.slice(-('"documentChange"'.length - 1));
          } else if (isRest) responseBody.push(chunk);
          res.write(chunk);
        });
        answer.on('end', () => {
          if (isRest)
            note(project, observeRestResponse(req.method ?? 'GET', url, Buffer.concat(responseBody).toString()));
          res.end();
        });
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      // Said in the gate's log, unless the browser had gone (its close ends the upstream request on purpose).
      if (!res.destroyed)
        console.error(
          `index gate: ${req.method ?? 'GET'} ${url.split('?')[0] ?? ''} failed upstream: ${error.message}`,
        );
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.on('data', (chunk: Buffer) => {
      if (isRest || isWebChannel) requestBody.push(chunk);
      upstream.write(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(requestBody).toString();
      if (isWebChannel) {
        const seen = observeWebChannelRequest(url, body);
        const project = note(undefined, seen);
        if (project) channelProjects.set(channelKey(url), project);
      } else if (isRest) note(undefined, observeRestRequest(req.method ?? 'GET', url, body));
      upstream.end();
    });
    res.on('close', () => upstream.destroy());
  });
  /** A WebChannel session's project, learned from its first upload; its downloads name only the session id. */
  const channelProjects = new Map<string, string>();
  const channelKey = (url: string): string => new URL(url, 'http://gate').searchParams.get('SID') ?? url;

  // ---- HTTP/2: gRPC -----------------------------------------------------------------------------------------------
  let session: http2.ClientHttp2Session | undefined;
  const upstreamSession = (): http2.ClientHttp2Session => {
    if (!session || session.closed || session.destroyed) {
      const opened = http2.connect(`http://${upstreamHost}:${upstreamPort}`);
      opened.on('error', () => opened.destroy());
      opened.on('close', () => {
        if (session === opened) session = undefined;
      });
      session = opened;
    }
    return session;
  };
  const h2 = http2.createServer({ maxSessionMemory: 64 });
  h2.on('stream', (stream, headers) => {
    const method = grpcMethod(String(headers[':path'] ?? '')) ?? '';
    let project: string | undefined;
    let documents = 0;
    const outbound: http2.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) outbound[name] = value;
    let upstream: http2.ClientHttp2Stream;
    try {
      upstream = upstreamSession().request(outbound);
    } catch {
      stream.close(http2.constants.NGHTTP2_REFUSED_STREAM);
      return;
    }
    const requests = new GrpcFrames((message) => {
      project = note(project, observeGrpcRequest(method, message)) ?? project;
    });
    const responses = new GrpcFrames((message) => {
      const seen = observeGrpcResponse(method, message);
      documents += seen.reads ?? 0;
      note(project, seen);
    });
    let trailers: http2.IncomingHttpHeaders = {};
    upstream.on('response', (answer, flags) => {
      const ended = (flags & http2.constants.NGHTTP2_FLAG_END_STREAM) !== 0;
      if (stream.closed) return;
      stream.respond(answer, ended ? { endStream: true } : { waitForTrailers: true });
    });
    upstream.on('trailers', (received: http2.IncomingHttpHeaders) => {
      trailers = received;
    });
    upstream.on('data', (chunk: Buffer) => {
      responses.push(chunk);
      if (!stream.closed) stream.write(chunk);
    });
    upstream.on('end', () => {
      // A query that returned nothing is billed one read.
      if (method === 'RunQuery' && documents === 0) note(project, { reads: 1 });
      if (!stream.closed && stream.headersSent) stream.end();
    });
    stream.on('wantTrailers', () => stream.sendTrailers(trailers));
    upstream.on('close', () => {
      if (!stream.closed && !stream.headersSent)
        stream.close(upstream.rstCode ?? http2.constants.NGHTTP2_INTERNAL_ERROR);
    });
    upstream.on('error', () => undefined);
    stream.on('error', () => undefined);
    stream.on('data', (chunk: Buffer) => {
      requests.push(chunk);
      upstream.write(chunk);
    });
    stream.on('end', () => upstream.end());
    stream.on('close', () => {
      if (!upstream.closed) upstream.close(http2.constants.NGHTTP2_CANCEL);
    });
  });

  // ---- one port: HTTP/2's connection preface names the protocol ------------------------------------------------------
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      socket.pause();
      if (first.subarray(0, 3).toString() === 'PRI') {
        // HTTP/2 reads a net.Socket's handle directly, past bytes already read: hand it a stream that starts with them.
        h2.emit('connection', replaying(socket, first));
      } else {
        socket.unshift(first);
        h1.emit('connection', socket);
      }
      socket.resume();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        session?.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A duplex over `socket` whose readable side starts with `first`. */
function replaying(socket: net.Socket, first: Buffer): Duplex {
  const stream = new Duplex({
    read: () => socket.resume(),
    write: (chunk: Buffer, _encoding, done) => socket.write(chunk, done),
    final: (done) => socket.end(done),
    destroy: (error, done) => {
      socket.destroy(error ?? undefined);
      done(error);
    },
  });
  stream.push(first);
  socket.on('data', (chunk: Buffer) => {
    if (!stream.push(chunk)) socket.pause();
  });
  socket.on('end', () => stream.push(null));
  socket.on('close', () => stream.destroy());
  return stream;
}

function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

function answerControl(req: http.IncomingMessage, res: http.ServerResponse, record: ProjectRecord, verb: string): void {
  const send = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'DELETE') {
    if (verb === 'indexUsage') record.indexes.clear();
    else Object.assign(record, { reads: 0, writes: 0, queries: 0 });
    return send(200, {});
  }
  if (req.method !== 'GET') return send(405, { error: 'GET or DELETE' });
  if (verb === 'indexUsage') return send(200, record.indexes.snapshot());
  return send(200, { reads: record.reads, writes: record.writes, queries: record.queries });
}
