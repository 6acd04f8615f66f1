/// <reference types="node" />
// Once per `vitest --project web`: the repo's Firestore stand-in with firestore.rules in force, and the
// firebase-tools Auth emulator, both in this process on free ports. Test files get their addresses through
// `inject` and use a project id of their own, so files never see each other's data.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startFirestoreServer, type FirestoreServerHandle } from '@aso/emulators/firestore/index';
import { createRulesAuthorizer } from '@aso/emulators/rules/index';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
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

let firestore: FirestoreServerHandle | undefined;
let auth: Server | undefined;

export async function setup(project: TestProject): Promise<void> {
  const [fs, authServer] = await Promise.all([
    startFirestoreServer({
      port: 0,
      authorizer: createRulesAuthorizer(),
      rulesFile: path.join(ROOT, 'firestore.rules'),
      logLevel: 'warn',
    }),
    startAuthEmulator(),
  ]);
  firestore = fs;
  auth = authServer;
  project.provide('firestoreHost', `127.0.0.1:${fs.port}`);
  project.provide('authUrl', `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`);
  project.provide('authProjectId', AUTH_PROJECT);
}

export async function teardown(): Promise<void> {
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
