import type { IncomingMessage, ServerResponse } from 'node:http';
import { callerFromAuthorization } from '../auth/caller';
import { streams } from '../listen';
import type { Services } from '../service/context';
import { rpcs } from '../wire/schema';
import { ChannelSession } from './session';
import { chunk, parseForwardBody } from './wire';

/** `/google.firestore.v1.Firestore/{Listen|Write}/channel`, the paths the browser SDK's WebChannelConnection opens. */
const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
/** A session nobody has polled or posted to for this long is gone (the tab closed without terminating). */
const IDLE_SESSION_MS = 120_000;
const MAX_FORWARD_BYTES = 11 * 1024 * 1024;

export function isChannelRequest(url: string): boolean {
  const q = url.indexOf('?');
  return CHANNEL_PATH.test(q < 0 ? url : url.slice(0, q));
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
    : { 'access-control-allow-origin': '*' };
}

const TEXT = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-cache, no-store',
  'x-content-type-options': 'nosniff',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_FORWARD_BYTES) chunks.push(c);
    });
    req.on('end', () =>
      size > MAX_FORWARD_BYTES ? reject(new Error('too large')) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

/**
 * WebChannel (BrowserChannel protocol version 8) for the browser build of firebase/firestore: the handshake POST
 * creates a session and answers ["c", sid, …]; forward POSTs carry request messages; the back-channel GET
 * (RID=rpc) streams response arrays, or long-polls (CI=1) one delivery at a time; TYPE=terminate ends it.
 */
export class WebChannelServer {
  private readonly sessions = new Map<string, ChannelSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly svc: Services) {
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://channel');
    const method = CHANNEL_PATH.exec(url.pathname)?.[1] ?? '';
    const params = url.searchParams;
    const cors = corsHeaders(req);
    const sid = params.get('SID');
    const aid = Number(params.get('AID') ?? 'NaN');

    if (params.get('TYPE') === 'terminate') {
      if (sid) this.sessions.get(sid)?.terminate();
      req.resume();
      res.writeHead(200, { ...TEXT, ...cors }).end();
      return;
    }
    const session = sid ? this.sessions.get(sid) : undefined;
    if (sid && (!session || (session.finished && req.method === 'POST'))) {
      req.resume();
      res.writeHead(400, { ...TEXT, ...cors }).end('Unknown SID');
      return;
    }
    if (req.method === 'GET') {
      if (!session || params.get('RID') !== 'rpc') {
        res.writeHead(400, { ...TEXT, ...cors }).end('Bad back channel request');
        return;
      }
      res.writeHead(200, { ...TEXT, ...cors });
      const hold = Number(params.get('TO') ?? 'NaN');
      session.attachBackChannel(
        res,
        aid,
        params.get('CI') === '1',
        Number.isFinite(hold) && hold > 0 ? hold : undefined,
      );
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...TEXT, ...cors }).end('Method not allowed');
      return;
    }
    void readBody(req).then(
      (text) => {
        const body = parseForwardBody(text);
        if (!session) {
          const created = this.open(method, body.headers.get('authorization'));
          res.writeHead(200, { ...TEXT, ...cors }).end(chunk([[0, ['c', created.id, '', 8]]]));
          created.receive(body.offset, body.messages);
          return;
        }
        session.acknowledge(aid);
        session.receive(body.offset, body.messages);
        res.writeHead(200, { ...TEXT, ...cors }).end(chunk(session.forwardStatus()));
      },
      () => {
        res.writeHead(413, { ...TEXT, ...cors }).end('Request too large');
      },
    );
  }

  private open(method: string, authorization: string | undefined): ChannelSession {
    const rpc = rpcs.get(method)!;
    const open = streams.get(method)!;
    const session = new ChannelSession(this.svc, callerFromAuthorization(authorization), rpc, open, (s) =>
      this.sessions.delete(s.id),
    );
    this.sessions.set(session.id, session);
    return session;
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_SESSION_MS;
    for (const s of [...this.sessions.values()]) if (s.lastSeen < cutoff) s.terminate();
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const s of [...this.sessions.values()]) s.terminate();
  }
}
