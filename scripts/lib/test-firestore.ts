/**
 * Google's Firestore emulator for a test suite's vitest globalSetup (web, rules, emulators): the one `npm test`'s
 * stack already runs (it passes ASO_TEST_FIRESTORE, or a person FIRESTORE_EMULATOR_HOST), else a fresh one on a free
 * port with firestore.rules, stopped at teardown. Suites work in projects of their own, so they can share one.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGoogleFirestore, waitForGoogleFirestore } from './google-firestore';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestFirestore {
  /** host:port */
  readonly host: string;
  stop(): Promise<void>;
}

export async function testFirestore(suite: string): Promise<TestFirestore> {
  const given = process.env.ASO_TEST_FIRESTORE ?? process.env.FIRESTORE_EMULATOR_HOST;
  if (given) return { host: given, stop: () => Promise.resolve() };
  const port = await freePort();
  const logDir = path.join(ROOT, '.stack', suite, 'logs');
  mkdirSync(logDir, { recursive: true });
  const { service } = startGoogleFirestore({ port, rulesFile: path.join(ROOT, 'firestore.rules'), cwd: ROOT, logDir });
  // One that never answered is stopped too: a JVM left behind would hold its port and a core after the suite ends.
  await waitForGoogleFirestore(port, service).catch(async (error: unknown) => {
    await service.stop();
    throw error;
  });
  return { host: `127.0.0.1:${port}`, stop: () => service.stop() };
}
