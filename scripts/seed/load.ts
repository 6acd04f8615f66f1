/**
 * Writes the seed into a running stack with the Admin SDK (Firestore over gRPC to Google's emulator, Auth emulator),
 * and writes it out as emulator-data/ (firebase-tools' auth export format; the Storage stand-in's export format).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminEnv, type StackInfo } from '../lib/stack';
import type { DemoAccount } from './accounts';
import type { SeedData, SeedDoc, SeedFile } from './index';

function adminApp(info: StackInfo): App {
  Object.assign(process.env, adminEnv(info));
  return initializeApp({ projectId: info.projectId, storageBucket: info.bucket }, `seed-${randomUUID()}`);
}

export async function loadDocs(info: StackInfo, docs: readonly SeedDoc[]): Promise<void> {
  const app = adminApp(info);
  try {
    const db = getFirestore(app);
    const writer = db.bulkWriter();
    for (const doc of docs) void writer.set(db.doc(doc.path), doc.data);
    await writer.close();
  } finally {
    await deleteApp(app);
  }
}

export async function loadAccounts(info: StackInfo, accounts: readonly DemoAccount[]): Promise<void> {
  const app = adminApp(info);
  try {
    const auth = getAuth(app);
    for (const a of accounts) {
      const exists = await auth.getUser(a.uid).then(
        () => true,
        () => false,
      );
      if (!exists)
        await auth.createUser({
          uid: a.uid,
          email: a.email,
          password: a.password,
          displayName: a.name,
          emailVerified: true,
        });
      await auth.setCustomUserClaims(a.uid, a.role === 'customer' ? null : { role: a.role });
    }
  } finally {
    await deleteApp(app);
  }
}

/** Uploads through the Storage stand-in's Firebase REST API as the owner (rules bypassed), public-read paths. */
export async function loadFiles(info: StackInfo, files: readonly SeedFile[]): Promise<void> {
  for (const file of files) {
    const body = await file.render();
    const url = `${info.urls.storage}/v0/b/${info.bucket}/o?name=${encodeURIComponent(file.path)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': file.contentType, 'X-Goog-Upload-Protocol': 'raw' },
      body,
    });
    if (!response.ok) throw new Error(`upload ${file.path}: HTTP ${response.status} ${await response.text()}`);
  }
}

/** firebase-tools' auth export (auth_export/accounts.json + config.json), loaded by `emulators:start --import`. */
export function writeAuthExport(dir: string, accounts: readonly DemoAccount[], now: Date): void {
  const authDir = path.join(dir, 'auth_export');
  mkdirSync(authDir, { recursive: true });
  const users = accounts.map((a) => {
    const salt = `fakeSalt${a.uid}`;
    return {
      localId: a.uid,
      email: a.email,
      emailVerified: true,
      displayName: a.name,
      passwordHash: `fakeHash:salt=${salt}:password=${a.password}`,
      salt,
      passwordUpdatedAt: now.getTime(),
      customAttributes: a.role === 'customer' ? undefined : JSON.stringify({ role: a.role }),
      providerUserInfo: [
        { providerId: 'password', email: a.email, federatedId: a.email, rawId: a.email, displayName: a.name },
      ],
      validSince: String(Math.floor(now.getTime() / 1000)),
      createdAt: String(now.getTime()),
      lastLoginAt: String(now.getTime()),
    };
  });
  writeFileSync(
    path.join(authDir, 'accounts.json'),
    `${JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(authDir, 'config.json'),
    `${JSON.stringify({ signIn: { allowDuplicateEmails: false }, emailPrivacyConfig: { enableImprovedEmailPrivacy: false } }, null, 2)}\n`,
  );
}

export async function loadAll(info: StackInfo, seed: SeedData): Promise<void> {
  await Promise.all([loadDocs(info, seed.docs), loadAccounts(info, seed.accounts), loadFiles(info, seed.files)]);
}
