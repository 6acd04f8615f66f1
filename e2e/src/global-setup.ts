// Start the test stack (TEST_PORTS, demo data; the production build and the Vite dev server over one backend, and
// the Hosting emulator they are held to) unless `npm test` already did (ASO_TEST_STACK=external). Its URLs are written
// to .stack/test/stack.json, which the journeys read.
import { startTestStack } from '../../scripts/lib/test-stack';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ASO_TEST_STACK === 'external') return undefined;
  const stack = await startTestStack('both');
  return () => stack.stop();
}
