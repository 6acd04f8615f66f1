/**
 * Listen benchmark (`npm run bench -- listen`): how long a commit takes to reach listeners, and whether opening
 * and closing listeners leaks. The stand-in runs in its own process (rules off), as in the local stack.
 *  - Latency: one document, N listeners (1, 10, 100) through the Admin SDK (one client, a Listen stream per
 *    listener) and through the web SDK in Node (one app per listener, gRPC); a writer sets the document and each
 *    listener's snapshot time is taken from the moment the write was issued. p50/p95 over all listener samples.
 *  - Memory: heap after garbage collection of a stand-in started in this process (with its one Admin client),
 *    after warming up, after 1,000 listener opens and closes, and after 1,000 more (a leak grows per thousand);
 *    plus the separate server process's resident set over the same churn.
 * Prints tables; never fails on time.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, setLogLevel } from 'firebase/firestore';
import { startFirestoreServer } from '../src/firestore/server';

process.env.METADATA_SERVER_DETECTION = 'none';
setLogLevel('silent');

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const PROJECT = 'demo-listen-bench';
const ROUNDS = 30;
const WARMUP = 3;
const COUNTS = [1, 10, 100] as const;

function startServer(): Promise<{ port: number; child: ChildProcess }> {
  // One process (node --import tsx), so its pid is the server's for the memory reading.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'firestore', '--port', '0', '--no-rules', '--log-level', 'info'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

async function heapMb(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 150));
    gc();
  }
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] ?? NaN;
}

interface Client {
  readonly name: string;
  /** Opens `n` listeners on the document; each resolves once its first snapshot arrived. */
  open(n: number, path: string, onRound: (listener: number, round: number) => void): Promise<() => Promise<void>>;
}

function adminClient(port: number): { db: AdminFirestore; app: App } {
  const app = initializeAdminApp({ projectId: PROJECT }, `bench-admin-${Math.random()}`);
  const db = getAdminFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  return { db, app };
}

/**
 * Listener `i`, subscribed by `subscribe`: resolves with its stop function once the first snapshot (the current
 * state) arrives; every later snapshot is a round it saw.
 */
function listening(
  i: number,
  onRound: (listener: number, round: number) => void,
  subscribe: (next: (s: { get(field: string): unknown }) => void) => () => void,
): Promise<() => void> {
  return new Promise((resolve) => {
    let first = true;
    const stop = subscribe((s) => {
      if (first) {
        first = false;
        resolve(stop);
      } else onRound(i, s.get('round') as number);
    });
  });
}

const admin = (port: number): Client => ({
  name: 'Admin SDK',
  async open(n, path, onRound) {
    const { db, app } = adminClient(port);
    const stops = await Promise.all(
      Array.from({ length: n }, (_, i) => listening(i, onRound, (next) => db.doc(path).onSnapshot(next))),
    );
    return async () => {
      for (const stop of stops) stop();
      await deleteAdminApp(app);
    };
  },
});

const webNode = (port: number): Client => ({
  name: 'web SDK (Node)',
  async open(n, path, onRound) {
    const apps: FirebaseApp[] = [];
    const stops = await Promise.all(
      Array.from({ length: n }, (_, i) => {
        const app = initializeApp({ projectId: PROJECT, apiKey: 'bench' }, `bench-web-${i}-${Math.random()}`);
        apps.push(app);
        const db = getFirestore(app);
        connectFirestoreEmulator(db, '127.0.0.1', port);
        return listening(i, onRound, (next) => onSnapshot(doc(db, path), next));
      }),
    );
    return async () => {
      for (const stop of stops) stop();
      await Promise.all(apps.map((a) => deleteApp(a)));
    };
  },
});

async function latency(client: Client, writer: AdminFirestore, n: number): Promise<number[]> {
  const path = `latency/${client.name.replace(/\W+/g, '-')}-${n}`;
  await writer.doc(path).set({ round: -1 });
  let issuedAt = 0;
  let round = -1;
  let waiting = 0;
  let done: () => void = () => undefined;
  const samples: number[] = [];
  const close = await client.open(n, path, (_listener, r) => {
    if (r !== round) return;
    if (round >= WARMUP) samples.push(performance.now() - issuedAt);
    if (--waiting === 0) done();
  });
  for (round = 0; round < ROUNDS + WARMUP; round++) {
    const arrived = new Promise<void>((resolve) => (done = resolve));
    waiting = n;
    issuedAt = performance.now();
    await writer.doc(path).set({ round });
    await arrived;
  }
  await close();
  return samples.sort((a, b) => a - b);
}

async function openClose(writer: AdminFirestore, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await new Promise<void>((resolve) => {
      const stop = writer
        .collection('churn')
        .where('n', '>=', i % 7)
        .onSnapshot(() => {
          stop();
          resolve();
        });
    });
  }
}

const { port, child } = await startServer();
try {
  const { db: writer, app: writerApp } = adminClient(port);
  await writer.doc('churn/a').set({ n: 3 });
  const rows: string[][] = [];
  for (const client of [admin(port), webNode(port)]) {
    for (const n of COUNTS) {
      const s = await latency(client, writer, n);
      rows.push([
        client.name,
        String(n),
        percentile(s, 0.5).toFixed(1),
        percentile(s, 0.95).toFixed(1),
        String(s.length),
      ]);
    }
  }
  console.log('\nCommit → snapshot latency (ms), from the write call to each listener’s snapshot');
  console.table(rows.map(([c, n, p50, p95, k]) => ({ client: c, listeners: n, p50, p95, samples: k })));

  const rss = [rssMb(child.pid!)];
  for (const k of [100, 1000, 1000]) {
    await openClose(writer, k);
    await new Promise((r) => setTimeout(r, 300));
    rss.push(rssMb(child.pid!));
  }

  const inProcess = await startFirestoreServer({ port: 0, rulesOff: true, logLevel: 'warn' });
  const { db: local, app: localApp } = adminClient(inProcess.port);
  await local.doc('churn/a').set({ n: 3 });
  await openClose(local, 100);
  const heap = [await heapMb()];
  for (const k of [1000, 1000]) {
    await openClose(local, k);
    heap.push(await heapMb());
  }
  await deleteAdminApp(localApp);
  await inProcess.stop();

  console.log('\nMemory around listener opens and closes (Admin SDK query listeners, one at a time)');
  console.table([
    { point: 'after 100 warm-up', heapAfterGcMb: heap[0]!.toFixed(2), serverRssMb: rss[1]!.toFixed(1) },
    { point: 'after 1,000 more', heapAfterGcMb: heap[1]!.toFixed(2), serverRssMb: rss[2]!.toFixed(1) },
    { point: 'after 2,000 more', heapAfterGcMb: heap[2]!.toFixed(2), serverRssMb: rss[3]!.toFixed(1) },
  ]);
  await deleteAdminApp(writerApp);
} finally {
  child.kill();
}
process.exit(0);
