/**
 * The integration suites' stacks, with demo data: TEST_PORTS, and either the one `npm test` already started
 * (ASO_TEST_STACK=external) or a fresh one for a suite run on its own (`npx vitest run --project functions`); `npm
 * test` starts a second on SUITE_PORTS for the functions suite, so it runs beside the journeys.
 * Use `globalSetup: '<repo>/scripts/lib/test-stack.ts'` in a vitest config; read URLs with `testStackInfo()`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSeed } from '../seed/index';
import { loadDocs } from '../seed/load';
import { SUITE_PORTS, TEST_PORTS, type StackPorts } from './ports';
import { describeStack, ROOT, startStack, type Stack, type StackInfo, type WebMode } from './stack';

export function startTestStack(web: WebMode): Promise<Stack> {
  return startDemoStack('test', TEST_PORTS, web);
}

/**
 * `npm test`'s second stack, for the functions' integration suite beside the journeys (SUITE_PORTS, no web app):
 * its state under .stack/test-suites/, found by the suite through ASO_STACK_JSON.
 */
export function startSuiteStack(): Promise<Stack> {
  return startDemoStack('test-suites', SUITE_PORTS, 'none');
}
export const SUITE_STACK_JSON = path.join(ROOT, '.stack/test-suites/stack.json');

function startDemoStack(name: string, ports: StackPorts, web: WebMode): Promise<Stack> {
  return startStack({
    name,
    ports,
    importDir: path.join(ROOT, 'emulator-data'),
    web,
    seed: (info) => loadDocs(info, buildSeed(new Date()).docs),
    progress: (line) => console.log(`  ${name}: ${line}`),
  });
}

/** The running test stack's description (written by startStack), or the TEST_PORTS defaults. */
export function testStackInfo(): StackInfo {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, '.stack/test/stack.json'), 'utf8')) as StackInfo;
  } catch {
    return describeStack(TEST_PORTS);
  }
}

/** vitest globalSetup: start the stack unless `npm test` already did. ASO_TEST_WEB=preview also serves the web app. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ASO_TEST_STACK === 'external') return undefined;
  const stack = await startTestStack(process.env.ASO_TEST_WEB === 'preview' ? 'preview' : 'none');
  return () => stack.stop();
}
