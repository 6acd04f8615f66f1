import { join } from 'node:path';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageServer, type StorageServer } from '@aso/emulators/storage/server';
import { bytes, deleteClients, errorCode, storageClient } from '@aso/emulators/storage/__tests__/sdk';
import { EVERYONE, NON_STAFF, ACTORS, repoRoot, type ActorName } from './setup';

// The attack matrix for Storage with the repo's storage.rules: product images (staff) and branding (admin),
// images under 5 MB, public reads, nothing else.

const MB = 1024 * 1024;
let server: StorageServer;
let as: Record<ActorName, FirebaseStorage>;
let owner: FirebaseStorage;

beforeAll(async () => {
  server = await startStorageServer({
    port: 0,
    logLevel: 'silent',
    rulesFile: process.env.MATRIX_STORAGE_RULES ?? join(repoRoot(), 'storage.rules'),
    watchRules: false,
  });
  as = {
    signedOut: storageClient(server.port, null),
    customerA: storageClient(server.port, ACTORS.customerA),
    customerB: storageClient(server.port, ACTORS.customerB),
    staff: storageClient(server.port, ACTORS.staff),
    admin: storageClient(server.port, ACTORS.admin),
  };
  owner = storageClient(server.port, 'owner');
  await uploadBytes(ref(owner, 'products/seed.jpg'), bytes(2048), { contentType: 'image/jpeg' });
  await uploadBytes(ref(owner, 'branding/logo.png'), bytes(1024), { contentType: 'image/png' });
  await uploadBytes(ref(owner, 'private/report.csv'), bytes(10), { contentType: 'text/csv' });
});
afterAll(async () => {
  await deleteClients();
  await server.stop();
});

describe('reads', () => {
  it('everyone reads product images and branding, by metadata, bytes and download URL', async () => {
    for (const actor of EVERYONE) {
      expect((await getMetadata(ref(as[actor], 'products/seed.jpg'))).size, actor).toBe(2048);
      expect((await getBytes(ref(as[actor], 'branding/logo.png'))).byteLength, actor).toBe(1024);
    }
    const url = await getDownloadURL(ref(as.signedOut, 'products/seed.jpg'));
    expect((await fetch(url)).headers.get('content-type')).toBe('image/jpeg');
  });
  it('nobody reads or lists paths outside products/ and branding/', async () => {
    for (const actor of EVERYONE) {
      expect(await errorCode(getMetadata(ref(as[actor], 'private/report.csv'))), actor).toBe('storage/unauthorized');
      expect(await errorCode(listAll(ref(as[actor], 'products'))), actor).toBe('storage/unauthorized');
    }
  });
});

describe('product images', () => {
  it('staff upload an image under 5 MB to products/, and it reads back', async () => {
    const data = bytes(5 * MB - 1);
    const snap = await uploadBytesResumable(ref(as.staff, 'products/new.webp'), data, { contentType: 'image/webp' });
    expect(snap.metadata).toMatchObject({ size: 5 * MB - 1, contentType: 'image/webp', fullPath: 'products/new.webp' });
    expect(Buffer.from(await getBytes(ref(as.customerA, 'products/new.webp'))).equals(Buffer.from(data))).toBe(true);
  });
  it('customers and the signed out cannot upload product images', async () => {
    for (const actor of NON_STAFF) {
      expect(
        await errorCode(uploadBytes(ref(as[actor], 'products/evil.png'), bytes(100), { contentType: 'image/png' })),
        actor,
      ).toBe('storage/unauthorized');
    }
  });
  it('a file of 5 MB or more is refused, even for staff', async () => {
    expect(
      await errorCode(
        uploadBytesResumable(ref(as.staff, 'products/huge.png'), bytes(5 * MB), { contentType: 'image/png' }).then(),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await errorCode(uploadBytes(ref(as.admin, 'products/huge.png'), bytes(6 * MB), { contentType: 'image/png' })),
    ).toBe('storage/unauthorized');
  });
  it('a non-image is refused, even for staff', async () => {
    // An SVG is an image that can carry script, served inline from the bucket: only raster types are accepted.
    for (const contentType of [
      'text/html',
      'application/pdf',
      'application/octet-stream',
      'image/svg+xml',
      'image/x-icon',
      'image/',
    ]) {
      expect(
        await errorCode(uploadBytes(ref(as.staff, 'products/page'), bytes(10), { contentType })),
        contentType,
      ).toBe('storage/unauthorized');
    }
    expect(await errorCode(updateMetadata(ref(as.staff, 'products/seed.jpg'), { contentType: 'text/html' }))).toBe(
      'storage/unauthorized',
    );
    expect(await errorCode(updateMetadata(ref(as.staff, 'products/seed.jpg'), { contentType: 'image/svg+xml' }))).toBe(
      'storage/unauthorized',
    );
    expect(
      await errorCode(uploadBytes(ref(as.admin, 'branding/logo.svg'), bytes(10), { contentType: 'image/svg+xml' })),
    ).toBe('storage/unauthorized');
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(
        await errorCode(uploadBytes(ref(as.staff, 'products/raster'), bytes(10), { contentType })),
        contentType,
      ).toBe('no error');
    }
  });
  it('staff cannot upload outside the allowed folders', async () => {
    for (const path of ['uploads/x.png', 'products/sub/x.png', 'x.png', 'branding/x.png']) {
      expect(await errorCode(uploadBytes(ref(as.staff, path), bytes(10), { contentType: 'image/png' })), path).toBe(
        'storage/unauthorized',
      );
    }
  });
  it('staff delete product images; customers cannot', async () => {
    await uploadBytes(ref(owner, 'products/old.jpg'), bytes(10), { contentType: 'image/jpeg' });
    expect(await errorCode(deleteObject(ref(as.customerA, 'products/old.jpg')))).toBe('storage/unauthorized');
    await deleteObject(ref(as.staff, 'products/old.jpg'));
    expect(await errorCode(getMetadata(ref(owner, 'products/old.jpg')))).toBe('storage/object-not-found');
  });
});

describe('branding', () => {
  it('an admin uploads branding images', async () => {
    const snap = await uploadBytes(ref(as.admin, 'branding/logo-dark.png'), bytes(500), { contentType: 'image/png' });
    expect(snap.metadata.size).toBe(500);
    expect((await getMetadata(ref(as.signedOut, 'branding/logo-dark.png'))).contentType).toBe('image/png');
  });
  it('staff and customers cannot write branding', async () => {
    for (const actor of [...NON_STAFF, 'staff'] as const) {
      expect(
        await errorCode(uploadBytes(ref(as[actor], 'branding/logo.png'), bytes(10), { contentType: 'image/png' })),
        actor,
      ).toBe('storage/unauthorized');
      expect(await errorCode(deleteObject(ref(as[actor], 'branding/logo.png'))), actor).toBe('storage/unauthorized');
    }
    expect((await getMetadata(ref(owner, 'branding/logo.png'))).size).toBe(1024);
  });
  it("an admin's branding upload must still be an image under 5 MB", async () => {
    expect(
      await errorCode(uploadBytes(ref(as.admin, 'branding/notes.txt'), bytes(10), { contentType: 'text/plain' })),
    ).toBe('storage/unauthorized');
    expect(
      await errorCode(
        uploadBytesResumable(ref(as.admin, 'branding/big.png'), bytes(5 * MB + 1), { contentType: 'image/png' }).then(),
      ),
    ).toBe('storage/unauthorized');
  });
});
