// The browser's way to Firebase (docs/architecture.md#style-structure), in the storefront's entry: it holds no SDK.
// Auth, Functions, Storage and Firestore Lite (lib/firestore.ts), and the app they hang from (lib/firebase-app.ts),
// are loaded on first use, so a landing route's first paint and its app's start wait for none of them.
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { getEnv } from './env';
import type * as FirestoreModule from './firestore';
import type { CallableName, CallableRequest, CallableResult } from '@aso/domain/contract';

let auth: Promise<Auth> | undefined;
let functions: Promise<Functions> | undefined;
let storage: Promise<FirebaseStorage> | undefined;

/** What `loadFirestore()` resolves to, for a helper that takes it: `(fs: FirestoreLite) => fs.where(…)`. */
export type FirestoreLite = typeof FirestoreModule;

/** Firestore Lite, its database and the functions the first-load modules call (lib/firestore.ts). */
export const loadFirestore = (): Promise<FirestoreLite> => import('./firestore');

const loadApp = () => import('./firebase-app').then(({ getFirebaseApp }) => getFirebaseApp());

/**
 * Auth with local persistence only: `getAuth()` would also register popup/redirect support and fetch Google's
 * gapi script on load, which the shop never uses. Whoever asks first loads it; `onAuthReady` listeners (the
 * session) hear about it then, whichever screen asked.
 */
export function getAuthInstance(): Promise<Auth> {
  if (!auth) {
    auth = Promise.all([import('firebase/auth'), loadApp()]).then(([sdk, app]) => {
      const { initializeAuth, browserLocalPersistence, connectAuthEmulator } = sdk;
      const created = initializeAuth(app, { persistence: browserLocalPersistence });
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
  for (let i = 0; i < storage.length; i += 1) if (isPersistedUserKey(storage.key(i))) return true;
  return false;
}

/** Whether a localStorage key is where Auth keeps this shop's signed-in user (another tab's sign-in writes it). */
export function isPersistedUserKey(key: string | null): boolean {
  return key?.startsWith(`firebase:authUser:${getEnv().firebase.apiKey}:`) ?? false;
}

export function getFunctionsInstance(): Promise<Functions> {
  functions ??= Promise.all([import('firebase/functions'), loadApp()]).then(([sdk, app]) => {
    const created = sdk.getFunctions(app, getEnv().functionsRegion);
    const emulator = getEnv().emulators.functions;
    if (emulator) sdk.connectFunctionsEmulator(created, emulator.host, emulator.port);
    return created;
  });
  return functions;
}

export function getStorageInstance(): Promise<FirebaseStorage> {
  storage ??= Promise.all([import('firebase/storage'), loadApp()]).then(([sdk, app]) => {
    const created = sdk.getStorage(app);
    const emulator = getEnv().emulators.storage;
    if (emulator) sdk.connectStorageEmulator(created, emulator.host, emulator.port);
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
