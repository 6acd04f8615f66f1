/**
 * Firestore stand-in benchmark (`npx tsx emulators/bench/firestore.bench.ts`, part of `npm run bench`).
 * Median and p95 latency, through the Admin SDK, of: a single get, a filtered + ordered + limited query over
 * 10,000 documents, a 10-write commit, and a contended transaction (4 clients on one document) — against this
 * repository's server and the community @firestore-emulator/server, each in its own process, same run.
 * Prints a table with ratios; it never fails on time.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

process.env.METADATA_SERVER_DETECTION = 'none';

const require = createRequire(import.meta.url);
const TSX = require.resolve('tsx/cli');
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const DOCS = 10_000;

interface Target {
  readonly name: string;
  readonly port: number;
  readonly child: ChildProcess;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function waitFor(child: ChildProcess, pattern: RegExp, label: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${out}`)), 60_000);
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}:\n${out}`)));
  });
}

async function startOurs(): Promise<Target> {
  const child = spawn(process.execPath, [TSX, CLI, 'firestore', '--port', '0', '--no-rules', '--log-level', 'info'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const m = await waitFor(child, /listening on 127\.0\.0\.1:(\d+)/, 'this server');
  return { name: 'this server', port: Number(m[1]), child };
}

async function startPeer(): Promise<Target> {
  const port = await freePort();
  const script = `import { FirestoreServer } from '@firestore-emulator/server';
const server = new FirestoreServer();
await server.start(${port});
console.log('peer ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  await waitFor(child, /peer ready/, '@firestore-emulator/server');
  return { name: '@firestore-emulator/server', port, child };
}

const apps = new Map<Firestore, App>();

function client(port: number, project: string): Firestore {
  const app = initializeApp({ projectId: project }, `bench-${port}-${Math.random()}`);
  const db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  apps.set(db, app);
  return db;
}

async function close(db: Firestore): Promise<void> {
  const app = apps.get(db);
  if (app) await deleteApp(app);
}

interface Stats {
  readonly median: number;
  readonly p95: number;
  readonly n: number;
}

function summarize(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), n: s.length };
}

/** Runs an operation against every target in turn, iteration by iteration, so load drift hits both alike. */
async function interleaved(
  targets: readonly Firestore[],
  iterations: number,
  warmup: number,
  op: (db: Firestore, i: number) => Promise<unknown>,
): Promise<Stats[]> {
  for (let i = 0; i < warmup; i++) for (const db of targets) await op(db, i);
  const samples: number[][] = targets.map(() => []);
  for (let i = 0; i < iterations; i++) {
    for (const [k, db] of targets.entries()) {
      const t = performance.now();
      await op(db, i);
      samples[k]?.push(performance.now() - t);
    }
  }
  return samples.map(summarize);
}

interface Result {
  readonly stats?: Stats;
  readonly note?: string;
}

async function seed(db: Firestore): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < DOCS; start += 500) {
    const batch = db.batch();
    for (let i = start; i < start + 500; i++) {
      batch.set(db.doc(`items/i${String(i).padStart(5, '0')}`), {
        category: `c${i % 10}`,
        price: (i * 7919) % 10_000,
        name: `Item ${i}`,
        active: i % 3 !== 0,
      });
    }
    await batch.commit();
  }
  await db.doc('bench/single').set({ name: 'Ankara wrap', price: 12_500, sizes: ['S', 'M', 'L'] });
  return performance.now() - started;
}

/** One round: 4 clients run read-modify-write transactions on one document at once; latency per transaction. */
async function contendedRound(
  clients: readonly Firestore[],
  samples: number[],
  counters: { retries: number },
): Promise<void> {
  await Promise.all(
    clients.map(async (db) => {
      let attempts = 0;
      const t = performance.now();
      await db.runTransaction(async (tx) => {
        attempts++;
        const snap = await tx.get(db.doc('bench/counter'));
        tx.update(snap.ref, { n: ((snap.get('n') as number | undefined) ?? 0) + 1 });
      });
      samples.push(performance.now() - t);
      counters.retries += attempts - 1;
    }),
  );
}

type Results = Record<string, Result>[];

async function measure(targets: readonly Target[]): Promise<Results> {
  const dbs = targets.map((t) => client(t.port, `demo-bench-${t.port}`));
  const results: Results = targets.map(() => ({}));
  const record = (
    label: string,
    stats: readonly (Stats | undefined)[],
    notes: readonly (string | undefined)[] = [],
  ): void => {
    targets.forEach((_, k) => {
      results[k] = { ...results[k], [label]: { stats: stats[k], note: notes[k] } };
    });
  };
  const attempt = async (label: string, run: () => Promise<void>): Promise<void> => {
    try {
      await run();
    } catch (err) {
      record(
        label,
        [],
        targets.map(() => `failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`),
      );
    }
  };

  const seedMs: number[] = [];
  for (const db of dbs) seedMs.push(await seed(db));

  await attempt('get one document', async () => {
    record('get one document', await interleaved(dbs, 300, 30, (db) => db.doc('bench/single').get()));
  });

  const queryLabel = `query (==, orderBy, limit 20) over ${DOCS.toLocaleString('en-US')} docs`;
  await attempt(queryLabel, async () => {
    const sizes = dbs.map(() => 0);
    const stats = await interleaved(dbs, 100, 10, async (db, i) => {
      const snap = await db
        .collection('items')
        .where('category', '==', `c${i % 10}`)
        .orderBy('price', 'desc')
        .limit(20)
        .get();
      sizes[dbs.indexOf(db)] = snap.size;
    });
    record(
      queryLabel,
      stats,
      sizes.map((n) => (n === 20 ? undefined : `returned ${n} docs, expected 20`)),
    );
  });

  await attempt('commit of 10 writes', async () => {
    record(
      'commit of 10 writes',
      await interleaved(dbs, 100, 10, async (db, i) => {
        const batch = db.batch();
        for (let k = 0; k < 10; k++) batch.set(db.doc(`writes/w${i}-${k}`), { i, k, at: Date.now() });
        await batch.commit();
      }),
    );
  });

  const txLabel = 'contended transaction (4 clients, one doc)';
  await attempt(txLabel, async () => {
    const clients = targets.map((t) => [0, 1, 2, 3].map(() => client(t.port, `demo-bench-${t.port}`)));
    for (const db of dbs) await db.doc('bench/counter').set({ n: 0 });
    const samples: number[][] = targets.map(() => []);
    const counters = targets.map(() => ({ retries: 0 }));
    for (let round = 0; round < 25; round++) {
      for (const k of targets.keys())
        await contendedRound(clients[k] ?? [], samples[k] ?? [], counters[k] ?? { retries: 0 });
    }
    const notes = await Promise.all(
      dbs.map(async (db, k) => {
        const n = (await db.doc('bench/counter').get()).get('n') as number;
        const expected = samples[k]?.length ?? 0;
        return `${counters[k]?.retries ?? 0} retries${n === expected ? '' : `, LOST ${expected - n} of ${expected} increments`}`;
      }),
    );
    record(txLabel, samples.map(summarize), notes);
    await Promise.all(clients.flat().map(close));
  });

  record(
    'seed 10,000 docs (batches of 500, total)',
    seedMs.map((ms) => ({ median: ms, p95: ms, n: 1 })),
  );
  await Promise.all(dbs.map(close));
  return results;
}

const fmt = (ms: number | undefined): string =>
  ms === undefined || Number.isNaN(ms) ? 'n/a' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1);

function printTable(ours: Record<string, Result>, peer: Record<string, Result>): void {
  const rows = Object.keys(ours).map((label) => {
    const a = ours[label]?.stats;
    const b = peer[label]?.stats;
    const ratio = a && b ? (a.median / b.median).toFixed(2) : 'n/a';
    return [label, fmt(a?.median), fmt(a?.p95), fmt(b?.median), fmt(b?.p95), ratio];
  });
  const header = ['operation (ms)', 'ours median', 'ours p95', 'peer median', 'peer p95', 'ours/peer'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  const notes = Object.keys(ours)
    .flatMap((label) => [
      ours[label]?.note ? `  ours, ${label}: ${ours[label]?.note}` : '',
      peer[label]?.note ? `  peer, ${label}: ${peer[label]?.note}` : '',
    ])
    .filter(Boolean);
  if (notes.length) console.log(`notes:\n${notes.join('\n')}`);
  console.log('ours/peer < 1 means this server is faster (median).');
}

console.log(
  `Firestore stand-in vs @firestore-emulator/server — Node ${process.version}, ${os.cpus().length} cores, Admin SDK over gRPC, operations interleaved`,
);
const targets: Target[] = [];
try {
  targets.push(await startOurs());
  try {
    targets.push(await startPeer());
  } catch (err) {
    console.log(`peer unavailable: ${err instanceof Error ? err.message : String(err)}`);
  }
  const [ours, peer] = await measure(targets);
  printTable(ours ?? {}, peer ?? {});
  console.log(
    'The contended transaction serialises on this server (locks, as production); a server without isolation runs the 4 at once and loses updates.',
  );
} finally {
  for (const t of targets) t.child.kill('SIGTERM');
}
process.exit(0);
