/**
 * The storefront bench's stand-in for Firebase Hosting and its CDN, in a process of its own: sharing the
 * benchmark's event loop (Lighthouse processing the trace as it streams in) it answered tens of milliseconds late
 * now and then, and Lighthouse's simulation takes observed response times and round trips as the server's and
 * the network's (it adds them to every simulated round trip), so the figures moved with the bench's own load.
 * `startHosting()` forks this file; the child serves, says its port, and primes the CDN's copy of /shop on request.
 */
import { execFileSync, fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { functionFor, headersFor, isFileAt, readHostingConfig, type HostingConfig } from '../../../web/local-hosting';

export interface HostingOptions {
  /** The built web app (dist/). */
  readonly dir: string;
  /** Where the throw-away TLS certificate goes. */
  readonly certDir: string;
  /** The stack's functions base URL (`…/<project>/<region>`): firebase.json's function rewrites go there. */
  readonly functions: string;
  /** Keep a function's response for its s-maxage, like the CDN (false: every such page from the function). */
  readonly cdn: boolean;
}

export interface Hosting {
  readonly port: number;
  /** Fetch a rewritten path (`/shop`, `/product/…`) from its function into the CDN's copy, as the minute's first visitor would. */
  prime(pathAndSearch: string): Promise<void>;
  stop(): void;
}

type FromChild = { port: number } | { primed: number; failed?: string };

/** Starts the stand-in in a child process (same Node and loader: tsx). */
export function startHosting(options: HostingOptions): Promise<Hosting> {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], { stdio: 'inherit' });
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let next = 0;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const error = new Error(`the Hosting stand-in exited (${code})`);
      reject(error);
      for (const w of waiting.values()) w.reject(error);
    });
    child.on('message', (message: FromChild) => {
      if ('port' in message) {
        resolve({
          port: message.port,
          prime: (search) =>
            new Promise<void>((done, fail) => {
              next += 1;
              waiting.set(next, { resolve: done, reject: fail });
              child.send({ prime: search, id: next });
            }),
          stop: () => child.kill(),
        });
        return;
      }
      const w = waiting.get(message.primed);
      waiting.delete(message.primed);
      if (message.failed === undefined) w?.resolve();
      else w?.reject(new Error(message.failed));
    });
  });
}

/** The content types Hosting compresses. */
const COMPRESSED = /text|javascript|json|svg/;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/**
 * A throw-away self-signed certificate for 127.0.0.1 (openssl), so the bench can serve HTTP/2 as Hosting does.
 * ECDSA P-256 like Google's front ends: its handshake costs less CPU than RSA's, which the observed round trip includes.
 */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

interface Served {
  readonly status: number;
  readonly body: Buffer;
  readonly type: string;
  readonly cacheControl: string;
  /** gzip of `body`, made once. */
  gzip?: Buffer;
}

/** A static file of dist/ (any other path: index.html) as Hosting serves it, with firebase.json's headers. */
function staticFile(config: HostingConfig, dir: string, pathname: string): Served {
  let file = path.join(dir, decodeURIComponent(pathname));
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
  return {
    status: 200,
    body: readFileSync(file),
    type: TYPES[path.extname(file)] ?? 'application/octet-stream',
    cacheControl: headersFor(config, pathname)['cache-control'] ?? 'no-cache',
  };
}

/**
 * `/_floor/<page>`: the page's floor, what its first paint could be at best: the same HTML (the CDN's copy, the same
 * first picture) served with no script. Every `<script>` and modulepreload comes out and `<html>` gets the
 * `data-route` the head script would set (it chooses which static shell shows), so the words and first pictures
 * are exactly the page's own; the storefront bench times it beside each route (its LCP ratio to the floor).
 */
const FLOOR = /^\/_floor(?=\/|$)/;
const floors = new WeakMap<Served, Served>();

function floorOf(served: Served, pathname: string): Served {
  const kept = floors.get(served);
  if (kept) return kept;
  const route = pathname.replace(/\/+$/, '') || '/';
  const html = served.body
    .toString('utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html(?![^>]*data-route)([^>]*)>/, `<html$1 data-route="${route}">`);
  const floor = { ...served, body: Buffer.from(html), gzip: undefined };
  floors.set(served, floor);
  return floor;
}

/** How long Hosting's CDN keeps a function's response: its `s-maxage`, only for public 200s. */
function cdnSeconds(status: number, cacheControl: string): number {
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  return status === 200 && /\bpublic\b/.test(cacheControl) && sMaxAge ? Number(sMaxAge[1]) : 0;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * dist/ as Firebase Hosting serves it: HTTP/2 over TLS (Lighthouse models HTTP/1.1's six connections per host
 * otherwise, which Hosting never uses), gzip for text, firebase.json's rewrites (`/shop` from shopPage, `/product/**`
 * and `/preorder` from productPage, … — at `functions`, with their status) and headers, matched as the local web
 * servers match them (web/local-hosting.ts), every other path without a file → index.html. Like Hosting's CDN, it keeps what it serves in memory, compressed once: dist/'s files from the start, a
 * function's response for its `s-maxage` (`cdn: false` always asks the function, as on a CDN miss).
 */
function serve(
  dir: string,
  tls: { key: Buffer; cert: Buffer },
  functions: string,
  cdn: boolean,
): Promise<{ server: Http2SecureServer; prime: (pathAndSearch: string) => Promise<unknown> }> {
  const edge = new Map<string, { served: Served; until: number }>();
  const config = readHostingConfig(path.join(ROOT, 'firebase.json'));
  // Hosting's CDN has a deploy's files compressed before anyone asks: read and gzipped here on the first run's
  // requests, a dozen scripts asked for at once waited ~250 ms each on this process, and Lighthouse's simulation
  // charges an origin's observed server time to every request on it (the HTML and the first picture too).
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const pathname = `/${file.split(path.sep).join('/')}`;
    if (!isFileAt(dir, pathname)) continue;
    const served = staticFile(config, dir, pathname);
    if (COMPRESSED.test(served.type)) served.gzip = gzipSync(served.body);
    edge.set(pathname, { served, until: Infinity });
  }
  const rewriteOf = (pathname: string): string | undefined =>
    isFileAt(dir, pathname) ? undefined : functionFor(config, pathname);
  const fetchFromFunction = async (functionId: string, pathAndSearch: string): Promise<Served> => {
    const response = await fetch(`${functions}/${functionId}${pathAndSearch}`);
    // Hosting's header rules have the last word over the function's own (as on Hosting).
    const pathname = new URL(pathAndSearch, 'https://local').pathname;
    const cacheControl =
      headersFor(config, pathname)['cache-control'] ?? response.headers.get('cache-control') ?? 'no-cache';
    const served = {
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? 'text/html',
      cacheControl,
    };
    const seconds = cdn ? cdnSeconds(response.status, cacheControl) : 0;
    if (seconds > 0) edge.set(pathAndSearch, { served, until: Date.now() + seconds * 1000 });
    return served;
  };
  const server = createSecureServer(
    { ...tls, allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      void (async () => {
        const asked = new URL(req.url, 'https://local');
        const floor = FLOOR.test(asked.pathname);
        const url = floor ? new URL(asked.pathname.replace(FLOOR, '') || '/', asked) : asked;
        const key = `${url.pathname}${url.search}`;
        const kept = edge.get(key);
        const functionId = rewriteOf(url.pathname);
        let served: Served;
        if (kept && kept.until > Date.now()) served = kept.served;
        else if (functionId) served = await fetchFromFunction(functionId, key);
        else {
          served = staticFile(config, dir, url.pathname);
          edge.set(key, { served, until: Infinity });
        }
        if (floor && served.type.startsWith('text/html')) served = floorOf(served, url.pathname);
        const headers: Record<string, string> = { 'content-type': served.type, 'cache-control': served.cacheControl };
        let body = served.body;
        if (COMPRESSED.test(served.type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
          served.gzip ??= gzipSync(served.body);
          body = served.gzip;
          headers['content-encoding'] = 'gzip';
        }
        res.writeHead(served.status, headers).end(body);
      })().catch((error: unknown) => res.writeHead(502).end(String(error)));
    },
  );
  // The CDN's copy of a page as the minute's first visitor leaves it (and the function instance warm, as a visited
  // shop's would be), with the copies of the pictures it names (`/img/…`, kept a year) that the visitor loaded.
  const prime = async (pathAndSearch: string) => {
    const functionId = rewriteOf(new URL(pathAndSearch, 'https://local').pathname);
    if (!functionId) throw new Error(`${pathAndSearch} is not rewritten to a function`);
    const page = await fetchFromFunction(functionId, pathAndSearch);
    const pictures = new Set(page.body.toString('utf8').match(/\/img\/\d+\/products\/[^\s"',)]+/g) ?? []);
    for (const picture of pictures) {
      const kept = edge.get(picture);
      const pictureFunction = rewriteOf(picture);
      if (pictureFunction && !(kept && kept.until > Date.now())) await fetchFromFunction(pictureFunction, picture);
    }
  };
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, prime })));
}

// In the forked child: serve, report the port, prime on request.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.argv[2] ?? '{}') as HostingOptions;
  const { server, prime } = await serve(
    options.dir,
    selfSignedCertificate(options.certDir),
    options.functions,
    options.cdn,
  );
  process.on('message', (message: { prime: string; id: number }) => {
    prime(message.prime).then(
      () => process.send?.({ primed: message.id }),
      (error: unknown) => process.send?.({ primed: message.id, failed: String(error) }),
    );
  });
  process.on('disconnect', () => server.close(() => process.exit(0)));
  process.send({ port: (server.address() as AddressInfo).port });
}
