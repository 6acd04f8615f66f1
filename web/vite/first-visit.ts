import path from 'node:path';
import { minify, runnerImport, type Plugin, type Rolldown } from 'vite';
import type * as StaticShell from '../src/app/static-shell';
import type * as EarlyQueries from '../src/lib/first-page-queries';
import type { AppEnv } from '../src/lib/env';
import { brandMarkDataUrl, brandMarkElement } from '../src/lib/brand-mark';
import { CARD_PICTURE_SIZES } from '../../domain/src/catalogue/site-pictures';
import { EARLY_READS_ID, ROUTE_FILES_ID } from '../src/lib/head-scripts';

/** main.tsx waits at most this long for the route's chunks before rendering (a 'Loading…' shows past it). */
const ROUTE_READY_TIMEOUT_MS = 4000;

/** The screen a first visit to a URL needs: its chunk and CSS are fetched with the entry, not after it. */
const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/app/pages/home.tsx',
  '/shop': 'src/features/catalogue/shop-screen.tsx',
  '/product/': 'src/features/catalogue/product-screen.tsx',
  '/preorder': 'src/features/catalogue/preorder-screen.tsx',
  '/size-guide': 'src/app/pages/size-guide.tsx',
  '/cart': 'src/features/cart/cart-screen.tsx',
  '/about': 'src/app/pages/about.tsx',
  '/aboutcontact': 'src/app/pages/about.tsx',
  '/login': 'src/features/auth/login-screen.tsx',
  '/register': 'src/features/auth/register-screen.tsx',
  '/orders': 'src/app/pages/orders.tsx',
  '/account': 'src/features/account/account-screen.tsx',
};

interface FirstVisitModules {
  readonly shells: Readonly<Record<string, string>>;
  readonly earlyQueries: string;
  readonly origins: { readonly firestore: string; readonly storage: string };
}

/** The build-time modules of src/, run through Vite itself (they are TSX and import the app's components). */
async function loadFirstVisitModules(root: string, env: AppEnv): Promise<FirstVisitModules> {
  const load = async <T>(file: string) =>
    (await runnerImport<T>(path.join(root, file), { configFile: false, root, logLevel: 'error' })).module;
  const [{ renderStaticShells }, { startEarlyQueries, earlyQueriesConfig, serviceOrigins }] = await Promise.all([
    load<typeof StaticShell>('src/app/static-shell.tsx'),
    load<typeof EarlyQueries>('src/lib/first-page-queries.ts'),
  ]);
  const script = `(${startEarlyQueries.toString()})(${JSON.stringify(earlyQueriesConfig(env, CARD_PICTURE_SIZES))})`;
  return {
    shells: renderStaticShells(),
    earlyQueries: (await minify('first-page-queries.js', script)).code,
    origins: serviceOrigins(env),
  };
}

/**
 * What a guest's next screen, not the first one, needs: Firestore Lite and the Firebase app (a page's first read of
 * its own) and Auth (signing in). index.html fetches their files into the cache once the page has loaded and the
 * browser is idle, and runs none of them: evaluating them there was a long task on a first page that needs none.
 */
const LATER_MODULES: readonly RegExp[] = [
  /[\\/]src[\\/]lib[\\/]firestore\.ts$/,
  /[\\/]src[\\/]lib[\\/]firebase-app\.ts$/,
  /[\\/]node_modules[\\/]@firebase[\\/]auth[\\/]/,
];

/** The entry script and its modulepreloads, which index.html asks for once the shell has painted. */
interface Boot {
  readonly entry: string;
  readonly preloads: readonly string[];
  /** Fetched (rel=prefetch), never run, once the page has loaded and the browser is idle: LATER_MODULES' files. */
  readonly later: readonly string[];
}

/**
 * Inlined into index.html (serialised, so it uses nothing from outside): marks the path on <html> (which static
 * shell shows), then, once the shell has painted, starts the entry, its imports and the route's chunks and CSS
 * together and sets `window.__asoRouteReady` (settles when the route's files are in). The early Firestore reads
 * (`earlyReads`) start at once on /shop and with the JavaScript elsewhere. In dev (`boot` null) Vite's own
 * script tag loads the entry and everything starts at once.
 */
export function markRoute(filesId: string, boot: Boot | null, timeoutMs: number, earlyReads: () => void): void {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  let files: Readonly<Record<string, readonly string[]>> = {};
  try {
    files = JSON.parse(document.getElementById(filesId)?.textContent ?? '{}') as typeof files;
  } catch {
    // no route map: the entry still loads the route's screen itself
  }
  document.documentElement.setAttribute('data-route', path);
  // The landing's campaign tags, ?ref= code and referring site, kept before anything can take the visitor elsewhere:
  // a tap on a server-drawn page before the JavaScript arrives is a whole new page load, and main.tsx would only see
  // the page after it (web/src/lib/first-touch.ts files these, in order, when the app starts).
  if (location.search || document.referrer) {
    try {
      const pending = JSON.parse(sessionStorage.getItem('aso.landings') ?? '[]') as unknown[];
      pending.push({ search: location.search, referrer: document.referrer, at: Date.now() });
      sessionStorage.setItem('aso.landings', JSON.stringify(pending.slice(-5)));
    } catch {
      // storage blocked: main.tsx still sees the page it starts on
    }
  }
  // /shop's largest paint is its first products: their reads start now, unless the server drew them into the
  // page (window.__asoServer, functions' shopPage). Elsewhere the shell is the first paint (on `/`, the hero is
  // also the largest), and the reads wait for it like the JavaScript does.
  const readsFirst = path === '/shop' && !('__asoServer' in window);
  if (readsFirst) earlyReads();
  const fetchFile = (href: string, rel: string) =>
    new Promise((done) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      link.onload = link.onerror = done;
      document.head.appendChild(link);
    });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (!readsFirst) earlyReads();
    const loads = (files[path.startsWith('/product/') ? '/product/' : path] ?? []).map((href) =>
      fetchFile(href, href.endsWith('.css') ? 'stylesheet' : 'modulepreload'),
    );
    (window as { __asoRouteReady?: Promise<unknown> }).__asoRouteReady = Promise.race([
      Promise.all(loads),
      new Promise((done) => setTimeout(done, timeoutMs)),
    ]);
    if (!boot) return;
    const { preloads, entry, later } = boot;
    // The entry in a task of its own: a page's first module fetch sets up the browser's module loading (3 to 15 ms
    // here unthrottled, four times that on Lighthouse's phone), and beside the early reads' fetches and the route's
    // files it made one task that would hold a tap for longer than 50 ms (docs/design.md).
    setTimeout(() => {
      for (const href of preloads) void fetchFile(href, 'modulepreload');
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
      const fetchLater = () => {
        for (const href of later) void fetchFile(href, 'prefetch');
      };
      const prefetch = () =>
        'requestIdleCallback' in window
          ? requestIdleCallback(fetchLater, { timeout: 5000 })
          : setTimeout(fetchLater, 1);
      if (document.readyState === 'complete') prefetch();
      else addEventListener('load', prefetch, { once: true });
    }, 0);
  };
  if (!boot || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // Paint first: the shell needs no JavaScript, and ~145 KB of it arriving before the first contentful paint
  // would only hold that paint back on a slow phone. The paint starts it; a timer stands in where a browser
  // does not report paints. A server-drawn page's first pictures (fetchpriority=high: the product's, /shop's first
  // row) are part of that paint: the script waits for them too, or on a slow link it shares their round trip.
  const firstPictures = (then: () => void) => {
    const pending = [...document.querySelectorAll('img[fetchpriority=high]')].filter(
      (img) => !(img as HTMLImageElement).complete,
    );
    let left = pending.length;
    if (left === 0) return then();
    const one = () => {
      left -= 1;
      if (left === 0) then();
    };
    for (const img of pending) {
      img.addEventListener('load', one, { once: true });
      img.addEventListener('error', one, { once: true });
    }
  };
  const painted = () => firstPictures(() => setTimeout(start, 0));
  setTimeout(start, 3000);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(painted);
  }
}

/**
 * The first visit's waterfall (HTML → entry → route chunk → data → images) cut short:
 * - index.html carries the entry's CSS inline and a static shell per path (static-shell.tsx: the home hero, the
 *   shop title), so the page's first and, on `/`, largest paint need nothing but the HTML;
 * - an inline script marks the path (which shell shows), starts the route's chunks and CSS with the entry
 *   (`window.__asoRouteReady` settles when they are in: main.tsx renders then, so React replaces the shell with
 *   the finished page, never with a 'Loading…' in between), and starts the page's Firestore reads
 *   (lib/first-page-queries.ts);
 * - the Firestore and Storage origins are preconnected.
 */
export function firstVisit(env: AppEnv): Plugin {
  let root = '';
  let modules: Promise<FirstVisitModules> | undefined;
  return {
    name: 'aso-first-visit',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        modules ??= loadFirstVisitModules(root, env);
        const { shells, earlyQueries, origins } = await modules;
        const shellPaths = Object.keys(shells);
        const shellCss = `[data-shell]{display:none}${shellPaths.map((p) => `[data-route="${p}"] [data-shell="${p}"]`).join(',')}{display:contents}`;
        let page = html.replace(
          '<!--static-shell-->',
          shellPaths.map((p) => `<div data-shell="${p}">${shells[p] ?? ''}</div><!--/shell-->`).join(''),
        );

        const bundle = ctx.bundle;
        const chunks = bundle ? Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk') : [];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (chunk: Rolldown.OutputChunk, seen: Set<Rolldown.OutputChunk>): Set<Rolldown.OutputChunk> => {
          if (!seen.has(chunk)) {
            seen.add(chunk);
            for (const file of chunk.imports) {
              const next = byFile.get(file);
              if (next) closure(next, seen);
            }
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const preloaded = entry ? closure(entry, new Set()) : new Set<Rolldown.OutputChunk>();
        const routeFiles: Record<string, string[]> = {};
        for (const [prefix, module] of Object.entries(ROUTE_MODULES)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) continue;
          const needed = [...closure(chunk, new Set())].filter((c) => !preloaded.has(c));
          const css = needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
          routeFiles[prefix] = [...needed.map((c) => c.fileName), ...css].map((f) => `/${f}`);
        }

        // The entry's CSS (design system, header, hero) is small: inline, it costs no round trip before the paint.
        let inlined = '';
        for (const file of entry?.viteMetadata?.importedCss ?? []) {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') continue;
          const link = page.match(/<link rel="stylesheet"[^>]*>/g)?.find((tag) => tag.includes(`href="/${file}"`));
          if (!link) continue;
          page = page.replace(link, '');
          inlined += String(asset.source);
        }

        // Vite's entry <script> and modulepreload tags come out: the head script adds them after the first paint.
        let boot: Boot | null = null;
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
        if (bundle && entryTag?.[1]) {
          const preloadTags = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
          const later = new Set<Rolldown.OutputChunk>();
          for (const chunk of chunks)
            if (chunk.moduleIds.some((id) => LATER_MODULES.some((test) => test.test(id)))) closure(chunk, later);
          boot = {
            entry: entryTag[1],
            preloads: preloadTags.map((m) => m[1] ?? ''),
            later: [...later].filter((c) => !preloaded.has(c)).map((c) => `/${c.fileName}`),
          };
          for (const tag of [entryTag[0], ...preloadTags.map((m) => m[0])]) page = page.replace(tag, '');
        }
        // The early reads are a script of their own, which a server-drawn page carrying its reads leaves out.
        const route = `(${markRoute.toString()})(${JSON.stringify(ROUTE_FILES_ID)},${JSON.stringify(boot)},${ROUTE_READY_TIMEOUT_MS},function(){var r=window.__asoEarlyReads;r&&r()})`;

        // The brand mark inline (favicon and the shell's header logo): the first paint fetches only the HTML.
        const mark = brandMarkDataUrl();
        page = page
          .replace(
            '<link rel="icon" href="/logo.png" type="image/png" />',
            `<link rel="icon" href="${mark}" type="image/svg+xml" />`,
          )
          .replace(/<img class="brand__logo"[^>]*>/, brandMarkElement('class="brand__logo" width="40" height="40"'));
        return {
          html: page,
          tags: [
            // The early reads are anonymous CORS requests (crossorigin); images are plain no-cors ones.
            { tag: 'link', attrs: { rel: 'preconnect', href: origins.firestore, crossorigin: '' }, injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'preconnect', href: origins.storage }, injectTo: 'head' },
            { tag: 'style', children: inlined + shellCss, injectTo: 'head' },
            // Data, not code: a server-drawn page keeps only its route's entry (src/lib/head-scripts.ts).
            {
              tag: 'script',
              attrs: { type: 'application/json', id: ROUTE_FILES_ID },
              children: JSON.stringify(routeFiles).replaceAll('<', '\\u003c'),
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: { id: EARLY_READS_ID },
              children: `window.__asoEarlyReads=function(){${earlyQueries}}`,
              injectTo: 'head',
            },
            { tag: 'script', children: (await minify('first-visit.js', route)).code, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
