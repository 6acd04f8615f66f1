import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getBytes, getDownloadURL, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { parseCliOptions } from '../cli';
import { startStorageServer, type StorageServer } from '../server';
import { BUCKET, bytes, deleteClients, errorCode, storageClient } from './sdk';

const OPEN =
  "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write; } } }";
const CLOSED =
  "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read, write: if false; } } }";

const servers: StorageServer[] = [];
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'aso-storage-'));
  dirs.push(d);
  return d;
}

async function start(options: Parameters<typeof startStorageServer>[0]): Promise<StorageServer> {
  const s = await startStorageServer({ port: 0, logLevel: 'silent', ...options });
  servers.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  await deleteClients();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('import and export', () => {
  it('round-trips objects, metadata and download tokens through a readable directory', async () => {
    const dir = await tempDir();
    const first = await start({ rules: OPEN, exportDir: dir });
    const client = storageClient(first.port, { sub: 'alice' });
    const data = bytes(3000);
    await uploadBytes(ref(client, 'products/shirt 1.png'), data, {
      contentType: 'image/png',
      customMetadata: { colour: 'indigo' },
    });
    await uploadBytes(ref(client, 'products'), new TextEncoder().encode('a file named like a folder'));
    await uploadBytes(
      ref(storageClient(first.port, 'owner', 'other-bucket'), 'x.txt'),
      new TextEncoder().encode('other'),
    );
    const url = await getDownloadURL(ref(client, 'products/shirt 1.png'));
    await first.stop(); // exports on close

    expect(JSON.parse(await readFile(join(dir, 'storage_export', 'buckets.json'), 'utf8'))).toEqual({
      buckets: [{ id: BUCKET }, { id: 'other-bucket' }],
    });
    expect((await readdir(join(dir, 'storage_export', 'metadata', BUCKET))).sort()).toEqual([
      'products%2Fshirt%201.png.json',
      'products.json',
    ]);
    const meta = JSON.parse(
      await readFile(join(dir, 'storage_export', 'metadata', BUCKET, 'products%2Fshirt%201.png.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(meta).toMatchObject({
      name: 'products/shirt 1.png',
      contentType: 'image/png',
      size: 3000,
      metadata: { colour: 'indigo' },
    });
    expect(
      Buffer.from(await readFile(join(dir, 'storage_export', 'blobs', BUCKET, 'products%2Fshirt%201.png'))).equals(
        Buffer.from(data),
      ),
    ).toBe(true);

    const second = await start({ rules: OPEN, importDir: dir });
    const again = storageClient(second.port, { sub: 'alice' });
    expect(Buffer.from(await getBytes(ref(again, 'products/shirt 1.png'))).equals(Buffer.from(data))).toBe(true);
    expect((await getMetadata(ref(again, 'products/shirt 1.png'))).customMetadata).toEqual({ colour: 'indigo' });
    // The old download URL, moved to the new port, still works: tokens survive the round trip.
    const moved = url.replace(`:${first.port}/`, `:${second.port}/`);
    expect((await fetch(moved)).status).toBe(200);
    expect(
      new TextDecoder().decode(await getBytes(ref(storageClient(second.port, 'owner', 'other-bucket'), 'x.txt'))),
    ).toBe('other');
  });

  it('export(dir) writes on demand; a malformed import fails clearly', async () => {
    const dir = await tempDir();
    const s = await start({ rules: OPEN });
    await uploadBytes(ref(storageClient(s.port, 'owner'), 'a.txt'), new TextEncoder().encode('A'));
    await s.export(dir);
    expect(await readdir(join(dir, 'storage_export'))).toEqual(
      expect.arrayContaining(['buckets.json', 'blobs', 'metadata']),
    );
    await writeFile(join(dir, 'storage_export', 'metadata', BUCKET, 'a.txt.json'), '{"name": 1}');
    await expect(startStorageServer({ port: 0, logLevel: 'silent', importDir: dir })).rejects.toThrow(
      /a\.txt\.json: "name" must be a string/,
    );
  });

  it('exports through POST /internal/export', async () => {
    const dir = await tempDir();
    const s = await start({ rules: OPEN });
    await uploadBytes(ref(storageClient(s.port, 'owner'), 'b.txt'), new TextEncoder().encode('B'));
    const res = await fetch(`${s.url}/internal/export`, { method: 'POST', body: JSON.stringify({ path: dir }) });
    expect(res.status).toBe(200);
    expect(await readFile(join(dir, 'storage_export', 'blobs', BUCKET, 'b.txt'), 'utf8')).toBe('B');
  });
});

describe('rules file', () => {
  it('refuses to start on a bad rules file, naming file:line:column', async () => {
    const dir = await tempDir();
    const file = join(dir, 'storage.rules');
    await writeFile(
      file,
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o { allow read: if reqest.auth != null; }\n}\n",
    );
    await expect(startStorageServer({ port: 0, logLevel: 'silent', rulesFile: file })).rejects.toThrow(
      `${file}:3:40: Unknown variable 'reqest'.`,
    );
  });

  it('reloads the rules file when it changes and keeps the old rules when the new ones are bad', async () => {
    const dir = await tempDir();
    const file = join(dir, 'storage.rules');
    await writeFile(file, OPEN);
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    try {
      const s = await start({ rulesFile: file, logLevel: 'error' });
      const client = storageClient(s.port, { sub: 'alice' });
      await uploadBytes(ref(client, 'f.txt'), new TextEncoder().encode('f'));
      await writeFile(file, CLOSED);
      await vi.waitFor(
        async () => expect(await errorCode(getMetadata(ref(client, 'f.txt')))).toBe('storage/unauthorized'),
        { timeout: 5000, interval: 50 },
      );
      await writeFile(file, `${OPEN}\n}`);
      await vi.waitFor(() => expect(errors.join('\n')).toContain(`${file}:3:1: Unexpected '}'`), {
        timeout: 5000,
        interval: 50,
      });
      expect(await errorCode(getMetadata(ref(client, 'f.txt')))).toBe('storage/unauthorized');
      await writeFile(file, OPEN);
      await vi.waitFor(async () => expect((await getMetadata(ref(client, 'f.txt'))).size).toBe(1), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('without rules, only the owner gets in', async () => {
    const s = await start({});
    expect(await errorCode(uploadBytes(ref(storageClient(s.port, { sub: 'a' }), 'x'), bytes(1)))).toBe(
      'storage/unauthorized',
    );
    await uploadBytes(ref(storageClient(s.port, 'owner'), 'x'), bytes(1));
  });
});

describe('CLI', () => {
  it('parses options and rejects bad ones', () => {
    expect(
      parseCliOptions([
        '--port',
        '0',
        '--rules',
        'storage.rules',
        '--import',
        'd',
        '--export',
        'e',
        '--log-level',
        'warn',
      ]),
    ).toEqual({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      rulesFile: 'storage.rules',
      importDir: 'd',
      exportDir: 'e',
    });
    expect(() => parseCliOptions(['--port', 'x'])).toThrow('--port must be an integer');
    expect(() => parseCliOptions(['--log-level', 'loud'])).toThrow('--log-level must be one of');
    expect(() => parseCliOptions(['--nope'])).toThrow();
  });

  it('runs as `emulators storage`, serves, and exports on SIGTERM', async () => {
    const dir = await tempDir();
    const rules = join(dir, 'storage.rules');
    await writeFile(rules, OPEN);
    const bin = join(import.meta.dirname, '../../../bin/emulators.mjs');
    const child = spawn(process.execPath, [bin, 'storage', '--port', '0', '--rules', rules, '--export', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    try {
      const port = await vi.waitFor(
        () => {
          const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
          if (!m?.[1]) throw new Error(`not ready: ${out}`);
          return Number(m[1]);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      await uploadBytes(ref(storageClient(port, { sub: 'a' }), 'cli.txt'), new TextEncoder().encode('cli'));
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(await readFile(join(dir, 'storage_export', 'blobs', BUCKET, 'cli.txt'), 'utf8')).toBe('cli');
  });
});
