// The e2e project's setup file (vitest.config.ts): every journey fails on an uncaught page error or a console error
// it does not name as expected (lib/page-errors.ts), in the test where it happened — or, outside any test, in the
// file's set-up or clean-up.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { failOnPageProblems, takePageProblems, watchEveryContext } from './page-errors';

watchEveryContext();
beforeAll(() => {
  takePageProblems();
});
afterEach(() => {
  failOnPageProblems('during this test');
});
afterAll(() => {
  failOnPageProblems("in this file's set-up or clean-up");
});
