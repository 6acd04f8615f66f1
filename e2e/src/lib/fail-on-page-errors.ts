// The e2e project's setup file (vitest.config.ts): every journey fails on an uncaught page error or a console error
// it does not name as expected (lib/page-errors.ts), in the test where it happened — or, outside any test, in the
// file's set-up or clean-up.
//
// It also closes what a failed journey leaves open: a test that throws never reaches its own `context.close()`, and
// its pages would go on polling the stack (and logging) through the next tests. Contexts a test opened are closed
// when it fails, after each of their pages has said where it was and what it showed (printed, and a screenshot under
// e2e/artifacts/failed/), so a failure in CI can be read without running it again; whatever the file still has open
// is closed after its last test.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { failOnPageProblems, onEveryNewContext, takePageProblems, watchEveryContext } from './page-errors';

const openedInFile = new Set<BrowserContext>();
let openedInTest = new Set<BrowserContext>();
onEveryNewContext((context) => {
  openedInFile.add(context);
  openedInTest.add(context);
  context.on('close', () => openedInFile.delete(context));
});
const FAILED_DIR = path.join(import.meta.dirname, '../../artifacts/failed');

/** Where each open page of a failed test was and what it showed: its URL and words printed, a screenshot kept. */
async function describePages(test: string, contexts: Iterable<BrowserContext>): Promise<void> {
  const pages = [...contexts].flatMap((context) => context.pages());
  mkdirSync(FAILED_DIR, { recursive: true });
  for (const [i, page] of pages.entries()) {
    const file = path.join(FAILED_DIR, `${test.replace(/\W+/g, '-').slice(0, 80)}-${i + 1}.png`);
    const words = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    await page.screenshot({ path: file, timeout: 5000 }).catch(() => undefined);
    console.error(
      `Page ${i + 1} of the failed test, at ${page.url()} (${path.relative(process.cwd(), file)}):\n${words.slice(0, 1200)}`,
    );
  }
}

async function closeAll(contexts: Iterable<BrowserContext>): Promise<void> {
  await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
}

watchEveryContext();
beforeAll(() => {
  takePageProblems();
});
beforeEach(({ onTestFailed }) => {
  const mine = new Set<BrowserContext>();
  openedInTest = mine;
  onTestFailed(async ({ task }) => {
    await describePages(task.name, mine).catch(() => undefined);
    await closeAll(mine);
  });
});
afterEach(() => {
  failOnPageProblems('during this test');
});
afterAll(async () => {
  failOnPageProblems("in this file's set-up or clean-up");
  await closeAll(openedInFile);
});
