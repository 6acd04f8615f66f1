/// <reference types="node" />
// Once per `vitest --project web`: Google's Firestore emulator with firestore.rules (npm test's, or a fresh one), the
// firebase-tools Auth emulator and the shop's callables (functions/test/callable-host.ts), both in this process on free
// ports. Test files get their addresses through `inject` and use a project id of their own, so files never see each
// other's data.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { testFirestore, type TestFirestore } from '../../scripts/lib/test-firestore';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    functionsHost: string;
    authUrl: string;
    authProjectId: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The Auth emulator keeps API-key requests in its default project, whatever project id the app names. */
const AUTH_PROJECT = 'demo-aso';

interface AuthEmulatorServerModule {
  readonly createApp: (
    projectId: string,
    singleProjectMode?: number,
  ) => Promise<{ listen(port: number, host: string, cb: () => void): Server }>;
}

interface CallableHostModule {
  readonly startCallableHost: (firestoreHost: string) => Promise<{ host: string; stop(): Promise<void> }>;
}

let firestore: TestFirestore | undefined;
let auth: Server | undefined;
let callables: { stop(): Promise<void> } | undefined;

export async function setup(project: TestProject): Promise<void> {
  const [fs, authServer] = await Promise.all([testFirestore('web-tests'), startAuthEmulator()]);
  firestore = fs;
  auth = authServer;
  // Loaded by path: the functions' code is type-checked with the functions, not with the web app.
  const hostModule = path.join(ROOT, 'functions/test/callable-host.ts');
  const { startCallableHost } = (await import(hostModule)) as CallableHostModule;
  const host = await startCallableHost(fs.host);
  callables = host;
  project.provide('firestoreHost', fs.host);
  project.provide('functionsHost', host.host);
  project.provide('authUrl', `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`);
  project.provide('authProjectId', AUTH_PROJECT);
}

export async function teardown(): Promise<void> {
  await callables?.stop();
  await firestore?.stop();
  await new Promise<void>((resolve) => (auth ? auth.close(() => resolve()) : resolve()));
}

/** The Auth emulator of firebase-tools, without its CLI: the same Express app `firebase emulators:start` serves. */
async function startAuthEmulator(): Promise<Server> {
  const modulePath = path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/auth/server.js');
  const { createApp } = (await import(modulePath)) as AuthEmulatorServerModule;
  const app = await createApp(AUTH_PROJECT, 0);
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}
