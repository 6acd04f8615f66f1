/**
 * The integration suites' stack: TEST_PORTS, demo data, and either the one `npm test` already started
 * (ASO_TEST_STACK=external) or a fresh one for a suite run on its own (`npx vitest run --project functions`).
 * Use `globalSetup: '<repo>/scripts/lib/test-stack.ts'` in a vitest config; read URLs with `testStackInfo()`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSeed } from '../seed/index';
import { loadDocs } from '../seed/load';
import { TEST_PORTS } from './ports';
import { describeStack, ROOT, startStack, type Stack, type StackInfo, type WebMode } from './stack';

export function startTestStack(web: WebMode): Promise<Stack> {
  return startStack({
    name: 'test',
    ports: TEST_PORTS,
    importDir: path.join(ROOT, 'emulator-data'),
    web,
    seed: (info) => loadDocs(info, buildSeed(new Date()).docs),
    progress: (line) => console.log(`  ${line}`),
  });
}

/** Empties Firestore (the emulator's clear endpoint) and writes the demo documents again. */
export async function resetToDemoData(info: StackInfo): Promise<void> {
  const url = `${info.urls.firestore}/emulator/v1/projects/${info.projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing Firestore answered ${response.status}: ${await response.text()}`);
  await loadDocs(info, buildSeed(new Date()).docs);
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
