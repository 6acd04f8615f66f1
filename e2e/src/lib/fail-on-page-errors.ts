// The e2e project's setup file (vitest.config.ts): every journey fails on an uncaught page error or a console error
// it does not name as expected (lib/page-errors.ts), in the test where it happened — or, outside any test, in the
// file's set-up or clean-up.
//
// It also closes what a failed journey leaves open: a test that throws never reaches its own `context.close()`, and
// its pages would go on polling the stack (and logging) through the next tests. Contexts a test opened are closed
// when it fails; whatever the file still has open is closed after its last test.
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
  onTestFailed(() => closeAll(mine));
});
afterEach(() => {
  failOnPageProblems('during this test');
});
afterAll(async () => {
  failOnPageProblems("in this file's set-up or clean-up");
  await closeAll(openedInFile);
});
