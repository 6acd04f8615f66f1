/**
 * Storefront benchmark (issue 6): builds the production web app against a local stack, serves it with gzip the
 * way Firebase Hosting would, then reports
 *   1. initial JavaScript (gzip) of `/`, `/shop` and `/product/:key`: the entry chunk and the route's chunk with
 *      everything they import statically, and whether any admin code is in it (reported, never fatal);
 *   2. Lighthouse 12 mobile performance, LCP, CLS and TBT for `/` and `/shop`, at Lighthouse's default mobile
 *      throttling and at a Nigeria-loaded profile (400 ms RTT, 5 Mbit/s, CPU ×4), with every non-local host
 *      unresolvable so an unexpected third-party call shows up as a failed request.
 * Budget: ≤ 150 KB initial JS per route; performance ≥ 90 (default); LCP ≤ 2.5 s (Nigeria).
 *
 * Run: `npx tsx e2e/bench/storefront.bench.ts [--runs 3]` (or `npm run bench -- storefront`). Uses the stack in
 * ASO_STACK_JSON, else a running dev or test stack, else starts the test stack without its web app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, type Rolldown } from 'vite';
import { webEnv, type StackInfo } from '../../scripts/lib/stack';
import { startTestStack } from '../../scripts/lib/test-stack';
import { CHROMIUM_FLAGS } from '../src/lib/browser';
import { ROOT } from '../src/lib/stack';

const BUDGET_KB = 150;
const ROUTES = [
  { route: '/', module: 'src/app/routes/home.tsx' },
  { route: '/shop', module: 'src/app/routes/shop.tsx' },
  { route: '/product/:key', module: 'src/app/routes/product.tsx' },
] as const;
const PROFILES = {
  'default mobile': undefined,
  'Nigeria (400 ms, 5 Mbit/s, CPU ×4)': { rttMs: 400, throughputKbps: 5000, cpuSlowdownMultiplier: 4, requestLatencyMs: 400, downloadThroughputKbps: 5000, uploadThroughputKbps: 5000 },
} as const;
const argv = process.argv.slice(2);
const RUNS = Math.max(1, Number(argv[argv.indexOf('--runs') + 1]) || 1);
/** `--routes /,/shop` and `--profiles nigeria`: measure only those (names match by substring). */
const listArg = (name: string): string[] | undefined => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? '').split(',') : undefined);
const ONLY_ROUTES = listArg('--routes');
const ONLY_PROFILES = listArg('--profiles');
/** `--details`: also print each run's LCP element and layout shifts, to see what to fix. */
const DETAILS = argv.includes('--details');
/** `--save <dir>`: keep every Lighthouse report (JSON) there, to read the LCP element and its request chain. */
const SAVE_DIR = argv.includes('--save') ? argv[argv.indexOf('--save') + 1] : undefined;
let saved = 0;

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

/** A stack whose Firestore answers: ASO_STACK_JSON, the dev stack, the test stack, or a fresh test stack. */
async function findStack(): Promise<{ info: StackInfo; stop?: () => Promise<void> }> {
  const candidates = [process.env.ASO_STACK_JSON, path.join(ROOT, '.stack/dev/stack.json'), path.join(ROOT, '.stack/test/stack.json')];
  for (const file of candidates) {
    if (!file || !existsSync(file)) continue;
    const info = JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
    if (await answers(`${info.urls.firestore}/`)) {
      console.log(`Using the running stack of ${path.relative(ROOT, file)}`);
      return { info };
    }
  }
  console.log('No stack is running: starting the test stack (without its web app)…');
  const stack = await startTestStack('none');
  return { info: stack, stop: () => stack.stop() };
}

type Chunk = Rolldown.OutputChunk;

async function buildWeb(info: StackInfo, outDir: string): Promise<Chunk[]> {
  Object.assign(process.env, webEnv(info));
  const result = await build({
    root: path.join(ROOT, 'web'),
    configFile: path.join(ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((o): o is Chunk => o.type === 'chunk');
}

interface RouteWeight {
  readonly route: string;
  readonly gzip: number;
  readonly chunks: number;
  readonly adminModules: string[];
  readonly heavy: string[];
}

const HEAVY = [
  ['@firebase/auth', /node_modules[\\/]@firebase[\\/]auth[\\/]/],
  ['@firebase/functions', /node_modules[\\/]@firebase[\\/]functions[\\/]/],
  ['@firebase/storage', /node_modules[\\/]@firebase[\\/]storage[\\/]/],
  ['full Firestore', /node_modules[\\/]@firebase[\\/]firestore[\\/]dist[\\/](?!lite)/],
  ['zod', /node_modules[\\/]zod[\\/]/],
  ['papaparse', /node_modules[\\/]papaparse[\\/]/],
] as const;

/** The entry and the route chunk with everything they import statically: what a first visit to the route runs. */
function routeWeights(chunks: Chunk[]): RouteWeight[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Chunk, seen: Set<Chunk>) => {
    if (seen.has(start)) return;
    seen.add(start);
    for (const file of start.imports) {
      const next = byFile.get(file);
      if (next) closure(next, seen);
    }
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  return ROUTES.map(({ route, module }) => {
    const routeChunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!routeChunk) throw new Error(`No chunk for ${module}`);
    const seen = new Set<Chunk>();
    closure(entry, seen);
    closure(routeChunk, seen);
    const modules = [...seen].flatMap((c) => c.moduleIds);
    return {
      route,
      gzip: [...seen].reduce((n, c) => n + gzipSync(c.code).length, 0),
      chunks: seen.size,
      adminModules: modules.filter((id) => /[\\/]src[\\/]features[\\/]admin-/.test(id)).map((id) => path.relative(ROOT, id)),
      heavy: HEAVY.filter(([, test]) => modules.some((id) => test.test(id))).map(([name]) => name),
    };
  });
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.webp': 'image/webp', '.ico': 'image/x-icon',
};

/** A throw-away self-signed certificate for 127.0.0.1 (openssl), so the bench can serve HTTP/2 as Hosting does. */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * dist/ as Firebase Hosting serves it: HTTP/2 over TLS (Lighthouse models HTTP/1.1's six connections per host
 * otherwise, which Hosting never uses), gzip for text, immutable assets, every other path → index.html.
 */
function serve(dir: string, tls: { key: Buffer; cert: Buffer }): Promise<Http2SecureServer> {
  const server = createSecureServer({ ...tls, allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const url = new URL(req.url, 'https://local');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type };
    headers['cache-control'] = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (/text|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface LighthouseFigures {
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly scriptKb: number;
  readonly blocked: string[];
}

async function runLighthouse(url: string, port: number, throttling: (typeof PROFILES)[keyof typeof PROFILES]): Promise<LighthouseFigures> {
  const config = throttling
    ? { extends: 'lighthouse:default' as const, settings: { throttlingMethod: 'simulate' as const, throttling } }
    : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    saved += 1;
    const name = `${String(saved).padStart(2, '0')}-${throttling ? 'nigeria' : 'default'}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
  }
  const requests = ((lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []);
  const local = (u: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(u);
  if (DETAILS) {
    const show = (id: string) => console.log(`  ${url} ${id}:`, JSON.stringify(lhr.audits[id]?.details ?? null).slice(0, 1500));
    for (const id of Object.keys(lhr.audits).filter((a) => /largest-contentful-paint-element|layout-shift|lcp-phases|critical-request/.test(a))) show(id);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptKb: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    blocked: [...new Set(requests.filter((r) => !local(r.url)).map((r) => new URL(r.url).host))],
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main(): Promise<void> {
  const { info, stop } = await findStack();
  const outDir = mkdtempSync(path.join(tmpdir(), 'aso-web-bench-'));
  const certDir = mkdtempSync(path.join(tmpdir(), 'aso-web-bench-tls-'));
  let server: Http2SecureServer | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    console.log('Building the production web app…');
    const weights = routeWeights(await buildWeb(info, outDir));
    console.log('\nInitial JavaScript per route (gzip, entry + route chunk and their static imports)');
    console.table(
      weights.map((w) => ({
        route: w.route,
        'KB gzip': kb(w.gzip),
        chunks: w.chunks,
        budget: w.gzip <= BUDGET_KB * 1024 ? `✔ ≤ ${BUDGET_KB}` : `✘ > ${BUDGET_KB}`,
        'admin code': w.adminModules.length ? `✘ ${w.adminModules.length} module(s)` : 'none',
        'lazy-only libs present': w.heavy.join(', ') || 'none',
      })),
    );
    for (const w of weights) if (w.adminModules.length) console.log(`  ${w.route} pulls in admin code: ${w.adminModules.join(', ')}`);

    server = await serve(outDir, selfSignedCertificate(certDir));
    const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const productKey = 'adire-indigo-kaftan';
    chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [...CHROMIUM_FLAGS, '--headless=new', '--ignore-certificate-errors', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    });
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}against ${base} (HTTP/2, gzip), non-local hosts unresolvable; product page key ${productKey}`);
    const rows: Array<Record<string, string | number>> = [];
    for (const [profile, throttling] of Object.entries(PROFILES)) {
      if (ONLY_PROFILES && !ONLY_PROFILES.some((p) => profile.toLowerCase().includes(p.toLowerCase()))) continue;
      for (const route of ['/', '/shop']) {
        if (ONLY_ROUTES && !ONLY_ROUTES.includes(route)) continue;
        const runs: LighthouseFigures[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${base}${route}`, chrome.port, throttling));
        const lcp = median(runs.map((r) => r.lcpMs));
        const score = median(runs.map((r) => r.score));
        rows.push({
          profile,
          route,
          performance: score,
          'LCP s': (lcp / 1000).toFixed(2),
          CLS: median(runs.map((r) => r.cls)).toFixed(3),
          'TBT ms': Math.round(median(runs.map((r) => r.tbtMs))),
          'JS loaded KB': median(runs.map((r) => r.scriptKb)).toFixed(1),
          target: throttling ? (lcp <= 2500 ? '✔ LCP ≤ 2.5 s' : '✘ LCP > 2.5 s') : score >= 90 ? '✔ ≥ 90' : '✘ < 90',
          'non-local requests': [...new Set(runs.flatMap((r) => r.blocked))].join(' ') || 'none',
        });
      }
    }
    console.table(rows);
  } finally {
    chrome?.kill();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(certDir, { recursive: true, force: true });
    await stop?.();
  }
}

await main();
