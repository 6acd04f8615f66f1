/**
 * Firebase Hosting's routing for the local web servers: `vite` (the dev server `npm start` serves) and `vite preview`
 * (the build, as the journeys and `npm start -- --built` serve it). Both read firebase.json's `hosting` and match its
 * globs with the matcher of Hosting's own engine (superstatic, which the firebase-tools Hosting emulator runs), so a
 * path answers locally as Hosting answers it: the same function for the same path (`/shop` → shopPage, `/product/**`
 * → productPage, …), its status passed on (a 404 stays a 404), and firebase.json's header rules applied last, over
 * what the function or Vite set, as Hosting does (the last matching rule wins per header). Every other path is
 * Vite's: a file, a module, or index.html (firebase.json's `**` rewrite). What firebase.json may say that is not done
 * here (redirects, cleanUrls, trailingSlash, i18n) stops the server rather than differ silently.
 * docs/architecture.md#local-stack-and-hosting has the why and the parity test that holds it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

interface Rewrite {
  readonly source?: string;
  readonly regex?: string;
  readonly destination?: string;
  readonly function?: string | { readonly functionId: string };
}
interface HeaderRule {
  readonly source?: string;
  readonly regex?: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}
export interface HostingConfig {
  readonly rewrites: readonly Rewrite[];
  readonly headers: readonly HeaderRule[];
}

/** firebase.json's `hosting` keys this module serves as Hosting does; any other one is refused. */
const SERVED = new Set(['public', 'ignore', 'rewrites', 'headers']);

export function readHostingConfig(firebaseJson: string): HostingConfig {
  const { hosting } = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: Record<string, unknown> };
  if (!hosting) throw new Error(`${firebaseJson} has no "hosting".`);
  const unserved = Object.keys(hosting).filter((key) => !SERVED.has(key));
  if (unserved.length)
    throw new Error(
      `firebase.json's hosting.${unserved.join(', hosting.')} is not served by web/local-hosting.ts: add it there, or the local servers would answer differently from Hosting.`,
    );
  return {
    rewrites: (hosting.rewrites ?? []) as Rewrite[],
    headers: (hosting.headers ?? []) as HeaderRule[],
  };
}

// The firebase-tools Hosting emulator's own matcher (firebase-tools is a dev dependency of the repo).
const fromFirebaseTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
const { configMatcher } = fromFirebaseTools('superstatic/lib/utils/patterns.js') as {
  configMatcher(this: void, path: string, config: object): boolean;
};
const slasher = fromFirebaseTools('glob-slasher') as (glob: string) => string;

const matches = (pathname: string, rule: { readonly source?: string; readonly regex?: string }): boolean =>
  configMatcher(slasher(pathname), rule.source === undefined ? rule : { ...rule, source: slasher(rule.source) });

/** The function firebase.json rewrites a path to (the first matching rewrite), or undefined (a file or index.html). */
export function functionFor(config: HostingConfig, pathname: string): string | undefined {
  const rewrite = config.rewrites.find((r) => matches(pathname, r));
  if (!rewrite?.function) return undefined;
  return typeof rewrite.function === 'string' ? rewrite.function : rewrite.function.functionId;
}

/** The headers firebase.json sets on a path: every matching rule in order, the last one winning per header. */
export function headersFor(config: HostingConfig, pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of config.headers) {
    if (!matches(pathname, rule)) continue;
    for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  }
  return out;
}

/**
 * A module the Vite dev server serves: its client, the sources and dependencies, or a file under the app's root by
 * its own path. Any other path — `/sitemap.xml`, `/og/<slug>.jpg`, an old build's `/assets/…js` — is Hosting's.
 */
export function isDevModule(root: string, pathname: string): boolean {
  return /^\/(?:@|src\/|node_modules\/|__vite)/.test(pathname) || isFileAt(root, pathname);
}

/** Whether `dir` has a file at this site path: Hosting serves it before any rewrite. */
export function isFileAt(dir: string, pathname: string): boolean {
  if (!dir) return false;
  let file: string;
  try {
    file = path.join(dir, decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
}

/** Sets `headers` just before the response's own are written, over whatever set them before (as Hosting does). */
function lastWord(res: ServerResponse, headers: Record<string, string>): void {
  if (Object.keys(headers).length === 0) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    // A header object passed to writeHead itself would win over setHeader: fold ours into it.
    const at = args.findIndex((a) => typeof a === 'object' && a !== null && !Array.isArray(a));
    if (at !== -1) args[at] = { ...(args[at] as Record<string, unknown>), ...headers };
    return writeHead(...args);
  };
}

/** Response headers of a function that are about the hop, not the page (the body is sent again, uncompressed). */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

async function answerFromFunction(
  functionsUrl: string,
  functionId: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = req.url ?? '/';
  // The Functions emulator answers any path ending in /robots.txt itself (404); storefrontFiles also takes /robots.
  const sitePath = functionId === 'storefrontFiles' ? url.replace(/^\/robots\.txt(?=\?|$)/, '/robots') : url;
  const headers: Record<string, string> = {
    // Hosting says which host the visitor reached: under the dev server the functions draw into its index.html.
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'http',
  };
  for (const name of ['accept', 'accept-language', 'user-agent', 'cookie', 'if-none-match'])
    if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
  const answer = await fetch(`${functionsUrl}/${functionId}${sitePath}`, {
    method: req.method,
    headers,
    redirect: 'manual',
  });
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) res.setHeader(name, value);
  });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

export interface LocalHostingOptions {
  /** The repo's firebase.json. */
  readonly firebaseJson: string;
  /** The stack's functions base URL (`…/<project>/<region>`); unset, function paths are left to Vite. */
  readonly functionsUrl: string | undefined;
}

/**
 * The plugin: on both servers, paths firebase.json rewrites to a function are answered by it; on the preview every
 * answer carries firebase.json's headers (the dev server keeps its own on its modules, which Hosting never serves).
 */
export function localHosting(options: LocalHostingOptions): Plugin {
  const config = readHostingConfig(options.firebaseJson);
  const middleware =
    (filesDir: () => string, everyPath: boolean): Connect.NextHandleFunction =>
    (req, res, next) => {
      const pathname = new URL(req.url ?? '/', 'http://local').pathname;
      // The dev server's own modules (/src/…, /@vite/…, /node_modules/…) are not pages: Hosting never sees them, and
      // firebase.json's catch-all (an unknown page's 404) must not take them.
      const functionId = everyPath || !isDevModule(root, pathname) ? functionFor(config, pathname) : undefined;
      if (!functionId || !options.functionsUrl || isFileAt(filesDir(), pathname)) {
        if (everyPath) lastWord(res, headersFor(config, pathname));
        next();
        return;
      }
      lastWord(res, headersFor(config, pathname));
      answerFromFunction(options.functionsUrl, functionId, req, res).catch((error: unknown) => {
        res.statusCode = 502;
        res.end(`The local Functions emulator did not answer ${pathname}: ${String(error)}`);
      });
    };
  let outDir = '';
  let publicDir = '';
  let root = '';
  return {
    name: 'aso-local-hosting',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
      publicDir = resolved.publicDir;
      root = resolved.root;
    },
    configureServer(server) {
      server.middlewares.use(middleware(() => publicDir, false));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(() => outDir, true));
    },
  };
}
