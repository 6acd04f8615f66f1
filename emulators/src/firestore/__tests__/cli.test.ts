import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import * as lite from 'firebase/firestore/lite';
import { afterEach, describe, expect, it } from 'vitest';

lite.setLogLevel('silent');
const require = createRequire(import.meta.url);
const TSX = require.resolve('tsx/cli');
const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));

interface Running {
  readonly child: ChildProcessWithoutNullStreams;
  readonly port: number;
  output(): string;
}

const running: ChildProcessWithoutNullStreams[] = [];

/** Starts `emulators firestore …` as the stack does and waits for its ready line. */
async function startCli(args: string[]): Promise<Running> {
  const child = spawn(process.execPath, [TSX, CLI, 'firestore', '--port', '0', ...args], { env: { ...process.env } });
  running.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${out}`)), 30_000);
    const check = (): void => {
      const m = /Firestore stand-in listening on 127\.0\.0\.1:(\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${out}`)));
  });
  return { child, port, output: () => out };
}

function exited(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

afterEach(() => {
  for (const c of running.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('emulators firestore CLI', () => {
  it('serves with --no-rules, answers the readiness probe, exports on SIGTERM and imports it back', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-cli-'));
    const cli = await startCli(['--no-rules', '--export', dir, '--log-level', 'info']);
    expect(await (await fetch(`http://127.0.0.1:${cli.port}/`)).text()).toBe('Ok.');
    const app = initializeApp({ projectId: 'demo-cli' }, `cli-${Date.now()}`);
    const db = getFirestore(app);
    db.settings({ host: `127.0.0.1:${cli.port}`, ssl: false });
    await db.doc('products/p1').set({ name: 'Agbada', price: 25000 });
    await deleteApp(app);
    const done = exited(cli.child);
    cli.child.kill('SIGTERM');
    expect(await done).toBe(0);
    expect(cli.output()).toMatch(/Firestore stand-in stopped \(SIGTERM\): \d+ requests/);
    const file = JSON.parse(await fs.readFile(path.join(dir, 'firestore', 'demo-cli.json'), 'utf8')) as {
      databases: Record<string, { documents: { path: string }[] }>;
    };
    expect(file.databases['(default)']?.documents.map((d) => d.path)).toEqual(['products/p1']);

    const again = await startCli(['--no-rules', '--import', dir]);
    const res = await fetch(
      `http://127.0.0.1:${again.port}/v1/projects/demo-cli/databases/(default)/documents/products/p1`,
    );
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      name: { stringValue: 'Agbada' },
      price: { integerValue: '25000' },
    });
    again.child.kill('SIGTERM');
    await exited(again.child);
    await fs.rm(dir, { recursive: true });
  });

  it('loads the rules engine with --rules and reloads the file when it changes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fs-cli-rules-'));
    const rules = path.join(dir, 'firestore.rules');
    const source = (read: string): string =>
      `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} {\n      allow read: if ${read};\n    }\n  }\n}\n`;
    await fs.writeFile(rules, source('false'));
    const cli = await startCli(['--rules', rules]);
    const app = initializeWebApp({ projectId: 'demo-cli-rules', apiKey: 'fake' }, `cli-web-${Date.now()}`);
    const db = lite.getFirestore(app);
    lite.connectFirestoreEmulator(db, '127.0.0.1', cli.port, { mockUserToken: { sub: 'u1' } });
    await expect(lite.getDoc(lite.doc(db, 'a/b'))).rejects.toMatchObject({ code: 'permission-denied' });
    await fs.writeFile(rules, source('request.auth.uid == "u1"'));
    await expect
      .poll(
        async () =>
          await lite.getDoc(lite.doc(db, 'a/b')).then(
            () => 'allowed',
            (e: { code: string }) => e.code,
          ),
        { timeout: 10_000 },
      )
      .toBe('allowed');
    await deleteWebApp(app);
    cli.child.kill('SIGTERM');
    await exited(cli.child);
    await fs.rm(dir, { recursive: true });
  });

  it('rejects --rules with --no-rules and bad options', async () => {
    const child = spawn(process.execPath, [TSX, CLI, 'firestore', '--no-rules', '--rules', 'x.rules']);
    running.push(child);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    expect(await exited(child)).toBe(2);
    expect(err).toMatch(/cannot be used together/);
  });
});
