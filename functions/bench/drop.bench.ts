/**
 * Drop benchmark (issue 20): 300 distinct signed-in buyers call startCheckout for one size of one product, arriving
 * at random moments within 30 s, with 100 units in stock. Prints how many orders hold stock (must be exactly the
 * stock), what every other buyer was told, how long the refused ones waited, p50/p95 of startCheckout and the
 * Firestore reads/writes per checkout (counted by the index gate in front of Google's Firestore emulator). Never fails on time; it exits non-zero
 * only when the drop oversold or undersold, or a buyer saw an error without words (ABORTED, INTERNAL, deadline).
 *
 *   npm run bench -- drop                                (starts the test stack on TEST_PORTS)
 *   DROP_BUYERS=50 DROP_STOCK=20 DROP_SECONDS=10 …       (a smaller drop)
 *   ASO_TEST_STACK=external npx tsx functions/bench/drop.bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { Stack } from '../../scripts/lib/stack';
import { startTestStack } from '../../scripts/lib/test-stack';
import { useStackEnv } from '../test/stack';

const BUYERS = Number(process.env.DROP_BUYERS ?? 300);
const STOCK = Number(process.env.DROP_STOCK ?? 100);
const WINDOW_MS = Number(process.env.DROP_SECONDS ?? 30) * 1000;
/** Concurrent requests before the drop, so Functions emulator workers are started before the clock runs. */
const WARM_WORKERS = Number(process.env.DROP_WARM ?? 20);
/** A buyer who has no answer by then counts as failed (the Functions emulator can lose a request under load). */
const ANSWER_TIMEOUT_MS = 60_000;

let stack: Stack | undefined;
if (process.env.ASO_TEST_STACK !== 'external') {
  console.log('Starting the local stack on the test ports…');
  stack = await startTestStack('none');
}

let failed = false;
try {
  failed = await run();
} finally {
  await stack?.stop();
}
if (failed) process.exit(1);

interface Outcome {
  readonly ms: number;
  readonly ok: boolean;
  readonly status: string;
  readonly message: string;
}

async function run(): Promise<boolean> {
  const info = useStackEnv();
  // Imported after the environment points the Admin SDK at the stack.
  const { makeUser } = await import('../test/auth');
  // Over HTTP on the Functions emulator: the benchmark times the deployed path, worker start-up kept out by warming up.
  const { callOverHttp: call } = await import('../test/callables');
  const warmUp = (n: number, idToken: string) =>
    Promise.all(Array.from({ length: n }, () => call('startCheckout', { warmUp: true }, idToken)));
  const { checkoutInput, db, makeProduct, onHand } = await import('../test/factories');
  const { collectLogs } = await import('../test/logs');
  collectLogs();

  const statsUrl = `${info.urls.firestore}/emulator/v1/projects/${info.projectId}:stats`;
  const counters = async (): Promise<{ reads: number; writes: number }> =>
    (await (await fetch(statsUrl)).json()) as { reads: number; writes: number };

  console.log(`Creating ${BUYERS} buyers (Auth emulator accounts)…`);
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 25)
    buyers.push(...(await Promise.all(Array.from({ length: Math.min(25, BUYERS - i) }, () => makeUser('drop')))));
  const product = await makeProduct({ price: 25_000, stock: { M: STOCK } });
  // A second product with plenty of stock warms the workers up without touching the drop's stock.
  const warmProduct = await makeProduct({ price: 1_000, stock: { L: 10_000 } });

  console.log(`Warming up ${WARM_WORKERS} Functions emulator workers…`);
  const warmStart = performance.now();
  for (const n of [1, 5, 10, WARM_WORKERS]) await warmUp(n, buyers[0]!.idToken);
  const warmers = buyers.slice(BUYERS - Math.min(10, BUYERS));
  await Promise.all(
    warmers.map((user) =>
      call(
        'startCheckout',
        checkoutInput([{ productId: warmProduct.id, size: 'L', qty: 1 }], { email: user.email }),
        user.idToken,
      ),
    ),
  );
  console.log(`  warm-up took ${((performance.now() - warmStart) / 1000).toFixed(1)} s`);

  const before = await counters();
  console.log(`Drop: ${BUYERS} buyers within ${WINDOW_MS / 1000} s for ${STOCK} units of one size…`);
  const dropStart = performance.now();
  const outcomes = await Promise.all(
    buyers.map(async (user): Promise<Outcome> => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * WINDOW_MS));
      const t0 = performance.now();
      const result = await Promise.race([
        call(
          'startCheckout',
          checkoutInput([{ productId: product.id, size: 'M', qty: 1 }], { email: user.email }),
          user.idToken,
        ),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS),
        ),
      ]).catch((error: unknown) => ({
        ok: false as const,
        status: 'NETWORK',
        message: error instanceof Error ? error.message : String(error),
      }));
      const ms = performance.now() - t0;
      return result.ok
        ? { ms, ok: true, status: 'OK', message: '' }
        : { ms, ok: false, status: result.status, message: result.message };
    }),
  );
  const wall = performance.now() - dropStart;
  const after = await counters();

  const orders = await db().collection('orders').where('status', '==', 'pending').get();
  const holding = orders.docs.filter((d) => {
    const data = d.data() as { status: string; items: { productId: string }[] };
    return data.status === 'pending' && data.items.some((item) => item.productId === product.id);
  }).length;
  const left = await onHand(product.id, 'M');

  const sold = outcomes.filter((o) => o.ok);
  const refused = outcomes.filter((o) => !o.ok);
  const worded = refused.filter((o) => o.status === 'FAILED_PRECONDITION');
  const wordless = refused.filter((o) => o.status !== 'FAILED_PRECONDITION');
  const answers = new Map<string, number>();
  for (const o of refused) {
    const key = `${o.status}: ${o.message.replace(/\d+/g, 'N').slice(0, 70)}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }

  const pct = (values: number[], p: number): number => {
    if (values.length === 0) return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  };
  const ms = (n: number): string => (Number.isNaN(n) ? '—' : `${n.toFixed(0)} ms`).padStart(10);
  const row = (label: string, values: number[]): string =>
    `${label.padEnd(40)}${String(values.length).padStart(6)}${ms(pct(values, 50))}${ms(pct(values, 95))}${ms(
      values.length ? Math.max(...values) : NaN,
    )}`;
  const reads = (after.reads - before.reads) / BUYERS;
  const writes = (after.writes - before.writes) / BUYERS;
  const soldReads = sold.length ? (after.reads - before.reads) / sold.length : NaN;

  console.log(`
Drop: ${BUYERS} buyers, ${STOCK} units of one size, arrivals spread over ${WINDOW_MS / 1000} s (wall ${(
    wall / 1000
  ).toFixed(1)} s)
${'startCheckout'.padEnd(40)}${'n'.padStart(6)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}
${row(
  'every buyer',
  outcomes.map((o) => o.ms),
)}
${row(
  '  sold (order holds stock)',
  sold.map((o) => o.ms),
)}
${row(
  '  refused with words (failed-precondition)',
  worded.map((o) => o.ms),
)}
${row(
  '  refused without words',
  wordless.map((o) => o.ms),
)}

Orders holding the drop's stock: ${holding} (stock ${STOCK}; units left ${left}) ${
    holding === STOCK && left === 0 ? 'OK' : 'WRONG'
  }
Answers to the refused:
${[...answers].map(([answer, n]) => `  ${String(n).padStart(4)} × ${answer}`).join('\n') || '  (none)'}
Firestore per buyer: ${reads.toFixed(1)} reads, ${writes.toFixed(1)} writes (per sale: ${soldReads.toFixed(1)} reads)
`);
  return holding !== Math.min(STOCK, BUYERS) || wordless.length > 0;
}
