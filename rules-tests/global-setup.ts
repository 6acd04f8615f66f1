/// <reference types="node" />
// Once per `vitest --project rules`: Google's Firestore emulator on a free port, unless FIRESTORE_EMULATOR_HOST names
// one already running (`npm test` passes its stack's). Each test file then works in a project of its own.
import { mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startGoogleFirestore, waitForGoogleFirestore } from '../scripts/lib/google-firestore';
import type { Service } from '../scripts/lib/proc';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');
let emulator: Service | undefined;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    project.provide('firestoreHost', given);
    return;
  }
  const port = await freePort();
  const logDir = path.join(ROOT, '.stack/rules-tests/logs');
  mkdirSync(logDir, { recursive: true });
  emulator = startGoogleFirestore({ port, rulesFile: path.join(ROOT, 'firestore.rules'), cwd: ROOT, logDir }).service;
  await waitForGoogleFirestore(port, emulator);
  project.provide('firestoreHost', `127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}
