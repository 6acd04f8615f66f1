// Debian's Chromium through playwright-core (no browser download), and screenshots kept under e2e/artifacts on request.
// The journeys drive Debian's chromium-headless-shell where it is installed: the same Blink and V8 as `chromium`
// without the desktop browser around them, a sixth less CPU a journey (docs/architecture.md#how-long-it-takes).
// Every page of every context fails its test on an unexpected error (page-errors.ts, wired by the project's setup).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { ROOT, stackInfo } from './stack';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export { expectConsoleErrors, refused } from './page-errors';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * How the journeys start Chromium: CHROME_PATH (`npm test` sets it, scripts/lib/chromium.ts; the benches set the full
 * browser), else Debian's headless shell, else its `chromium`; with their flags and any more a journey needs.
 */
export const chromiumLaunch = (extraArgs: readonly string[] = []) => ({
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: [...CHROMIUM_FLAGS, ...extraArgs],
  headless: true,
});

/**
 * Chromium with the journeys' flags, and any more a journey needs (a fake camera). `full`: Debian's full browser
 * where it is installed, for what only the browser around Blink does (a camera's site permission: the headless shell
 * neither grants nor refuses one that was never given).
 */
export function launchBrowser(extraArgs: readonly string[] = [], full = false): Promise<Browser> {
  const launch = chromiumLaunch(extraArgs);
  return chromium.launch(full && existsSync(FULL_CHROMIUM) ? { ...launch, executablePath: FULL_CHROMIUM } : launch);
}

/** Which of the stack's web servers a shopper opens: the build as Hosting serves it, or the Vite dev server. */
export type WebServer = 'build' | 'dev';

/** The address of one of the stack's web servers (the dev server runs beside the build on the test stack). */
export function webUrl(server: WebServer = 'build'): string {
  const { urls } = stackInfo();
  if (server === 'build') return urls.web;
  if (!urls.webDev) throw new Error('This stack runs no Vite dev server (the test stack starts one with web: both).');
  return urls.webDev;
}

/** A fresh browser profile (no cookies, empty localStorage) pointed at the stack's web app (by default its build). */
export async function newShopper(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.phone,
  server: WebServer = 'build',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: webUrl(server),
    viewport,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

const FIRESTORE_STREAM = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;

/**
 * Like Playwright's 'networkidle', but the live screens' Firestore streams (the Listen and Write channels, open for
 * as long as the page is) do not count: resolves once nothing else has been in flight for `quietMs`, or after `maxMs`.
 */
export async function networkQuiet(page: Page, quietMs = 500, maxMs = 15_000): Promise<void> {
  const pending = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    if (FIRESTORE_STREAM.test(request.url())) return;
    pending.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (pending.size > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Scroll through the page so lazy images below the fold load, then back to the top. */
async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(60);
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await networkQuiet(page);
}

/** Whether this run keeps the journeys' screenshots (ASO_SCREENSHOTS=1); a failed test's pages are kept regardless. */
const SCREENSHOTS = process.env.ASO_SCREENSHOTS === '1';

/**
 * The current page at both sizes, waiting at each for what `ready` waits for, and back to the phone size. With
 * ASO_SCREENSHOTS=1, full-page screenshots as well (after scrolling so lazy images load):
 * e2e/artifacts/<name>-390x844.png and -1280x800.png. Nothing asserts on them, so by default they are not taken.
 */
export async function shootBoth(page: Page, name: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
  if (SCREENSHOTS) mkdirSync(ARTIFACTS, { recursive: true });
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    if (ready) await ready(page);
    if (!SCREENSHOTS) continue;
    await loadLazyImages(page);
    await page.screenshot({
      path: path.join(ARTIFACTS, `${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS.phone);
}
