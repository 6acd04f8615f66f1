// No page error passes silently (docs/architecture.md#testing). Every browser context a journey makes — through
// launchBrowser(), newShopper() or playwright's own chromium.launch() — reports here its pages' uncaught errors and
// console errors; the e2e project's setup file (fail-on-page-errors.ts) fails the test they happened in. A journey
// names the console errors it provokes on purpose (a 404 it opens, a refusal it asks for) with
// expectConsoleErrors(page, /…/); an uncaught error is never expected.
import { chromium, type BrowserContext, type ConsoleMessage, type Page, type WebError } from 'playwright-core';

export interface PageProblem {
  readonly kind: 'uncaught error' | 'console error';
  readonly text: string;
  readonly url: string;
}

const problems: PageProblem[] = [];
const expected = new WeakMap<BrowserContext, RegExp[]>();

/**
 * Console errors matching any of `patterns` are expected in this page's context (for the rest of its life). A
 * pattern is matched against the message and, after a space, the address it names.
 */
export function expectConsoleErrors(target: Page | BrowserContext, ...patterns: RegExp[]): void {
  const context = 'context' in target ? target.context() : target;
  expected.set(context, [...(expected.get(context) ?? []), ...patterns]);
}

function watch(context: BrowserContext): void {
  context.on('weberror', (error: WebError) => {
    const thrown = error.error();
    problems.push({
      kind: 'uncaught error',
      text: thrown.stack?.split('\n').slice(0, 3).join('\n') ?? thrown.message,
      url: error.page()?.url() ?? '',
    });
  });
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url || (message.page()?.url() ?? '');
    if ((expected.get(context) ?? []).some((pattern) => pattern.test(`${text} ${url}`))) return;
    problems.push({ kind: 'console error', text, url });
  });
}

/**
 * The console error a browser logs for a request the server refuses on purpose (a callable's 400 with its words, a
 * read the rules deny): `refused(400, 'setReferralCode')` matches only that status from an address ending so.
 */
export function refused(status: number, endingOfPath: string): RegExp {
  const path = endingOfPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} \\([^)]*\\) \\S*${path}(?:[?#]\\S*)?$`);
}

interface Instrumentation {
  addListener(listener: { runAfterCreateBrowserContext(context: BrowserContext): Promise<void> }): void;
}
let watching = false;
const created = new Set<(context: BrowserContext) => void>();

/** Calls `listener` with every browser context this process creates from now on (see watchEveryContext). */
export function onEveryNewContext(listener: (context: BrowserContext) => void): void {
  created.add(listener);
}

/**
 * Watches every browser context this process creates from now on. Playwright's hook for it is the one its own
 * test runner uses (`_instrumentation`); without it the fixture stops here rather than let errors pass unseen.
 */
export function watchEveryContext(): void {
  if (watching) return;
  const instrumentation = (chromium as unknown as { _instrumentation?: Instrumentation })._instrumentation;
  if (typeof instrumentation?.addListener !== 'function')
    throw new Error(
      'playwright-core no longer offers _instrumentation: e2e/src/lib/page-errors.ts needs another hook.',
    );
  instrumentation.addListener({
    runAfterCreateBrowserContext: (context) => {
      watch(context);
      for (const listener of created) listener(context);
      return Promise.resolve();
    },
  });
  watching = true;
}

/** The problems seen since the last call, which it forgets. */
export function takePageProblems(): PageProblem[] {
  return problems.splice(0, problems.length);
}

/** Throws, naming each one, when a page of this test threw or logged an error it did not expect. */
export function failOnPageProblems(when: string): void {
  const seen = takePageProblems();
  if (seen.length === 0) return;
  const lines = seen.map((p) => `  ${p.kind} on ${p.url || 'a page'}: ${p.text}`);
  throw new Error(
    `${seen.length} page error${seen.length === 1 ? '' : 's'} ${when} (fix ${seen.length === 1 ? 'it' : 'them'}, or name an expected console error with expectConsoleErrors(page, /…/)):\n${lines.join('\n')}`,
  );
}
