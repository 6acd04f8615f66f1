/// <reference types="node" />
// Once per `vitest --project rules`: Google's Firestore emulator (npm test's, FIRESTORE_EMULATOR_HOST, or a fresh one).
// Each test file then works in a project of its own.
import type { TestProject } from 'vitest/node';
import { testFirestore, type TestFirestore } from '../scripts/lib/test-firestore';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
  }
}

let firestore: TestFirestore | undefined;

export async function setup(project: TestProject): Promise<void> {
  firestore = await testFirestore('rules-tests');
  project.provide('firestoreHost', firestore.host);
}

export async function teardown(): Promise<void> {
  await firestore?.stop();
}
