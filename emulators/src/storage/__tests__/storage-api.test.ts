import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { startStorageServer, type StorageServer } from '../server';
import { BUCKET, bytes, deleteClients, errorCode, storageClient } from './sdk';
import { expectPreflightAllowed, WEB_ORIGIN } from '../../shared/__tests__/preflight';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{file=**} {
      allow read;
      allow create, update: if request.auth != null
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*');
      allow delete: if request.auth != null;
    }
    match /users/{uid}/{file=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /tagged/{file} {
      allow get: if resource.metadata.visibility == 'public';
      allow create: if request.resource.metadata.keys().hasOnly(['visibility']) && request.auth != null;
      allow update: if request.auth != null && request.resource.metadata.visibility in ['public', 'private'];
    }
  }
}`;

let server: StorageServer;

beforeAll(async () => {
  server = await startStorageServer({ port: 0, rules: RULES, logLevel: 'silent' });
});
afterAll(async () => {
  await deleteClients();
  await server.stop();
});
beforeEach(() => server.reset());

describe('uploads and downloads through firebase/storage', () => {
  it('uploadBytes stores the bytes and metadata; getDownloadURL gives a URL anyone can fetch', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const data = bytes(5000);
    const result = await uploadBytes(ref(alice, 'public/hero.png'), data, {
      contentType: 'image/png',
      customMetadata: { alt: 'Hero' },
      cacheControl: 'public, max-age=60',
    });
    expect(result.metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'public/hero.png',
      name: 'hero.png',
      size: 5000,
      contentType: 'image/png',
      customMetadata: { alt: 'Hero' },
      cacheControl: 'public, max-age=60',
    });
    const url = await getDownloadURL(ref(alice, 'public/hero.png'));
    expect(url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${server.port}/v0/b/${BUCKET.replace(/\./g, '\\.')}/o/public%2Fhero\\.png\\?alt=media&token=[0-9a-f-]{36}$`,
      ),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
  });

  it('computes md5Hash of the bytes', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const result = await uploadBytes(ref(alice, 'users/alice/a.txt'), new TextEncoder().encode('hello'), {
      contentType: 'text/plain',
    });
    expect(result.metadata.md5Hash).toBe('XUFAKrxLKna5cZ2REBfFkg==');
  });

  it('uploadBytesResumable sends chunks and reports progress', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const data = bytes(900 * 1024, 3); // > 256 KiB: resumable protocol, several chunks
    const task = uploadBytesResumable(ref(alice, 'users/alice/big.bin'), data, {
      contentType: 'application/octet-stream',
      customMetadata: { k: 'v' },
    });
    const progress: number[] = [];
    task.on('state_changed', (s) => progress.push(s.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.state).toBe('success');
    expect(snapshot.metadata).toMatchObject({
      size: data.length,
      customMetadata: { k: 'v' },
      fullPath: 'users/alice/big.bin',
    });
    expect(progress.at(-1)).toBe(data.length);
    expect(progress.length).toBeGreaterThan(2);
    const back = Buffer.from(await getBytes(ref(alice, 'users/alice/big.bin')));
    expect(back.equals(Buffer.from(data))).toBe(true);
  });

  it('getBytes with a size cap reads a range', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const data = bytes(1000);
    await uploadBytes(ref(alice, 'users/alice/r.bin'), data);
    const head = new Uint8Array(await getBytes(ref(alice, 'users/alice/r.bin'), 100));
    expect(head).toEqual(data.subarray(0, 100));
  });

  it('reads and updates metadata; the metageneration moves', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const r = ref(alice, 'users/alice/doc.txt');
    await uploadBytes(r, new TextEncoder().encode('x'), {
      contentType: 'text/plain',
      customMetadata: { a: '1', b: '2' },
    });
    const before = await getMetadata(r);
    expect(before.metageneration).toBe('1');
    const after = await updateMetadata(r, {
      contentType: 'text/markdown',
      customMetadata: { a: '9', b: null as unknown as string },
    });
    expect(after).toMatchObject({
      contentType: 'text/markdown',
      customMetadata: { a: '9' },
      metageneration: '2',
      generation: before.generation,
    });
    expect(await getMetadata(r)).toMatchObject({ customMetadata: { a: '9' }, contentType: 'text/markdown' });
  });

  it('lists with prefixes, pages and listAll', async () => {
    const owner = storageClient(server.port, 'owner');
    for (const p of [
      'users/alice/1.txt',
      'users/alice/2.txt',
      'users/alice/3.txt',
      'users/alice/sub/4.txt',
      'users/alice/sub/deep/5.txt',
    ]) {
      await uploadBytes(ref(owner, p), new TextEncoder().encode(p));
    }
    const alice = storageClient(server.port, { sub: 'alice' });
    const all = await listAll(ref(alice, 'users/alice'));
    expect(all.items.map((i) => i.fullPath)).toEqual(['users/alice/1.txt', 'users/alice/2.txt', 'users/alice/3.txt']);
    expect(all.prefixes.map((p) => p.fullPath)).toEqual(['users/alice/sub']);
    const first = await list(ref(alice, 'users/alice'), { maxResults: 2 });
    expect(first.items.map((i) => i.name)).toEqual(['1.txt', '2.txt']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(ref(alice, 'users/alice'), { maxResults: 2, pageToken: first.nextPageToken ?? '' });
    expect([...second.items.map((i) => i.name), ...second.prefixes.map((p) => p.name)]).toEqual(['3.txt', 'sub']);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('deletes; a deleted object is not found', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const r = ref(alice, 'users/alice/gone.txt');
    await uploadBytes(r, new TextEncoder().encode('bye'));
    await deleteObject(r);
    expect(await errorCode(getMetadata(r))).toBe('storage/object-not-found');
    expect(await errorCode(deleteObject(r))).toBe('storage/object-not-found');
  });

  it('keeps buckets apart', async () => {
    const a = storageClient(server.port, 'owner', 'bucket-a');
    const b = storageClient(server.port, 'owner', 'bucket-b');
    await uploadBytes(ref(a, 'same/name.txt'), new TextEncoder().encode('A'));
    await uploadBytes(ref(b, 'same/name.txt'), new TextEncoder().encode('B'));
    expect(new TextDecoder().decode(await getBytes(ref(a, 'same/name.txt')))).toBe('A');
    expect(new TextDecoder().decode(await getBytes(ref(b, 'same/name.txt')))).toBe('B');
    await deleteObject(ref(a, 'same/name.txt'));
    expect(await errorCode(getBytes(ref(a, 'same/name.txt')))).toBe('storage/object-not-found');
    expect(new TextDecoder().decode(await getBytes(ref(b, 'same/name.txt')))).toBe('B');
  });
});

describe('rules', () => {
  it('denies writes by the signed out, oversize files and wrong content types with storage/unauthorized', async () => {
    const anon = storageClient(server.port, null);
    const alice = storageClient(server.port, { sub: 'alice' });
    expect(await errorCode(uploadBytes(ref(anon, 'public/x.png'), bytes(10), { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
    expect(await errorCode(uploadBytes(ref(alice, 'public/x.txt'), bytes(10), { contentType: 'text/plain' }))).toBe(
      'storage/unauthorized',
    );
    expect(
      await errorCode(uploadBytes(ref(alice, 'public/x.png'), bytes(1024 * 1024), { contentType: 'image/png' })),
    ).toBe('storage/unauthorized');
    expect(
      await errorCode(
        uploadBytesResumable(ref(alice, 'public/big.png'), bytes(2 * 1024 * 1024), { contentType: 'image/png' }).then(),
      ),
    ).toBe('storage/unauthorized');
    await uploadBytes(ref(alice, 'public/ok.png'), bytes(1024 * 1024 - 1), { contentType: 'image/png' });
    expect((await getMetadata(ref(anon, 'public/ok.png'))).size).toBe(1024 * 1024 - 1);
  });

  it("keeps one user out of another's folder, for reads, lists, writes and deletes", async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    const bob = storageClient(server.port, { sub: 'bob' });
    await uploadBytes(ref(alice, 'users/alice/secret.txt'), new TextEncoder().encode('s'));
    expect(await errorCode(getBytes(ref(bob, 'users/alice/secret.txt')))).toBe('storage/unauthorized');
    expect(await errorCode(getMetadata(ref(bob, 'users/alice/secret.txt')))).toBe('storage/unauthorized');
    expect(await errorCode(getDownloadURL(ref(bob, 'users/alice/secret.txt')))).toBe('storage/unauthorized');
    expect(await errorCode(listAll(ref(bob, 'users/alice')))).toBe('storage/unauthorized');
    expect(await errorCode(uploadBytes(ref(bob, 'users/alice/secret.txt'), bytes(1)))).toBe('storage/unauthorized');
    expect(await errorCode(updateMetadata(ref(bob, 'users/alice/secret.txt'), { contentType: 'x/y' }))).toBe(
      'storage/unauthorized',
    );
    expect(await errorCode(deleteObject(ref(bob, 'users/alice/secret.txt')))).toBe('storage/unauthorized');
    // Paths no rule matches are denied.
    expect(await errorCode(uploadBytes(ref(alice, 'elsewhere/x'), bytes(1)))).toBe('storage/unauthorized');
    // The download URL (with its token) still works for anyone holding it.
    const url = await getDownloadURL(ref(alice, 'users/alice/secret.txt'));
    expect(await (await fetch(url)).text()).toBe('s');
    const wrongToken = url.replace(/token=[^&]+/, 'token=00000000-0000-0000-0000-000000000000');
    expect((await fetch(wrongToken)).status).toBe(403);
  });

  it('sees custom metadata in resource and request.resource', async () => {
    const alice = storageClient(server.port, { sub: 'alice' });
    expect(
      await errorCode(
        uploadBytes(ref(alice, 'tagged/a'), bytes(1), { customMetadata: { visibility: 'public', extra: 'x' } }),
      ),
    ).toBe('storage/unauthorized');
    await uploadBytes(ref(alice, 'tagged/a'), bytes(1), { customMetadata: { visibility: 'private' } });
    expect(await errorCode(getMetadata(ref(alice, 'tagged/a')))).toBe('storage/unauthorized');
    expect(
      await errorCode(updateMetadata(ref(alice, 'tagged/a'), { customMetadata: { visibility: 'everyone' } })),
    ).toBe('storage/unauthorized');
    await updateMetadata(ref(alice, 'tagged/a'), { customMetadata: { visibility: 'public' } });
    expect((await getMetadata(ref(alice, 'tagged/a'))).customMetadata).toEqual({ visibility: 'public' });
  });

  it('lets Bearer owner through every rule', async () => {
    const owner = storageClient(server.port, 'owner');
    await uploadBytes(ref(owner, 'anywhere/at/all.txt'), new TextEncoder().encode('o'));
    expect(new TextDecoder().decode(await getBytes(ref(owner, 'anywhere/at/all.txt')))).toBe('o');
  });

  it('installs rules through PUT /internal/setRules, rejecting bad ones with line:column', async () => {
    const put = (content: string): Promise<Response> =>
      fetch(`${server.url}/internal/setRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
      });
    const bad = await put('service firebase.storage {\n  match /b/{bucket}/o { allow read: if ; }\n}');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^storage\.rules:2:40: /);
    const anon = storageClient(server.port, null);
    const owner = storageClient(server.port, 'owner');
    await uploadBytes(ref(owner, 'public/p.png'), bytes(3), { contentType: 'image/png' });
    expect((await getMetadata(ref(anon, 'public/p.png'))).size).toBe(3); // old rules still in force
    const ok = await put(
      "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read: if false; } } }",
    );
    expect(ok.status).toBe(200);
    expect(await errorCode(getMetadata(ref(anon, 'public/p.png')))).toBe('storage/unauthorized');
    expect(server.setRules(RULES)).toBeNull();
  });
});

describe('HTTP surface', () => {
  it('answers GET / for readiness', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
  });

  it('answers CORS preflights and exposes the upload headers', async () => {
    await expectPreflightAllowed(`${server.url}/v0/b/${BUCKET}/o?name=x`, 'authorization,x-goog-upload-protocol');
    const get = await fetch(`${server.url}/v0/b/${BUCKET}/o?prefix=`, { headers: { Origin: WEB_ORIGIN } });
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-Status');
  });

  it('rejects malformed requests with 400 and changes nothing', async () => {
    const badPrefix = await fetch(`${server.url}/v0/b/${BUCKET}/o?prefix=users`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(badPrefix.status).toBe(400);
    const badMultipart = await fetch(`${server.url}/v0/b/${BUCKET}/o?name=a`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer owner',
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related; boundary=zz',
      },
      body: 'garbage',
    });
    expect(badMultipart.status).toBe(400);
    const listing = await fetch(`${server.url}/v0/b/${BUCKET}/o?prefix=`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(await listing.json()).toEqual({ prefixes: [], items: [] });
  });
});
