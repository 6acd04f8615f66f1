import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/layout.css';
import './styles/hero.css';
// The catalogue's cards are on most first pages (/, /shop, /product, /pre-order) and /shop's first view arrives
// server-rendered: inline with the rest of the entry's CSS, they paint styled before any stylesheet request.
import './styles/catalogue.css';
import { AppProviders } from './app/providers';
import { cacheEarlyReads } from './app/first-reads';
import { preloadScreen } from './app/lazy-page';
import { AppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { getEnv } from './lib/env';
import { rememberFirstTouch, takeLandings } from './lib/first-touch';
import { makeQueryClient } from './lib/query-client';
import { rememberReferralLink, reportReferralVisit } from './lib/referral-link';
import { settingsQueryOptions } from './lib/settings';

/** Two frames at 60 Hz. */
const SHELL_FRAME_MS = 34;
/** Never hold the app back longer than this for the shell's first paint. */
const SHELL_WAIT_LIMIT_MS = 300;
/** Never hold the app back longer than this for the route's screen (past it, the layout says 'Loading…'). */
const SCREEN_WAIT_LIMIT_MS = 4000;

const queryClient = makeQueryClient();

/**
 * Resolves in a task of its own. Evaluating this module and what it imports (React, the router, the app's modules)
 * is one task the browser cannot split; the rest of the start runs in tasks after it, each short enough not to
 * hold a tap for long on a phone: the landing's records and the settings' read, then the route's screen and the
 * early reads, then the first render (docs/design.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The pages loaded before the app could start (a tap on a server-drawn page is a page load), then this one: the
 * first touch and a ?ref= code are the landing's, not only the page the app happens to start on.
 */
function fileLandings(): void {
  let referral: string | null = null;
  for (const landing of [...takeLandings(), { search: location.search, referrer: document.referrer, at: Date.now() }]) {
    rememberFirstTouch(landing.search, landing.referrer, location.host, new Date(landing.at));
    referral = rememberReferralLink(landing.search) ?? referral;
  }
  if (referral) reportReferralVisit(referral);
}

// The settings (branding) are usually in already: index.html asked for them while this code downloaded. Reading
// them before the first render lets it wear the shop's own colours and logo rather than the defaults for a moment.
const settingsRead = nextTask().then(() => {
  fileLandings();
  void queryClient.prefetchQuery(settingsQueryOptions);
});

function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  try {
    getEnv();
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser (the shell stays on screen, and taps on it are
    // handled) instead of one long task of a few hundred milliseconds on a budget phone.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      );
    });
  } catch (error) {
    // A misconfigured build says exactly which setting is missing instead of showing a blank page.
    container.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
}

/**
 * Settles once the static shell has been on screen for a frame, at once when it has been for longer (the usual
 * case: the HTML paints long before the JavaScript arrives) or when the page is hidden (no frames). Replacing
 * it sooner would throw away a paint the browser has not even shown, and Chrome would then time the page's
 * largest paint (the shell's hero) by React's copy of it rather than by when people first saw it.
 */
function shellShown(): Promise<void> {
  const painted = performance.getEntriesByName('first-contentful-paint')[0];
  if (document.visibilityState === 'hidden' || (painted && performance.now() - painted.startTime > SHELL_FRAME_MS))
    return Promise.resolve();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, SHELL_WAIT_LIMIT_MS);
  });
}

// index.html's head script fetches this route's chunks alongside this one; rendering once they are in keeps the
// static shell on screen until React can draw the finished page (no 'Loading…' in between).
// The screen's module is run before the first render too (app/lazy-page.tsx), so that render has the page.
const routeReady = (window as { __asoRouteReady?: Promise<unknown> }).__asoRouteReady ?? Promise.resolve();
// The early reads go into the cache as well (app/first-reads.ts): the first render draws the page once, with them.
const screenReady = Promise.race([
  settingsRead
    .then(nextTask)
    .then(() =>
      Promise.all([routeReady.then(() => preloadScreen(appRoutes, location.pathname)), cacheEarlyReads(queryClient)]),
    ),
  new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_LIMIT_MS)),
]);
void Promise.all([screenReady, shellShown()]).then(start, start);

// Firestore Lite is not on a landing page's path (lib/firebase.ts): a guest's first page draws from the server's
// HTML and index.html's early reads. index.html's head script fetches its files (and Auth's) into the cache once
// the page has loaded, without running them (web/vite/first-visit.ts LATER_MODULES): the next screen's first
// read does not wait for the download, and the first page does not pay for evaluating code it never calls.
