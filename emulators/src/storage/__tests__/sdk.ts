import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';

export const PROJECT = 'demo-aso';
export const BUCKET = `${PROJECT}.appspot.com`;

let counter = 0;
const apps: FirebaseApp[] = [];

/** A firebase/storage client pointed at the stand-in, as `token` ('owner', a mock user, or signed out). */
export function storageClient(
  port: number,
  token: 'owner' | { sub: string; role?: string; email?: string } | null,
  bucket = BUCKET,
): FirebaseStorage {
  const app = initializeApp(
    { projectId: PROJECT, apiKey: 'demo-key', appId: '1:1:web:1', storageBucket: bucket },
    `storage-test-${++counter}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', port, token === null ? {} : { mockUserToken: token });
  return storage;
}

export async function deleteClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
}

/** The StorageError code of a rejected promise (e.g. 'storage/unauthorized'). */
export async function errorCode(promise: PromiseLike<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
  return 'no error';
}

export function bytes(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x & 0xff;
  }
  return out;
}
