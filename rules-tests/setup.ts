import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { expect } from 'vitest';
import { startFirestoreServer } from '@aso/emulators/firestore/index';
import { createRulesAuthorizer } from '@aso/emulators/rules/index';

/** The repository root (where firebase.json, firestore.rules and storage.rules live). */
export function repoRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'firebase.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('firebase.json not found above the tests');
    dir = up;
  }
  return dir;
}

export type ActorName = 'signedOut' | 'customerA' | 'customerB' | 'staff' | 'admin';
export const EVERYONE: readonly ActorName[] = ['signedOut', 'customerA', 'customerB', 'staff', 'admin'];
export const NON_STAFF: readonly ActorName[] = ['signedOut', 'customerA', 'customerB'];

/** The five actors of the matrix, as mock ID-token claims (null = signed out). */
export const ACTORS: Readonly<Record<ActorName, { sub: string; email?: string; role?: string } | null>> = {
  signedOut: null,
  customerA: { sub: 'cust-a', email: 'ada@example.com' },
  customerB: { sub: 'cust-b', email: 'bayo@example.com' },
  staff: { sub: 'staff-1', email: 'staff@aso.test', role: 'staff' },
  admin: { sub: 'admin-1', email: 'admin@aso.test', role: 'admin' },
};

export interface FirestoreMatrix {
  /** The project the matrix runs in (its own, so runs against a shared emulator do not meet). */
  readonly projectId: string;
  /** Bypasses rules (`Bearer owner`) for seeding and for checking what a denied write left behind. */
  readonly owner: Firestore;
  readonly as: Readonly<Record<ActorName, Firestore>>;
  stop(): Promise<void>;
}

/** `host:port` → its parts. */
function hostAndPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/**
 * A Firestore emulator with the repo's firestore.rules (MATRIX_FIRESTORE_RULES runs the matrix against another rules
 * file: a candidate edit, or a loosened copy) and one Lite client per actor. FIRESTORE_EMULATOR_HOST names any
 * emulator speaking the official protocol (the Firebase one, or the repo's stand-in already running); without it
 * the repo's stand-in is started on a free port. The rules are installed through the emulator's own
 * `PUT …:securityRules`, and the project's documents are cleared at the end.
 */
export async function startFirestoreMatrix(name: string): Promise<FirestoreMatrix> {
  setLogLevel('silent'); // every denial would otherwise be logged by the SDK
  const rulesFile = process.env.MATRIX_FIRESTORE_RULES ?? join(repoRoot(), 'firestore.rules');
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  const server = given
    ? null
    : await startFirestoreServer({ port: 0, logLevel: 'warn', authorizer: createRulesAuthorizer(), rulesFile });
  const { host, port } = server ? { host: '127.0.0.1', port: server.port } : hostAndPort(given!);
  const base = `http://${host}:${port}/emulator/v1/projects`;
  const projectId = server ? name : `${name}-${randomUUID().slice(0, 8)}`;
  const installed = await fetch(`${base}/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(rulesFile, 'utf8') }] } }),
  });
  if (!installed.ok) throw new Error(`Installing ${rulesFile} failed: ${installed.status} ${await installed.text()}`);

  const apps: FirebaseApp[] = [];
  let n = 0;
  const client = (token: string | { sub: string } | null): Firestore => {
    const app = initializeApp({ projectId, apiKey: 'demo-key' }, `${projectId}-${++n}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host, port, token === null ? {} : { mockUserToken: token as never });
    return db;
  };
  const as = {
    signedOut: client(null),
    customerA: client(ACTORS.customerA),
    customerB: client(ACTORS.customerB),
    staff: client(ACTORS.staff),
    admin: client(ACTORS.admin),
  } as const;
  const owner = client('owner');
  return {
    projectId,
    owner,
    as,
    async stop() {
      await Promise.all(apps.map((a) => deleteApp(a)));
      await fetch(`${base}/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      await server?.stop();
    },
  };
}

/** startFirestoreMatrix, then the file's documents written as the owner. */
export async function seededMatrix(name: string, seed: (owner: Firestore) => Promise<void>): Promise<FirestoreMatrix> {
  const m = await startFirestoreMatrix(name);
  await seed(m.owner);
  return m;
}

/** Asserts the SDK refused with permission-denied. */
export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  let error: unknown;
  try {
    await operation;
  } catch (e) {
    error = e;
  }
  expect(error, 'expected permission-denied, but the operation succeeded').toBeDefined();
  expect((error as { code?: string }).code).toBe('permission-denied');
}

export const ts = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));

/** A time from the browser's own clock, a minute off the server's: never equal to request.time. */
export const clientClock = (): Date => new Date(Date.now() - 60_000);
