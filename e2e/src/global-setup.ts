// Start the test stack (TEST_PORTS, demo data; the production build and the Vite dev server over one backend, and
// the Hosting emulator they are held to) unless `npm test` already did (ASO_TEST_STACK=external). Its URLs are written
// to .stack/test/stack.json, which the journeys read.
//
// One Chromium serves every journey file (each connects to it, lib/per-file.ts, and its contexts stay its own):
// starting the browser for each of forty files cost about 1.4 CPU-s apiece.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../scripts/lib/test-stack';
import { chromiumLaunch } from './lib/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address, for chromium.connect(). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = process.env.ASO_TEST_STACK === 'external' ? undefined : await startTestStack('both');
  const browser = await chromium.launchServer(chromiumLaunch());
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stack?.stop();
  };
}
