/// <reference types="node" />
// Test helpers (docs/architecture.md#style-tests): render a route with the real providers and a memory router, seed the
// local Firestore as its owner (`Bearer owner`, rules bypassed), and make Auth emulator accounts.
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, expect } from 'vitest';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  Timestamp,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { MemoryRouter, useRoutes, type InitialEntry } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { getAuthInstance } from '../src/lib/firebase';
import { appRoutes } from '../src/app/routes';
import { makeQueryClient } from '../src/lib/query-client';
import type { ProductType, Size, Availability } from '@aso/domain/shared/vocab';

const env = () => ({
  projectId: process.env.VITE_FIREBASE_PROJECT_ID ?? '',
  firestoreHost: process.env.VITE_FIRESTORE_EMULATOR_HOST ?? '',
  authUrl: process.env.VITE_AUTH_EMULATOR_URL ?? '',
  authProjectId: process.env.ASO_TEST_AUTH_PROJECT ?? '',
});

function Routes() {
  return useRoutes(appRoutes);
}

/** The whole app at `entry`, with a fresh query cache that does not retry (failures show at once). */
export function renderRoute(entry: InitialEntry): RenderResult {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <AppProviders queryClient={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes />
      </MemoryRouter>
    </AppProviders>,
  );
}

let ownerApp: FirebaseApp | undefined;

/** Firestore as its owner: writes anything, as the Admin SDK would. */
export function ownerDb(): Firestore {
  if (!ownerApp) {
    ownerApp = initializeApp({ projectId: env().projectId, apiKey: 'demo-api-key' }, 'test-owner');
    const [host = '', port = '0'] = env().firestoreHost.split(':');
    connectFirestoreEmulator(getFirestore(ownerApp), host, Number(port), { mockUserToken: 'owner' });
  }
  return getFirestore(ownerApp);
}

/**
 * A set or delete as the owner, sent once more when Google's emulator answers it 500: the emulator fails a commit
 * whose change reaches a listener closing at that moment ("Stream is already completed" in its log: a screen of the
 * test before unsubscribing). Both writes give the same result sent twice.
 */
async function ownerWrite(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'internal') throw error;
    await write();
  }
}

export async function seed(path: string, data: DocumentData): Promise<void> {
  await ownerWrite(() => setDoc(doc(ownerDb(), path), data));
}

export async function readDoc(path: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(ownerDb(), path))).data();
}

export async function removeDoc(path: string): Promise<void> {
  await ownerWrite(() => deleteDoc(doc(ownerDb(), path)));
}

/** Empty this file's Firestore project. */
export async function clearFirestore(): Promise<void> {
  const { projectId, firestoreHost } = env();
  const res = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status} ${await res.text()}`);
}

export const ts = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));

export interface ProductSeed {
  readonly id: string;
  readonly name: string;
  readonly type?: ProductType;
  readonly price?: number;
  readonly sku?: string;
  readonly slug?: string;
  readonly active?: boolean;
  readonly featured?: boolean;
  readonly description?: string;
  readonly images?: string[];
  readonly sizeOptions?: Size[];
  readonly availability?: Partial<Record<Size, Availability>>;
  /** Sizes with few left and how many ('Only 2 left'). */
  readonly unitsLeft?: Partial<Record<Size, number>>;
  readonly leadTimeDays?: number | null;
  readonly preorderWindowId?: string | null;
  /** The named collection ('Owambe'); none by default. */
  readonly collection?: string | null;
}

/** A product document exactly as functions store it (docs/data-model.md). */
export function makeProduct(p: ProductSeed): DocumentData {
  const type = p.type ?? 'RTW';
  const slug =
    p.slug ??
    p.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  // Ready-to-wear offers every size unless told; a pre-order comes in the sizes given (none: made to measure).
  const sizeOptions =
    type === 'RTW' ? (p.sizeOptions ?? ['S', 'M', 'L', 'XL']) : type === 'PREORDER' ? (p.sizeOptions ?? []) : [];
  return {
    sku: p.sku ?? `${type === 'PREORDER' ? 'PRE' : type}-${slug.toUpperCase()}`,
    slug,
    name: p.name,
    nameLower: p.name.toLowerCase(),
    description: p.description ?? `${p.name}, cut in Abeokuta.`,
    price: p.price ?? 25000,
    type,
    active: p.active ?? true,
    images: p.images ?? [],
    sizeOptions,
    leadTimeDays: type === 'MTO' ? (p.leadTimeDays ?? 12) : null,
    preorderWindowId: type === 'PREORDER' ? (p.preorderWindowId ?? null) : null,
    collection: p.collection ?? null,
    featured: p.featured ?? false,
    availability: p.availability ?? (type === 'RTW' ? Object.fromEntries(sizeOptions.map((s) => [s, 'in'])) : {}),
    unitsLeft: p.unitsLeft ?? {},
    createdAt: ts('2026-01-05T10:00:00Z'),
    updatedAt: ts('2026-01-05T10:00:00Z'),
  };
}

export async function seedProduct(p: ProductSeed): Promise<void> {
  await seed(`products/${p.id}`, makeProduct(p));
}

/** `rtw-00`, `rtw-01`, …: ids that sort in list order. */
export const rtwId = (i: number) => `rtw-${String(i).padStart(2, '0')}`;

/** Many products from a list of names: ids from `id`, prices ₦1,000 apart from `basePrice`, `more` adds the rest. */
export async function seedProductList(
  names: readonly string[],
  id: (i: number) => string,
  basePrice: number,
  more: (name: string, i: number) => Partial<ProductSeed> = () => ({}),
): Promise<void> {
  await Promise.all(
    names.map((name, i) => seedProduct({ id: id(i), name, price: basePrice + i * 1000, ...more(name, i) })),
  );
}

// ---- Auth emulator -------------------------------------------------------------------------------------------

const authApi = (path: string) => `${env().authUrl}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;

/** An Auth emulator account; with a role, also its claim and the role mirror in profiles/{uid} (as setUserRole). */
export async function createAccount(email: string, password: string, role?: 'staff' | 'admin'): Promise<string> {
  const res = await fetch(authApi('accounts:signUp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId?: string; error?: { message: string } };
  if (!body.localId) throw new Error(`signUp failed: ${body.error?.message ?? res.status}`);
  if (role) {
    const update = await fetch(
      `${env().authUrl}/identitytoolkit.googleapis.com/v1/projects/${env().authProjectId}/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: body.localId, customAttributes: JSON.stringify({ role }) }),
      },
    );
    if (!update.ok) throw new Error(`Setting the role failed: ${await update.text()}`);
    // setUserRole's mirror beside the claim: the rules open staff rights only when both say so.
    await seed(`profiles/${body.localId}`, {
      name: '',
      phone: '',
      whatsappOptIn: false,
      email,
      role,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
  return body.localId;
}

/**
 * A fresh account with `role`, signed in before the file's tests (after the `beforeAll`s registered before this call:
 * call it after the file's seeding) and out after them, once the app's sign-in has written its customer record (a
 * sign-out before it lands refuses the write). Returns the account's uid once signed in.
 */
export function signedInAs(name: string, role: 'staff' | 'admin'): () => string {
  let uid = '';
  beforeAll(async () => {
    await createAccount(testEmail(name), `${name}-2026`, role);
    uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail(name), `${name}-2026`)).user.uid;
  });
  afterAll(async () => {
    await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
    await (await getAuthInstance()).signOut();
  });
  return () => uid;
}

/**
 * Out-of-band codes the emulator "sent" (verification mails, magic links). Accounts of every test file share the
 * emulator's project, so each file uses addresses of its own (see `testEmail`).
 */
export async function oobCodes(): Promise<{ email: string; requestType: string; oobLink: string; oobCode: string }[]> {
  const res = await fetch(`${env().authUrl}/emulator/v1/projects/${env().authProjectId}/oobCodes`);
  return (
    (await res.json()) as { oobCodes: { email: string; requestType: string; oobLink: string; oobCode: string }[] }
  ).oobCodes;
}

/** An address unique to this test file: 'amaka' → 'amaka.demo-web-1a2b3c4d@example.com'. */
export function testEmail(name: string): string {
  return `${name}.${env().projectId}@example.com`;
}

export async function listDocs(collectionPath: string): Promise<{ id: string; data: DocumentData }[]> {
  const { collection, getDocs } = await import('firebase/firestore/lite');
  const snap = await getDocs(collection(ownerDb(), collectionPath));
  return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
}
