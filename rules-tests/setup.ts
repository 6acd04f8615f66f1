import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import { inject } from 'vitest';

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
  /** The project the matrix runs in (its own, so files sharing one emulator never meet). */
  readonly projectId: string;
  readonly env: RulesTestEnvironment;
  /** Each actor's Firestore (the web SDK), as @firebase/rules-unit-testing makes it. */
  readonly as: Readonly<Record<ActorName, Firestore>>;
  /** A Firestore as someone whose token carries other claims (a demoted member of staff's old token, say). */
  asToken(sub: string, claims: Record<string, unknown>): Firestore;
  /** A document as stored, rules bypassed: what a denied write left behind. */
  stored(path: string): Promise<DocumentSnapshot>;
  /** Runs `work` with rules bypassed (as the functions and the seed script write). */
  asOwner(work: (db: Firestore) => Promise<unknown>): Promise<void>;
  stop(): Promise<void>;
}

const firestoreOf = (context: RulesTestContext): Firestore => context.firestore() as unknown as Firestore;

/** host:port of Google's Firestore emulator: FIRESTORE_EMULATOR_HOST, or the one global-setup.ts started. */
export function emulatorHost(): { host: string; port: number } {
  const given = inject('firestoreHost');
  const at = given.lastIndexOf(':');
  return { host: given.slice(0, at), port: Number(given.slice(at + 1)) };
}

/**
 * A rules test environment (@firebase/rules-unit-testing) on Google's Firestore emulator, with the repo's
 * firestore.rules (MATRIX_FIRESTORE_RULES runs the matrix against another rules file: a candidate edit, or a loosened
 * copy) in a project of its own, and one client per actor. The project's documents are cleared at the end.
 */
export async function startFirestoreMatrix(name: string): Promise<FirestoreMatrix> {
  setLogLevel('silent'); // every denial would otherwise be logged by the SDK
  const rulesFile = process.env.MATRIX_FIRESTORE_RULES ?? join(repoRoot(), 'firestore.rules');
  const projectId = `${name}-${randomUUID().slice(0, 8)}`;
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { ...emulatorHost(), rules: readFileSync(rulesFile, 'utf8') },
  });
  const actor = (name: ActorName): Firestore => {
    const claims = ACTORS[name];
    if (!claims) return firestoreOf(env.unauthenticatedContext());
    const { sub, ...rest } = claims;
    return firestoreOf(env.authenticatedContext(sub, rest));
  };
  const as = {
    signedOut: actor('signedOut'),
    customerA: actor('customerA'),
    customerB: actor('customerB'),
    staff: actor('staff'),
    admin: actor('admin'),
  } as const;
  const asOwner = (work: (db: Firestore) => Promise<unknown>): Promise<void> =>
    env.withSecurityRulesDisabled(async (context) => {
      await work(firestoreOf(context));
    });
  // Staff are staff while the shop says so: setUserRole's mirror of each staff actor's claim (firestore.rules heldRole).
  await asOwner(async (db) => {
    for (const name of ['staff', 'admin'] as const) {
      const { sub, email, role } = ACTORS[name]!;
      const at = Timestamp.fromDate(new Date('2025-01-02T09:00:00Z'));
      await setDoc(doc(db, 'profiles', sub), {
        name,
        phone: '',
        whatsappOptIn: false,
        email,
        role,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  return {
    projectId,
    env,
    as,
    asToken: (sub, claims) => firestoreOf(env.authenticatedContext(sub, claims)),
    async stored(path) {
      let snapshot: DocumentSnapshot | undefined;
      await asOwner(async (db) => (snapshot = await getDoc(doc(db, path))));
      return snapshot!;
    },
    asOwner,
    async stop() {
      await env.clearFirestore();
      await env.cleanup();
    },
  };
}

/** startFirestoreMatrix, then the file's documents written with rules bypassed. */
export async function seededMatrix(name: string, seed: (owner: Firestore) => Promise<void>): Promise<FirestoreMatrix> {
  const m = await startFirestoreMatrix(name);
  await m.asOwner(seed);
  return m;
}

/** Asserts the SDK refused with permission-denied (rules-unit-testing's assertFails). */
export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  await assertFails(operation);
}

export const ts = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));

/** A time from the browser's own clock, a minute off the server's: never equal to request.time. */
export const clientClock = (): Date => new Date(Date.now() - 60_000);
