// The one Firebase module of the browser (docs/architecture.md#style-structure) and the only place that knows about
// emulators. Firestore Lite is created eagerly (every storefront screen reads products); Auth, Functions and Storage
// are loaded on first use, so the first paint of `/` and `/shop` does not wait for their code.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { getEnv } from './env';
import type { CallableName, CallableRequest, CallableResult } from '@aso/domain/contract';

let app: FirebaseApp | undefined;
let db: Firestore | undefined;
let auth: Promise<Auth> | undefined;
let functions: Promise<Functions> | undefined;
let storage: Promise<FirebaseStorage> | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(getEnv().firebase);
  return app;
}

export function getDb(): Firestore {
  if (!db) {
    const created = getFirestore(getFirebaseApp());
    const emulator = getEnv().emulators.firestore;
    if (emulator) connectFirestoreEmulator(created, emulator.host, emulator.port);
    db = created;
  }
  return db;
}

/**
 * Auth with local persistence only: `getAuth()` would also register popup/redirect support and fetch Google's
 * gapi script on load, which the shop never uses. Whoever asks first loads it; `onAuthReady` listeners (the
 * session) hear about it then, whichever screen asked.
 */
export function getAuthInstance(): Promise<Auth> {
  if (!auth) {
    auth = import('firebase/auth').then(({ initializeAuth, browserLocalPersistence, connectAuthEmulator }) => {
      const created = initializeAuth(getFirebaseApp(), { persistence: browserLocalPersistence });
      const url = getEnv().emulators.authUrl;
      if (url) connectAuthEmulator(created, url, { disableWarnings: true });
      return created;
    });
    void auth.then(
      (ready) => authListeners.forEach((listener) => listener(ready)),
      () => undefined,
    );
  }
  return auth;
}

const authListeners = new Set<(auth: Auth) => void>();

/** Calls `listener` once Auth is loaded (now, if it already is); returns an unsubscribe function. */
export function onAuthReady(listener: (auth: Auth) => void): () => void {
  authListeners.add(listener);
  void auth?.then(
    (ready) => authListeners.has(listener) && listener(ready),
    () => undefined,
  );
  return () => authListeners.delete(listener);
}

/**
 * Whether this browser keeps a signed-in user (browserLocalPersistence writes `firebase:authUser:<apiKey>:<app>`).
 * Without one, the visitor is a guest for certain until they sign in, so Auth's code can wait.
 */
export function hasPersistedUser(storage: Storage = localStorage): boolean {
  const prefix = `firebase:authUser:${getEnv().firebase.apiKey}:`;
  for (let i = 0; i < storage.length; i += 1) if (storage.key(i)?.startsWith(prefix)) return true;
  return false;
}

export function getFunctionsInstance(): Promise<Functions> {
  functions ??= import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => {
    const created = getFunctions(getFirebaseApp(), getEnv().functionsRegion);
    const emulator = getEnv().emulators.functions;
    if (emulator) connectFunctionsEmulator(created, emulator.host, emulator.port);
    return created;
  });
  return functions;
}

export function getStorageInstance(): Promise<FirebaseStorage> {
  storage ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const created = getStorage(getFirebaseApp());
    const emulator = getEnv().emulators.storage;
    if (emulator) connectStorageEmulator(created, emulator.host, emulator.port);
    return created;
  });
  return storage;
}

/**
 * Call a callable of the domain's contract: `await callFunction('payBalance', { orderId })`. The name, the input and
 * the answer's type all come from `@aso/domain/contract` (types only: no schema reaches the bundle).
 */
export async function callFunction<N extends CallableName>(
  name: N,
  data: CallableRequest<N>,
): Promise<CallableResult<N>> {
  const [{ httpsCallable }, instance] = await Promise.all([import('firebase/functions'), getFunctionsInstance()]);
  try {
    const result = await httpsCallable<CallableRequest<N>, CallableResult<N>>(instance, name)(data);
    return result.data;
  } catch (error) {
    // The Functions SDK appends the HTTP status to a callable's message ('Only drafts can be submitted. [400]');
    // people should read the message alone.
    if (error instanceof Error && / \[\d{3}\]$/.test(error.message))
      error.message = error.message.replace(/ \[\d{3}\]$/, '');
    throw error;
  }
}
