/**
 * Starts the test stack on TEST_PORTS for this project, unless `npm test` (scripts/test.ts) started one for every
 * integration suite and said so with ASO_TEST_STACK=external. Either way the URLs are in .stack/test/stack.json.
 */
import path from 'node:path';
import { TEST_PORTS } from '../../scripts/lib/ports';
import { ROOT, startStack } from '../../scripts/lib/stack';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ASO_TEST_STACK === 'external') return undefined;
  const stack = await startStack({ name: 'test', ports: TEST_PORTS, importDir: path.join(ROOT, 'emulator-data'), web: 'none' });
  return () => stack.stop();
}
