/**
 * Checkout benchmark (issue 7): startCheckout → settled latency over 100 sequential checkouts and 20-way concurrent
 * checkouts on the local stack, and the Firestore reads/writes one checkout costs, counted by the index gate in front
 * of Google's Firestore emulator (emulators/src/index-gate) as production bills them. "Settled" = the browser's path: startCheckout, payment in the Paystack
 * double (its webhook fires too), confirmPayment answering paid. Prints a table; never fails on time.
 *
 *   npx tsx functions/bench/checkout.bench.ts        (starts the test stack on TEST_PORTS)
 *   ASO_TEST_STACK=external npx tsx …                (uses the one in .stack/test/stack.json)
 */
import { performance } from 'node:perf_hooks';
import type { Stack } from '../../scripts/lib/stack';
import { startTestStack } from '../../scripts/lib/test-stack';
import { useStackEnv } from '../test/stack';

let stack: Stack | undefined;
if (process.env.ASO_TEST_STACK !== 'external') {
  console.log('Starting the local stack on the test ports…');
  stack = await startTestStack('none');
}

try {
  await run();
} finally {
  await stack?.stop();
}

async function run(): Promise<void> {
  const info = useStackEnv();
  // Imported after the environment points the Admin SDK at the stack.
  const { makeUser } = await import('../test/auth');
  const { callOk } = await import('../test/callables');
  const { checkoutInput, db, makeProduct } = await import('../test/factories');
  const { paystackControl } = await import('../test/paystack-control');
  const { collectLogs } = await import('../test/logs');
  collectLogs();

  const statsUrl = `${info.urls.firestore}/emulator/v1/projects/${info.projectId}:stats`;
  const counters = async (): Promise<{ reads: number; writes: number }> =>
    (await (await fetch(statsUrl)).json()) as { reads: number; writes: number };

  const SEQUENTIAL = 100;
  const CONCURRENT = 20;
  const product = await makeProduct({ price: 15_000, stock: { M: 1_000, L: 1_000 } });
  const users = await Promise.all(Array.from({ length: CONCURRENT }, () => makeUser('bench')));

  interface Sample {
    total: number;
    start: number;
    confirm: number;
  }

  async function checkout(user: (typeof users)[number], size: 'M' | 'L'): Promise<Sample> {
    const t0 = performance.now();
    const started = await callOk<{ reference: string }>(
      'startCheckout',
      checkoutInput([{ productId: product.id, size, qty: 1 }], { email: user.email }),
      user.idToken,
    );
    const t1 = performance.now();
    await paystackControl.settle(started.reference, 'success', false);
    const t2 = performance.now();
    const confirmed = await callOk<{ paymentStatus: string }>(
      'confirmPayment',
      { reference: started.reference },
      user.idToken,
    );
    const t3 = performance.now();
    if (confirmed.paymentStatus !== 'paid')
      throw new Error(`checkout ${started.reference} ended ${confirmed.paymentStatus}`);
    return { total: t3 - t0, start: t1 - t0, confirm: t3 - t2 };
  }

  /** Reads and writes of `n` sequential checkouts, webhooks included, per checkout. */
  async function costPerCheckout(n: number): Promise<{ reads: number; writes: number }> {
    await webhooksDone();
    const before = await counters();
    for (let i = 0; i < n; i += 1) await checkout(users[i % users.length]!, 'M');
    await webhooksDone();
    const after = await counters();
    return { reads: (after.reads - before.reads) / n, writes: (after.writes - before.writes) / n };
  }

  async function webhooksDone(): Promise<void> {
    await fetch(`${info.urls.paystack}/_control/webhooks?wait=true`);
  }

  // Warm up with unmeasured rounds of growing concurrency: the Functions emulator starts a worker process per
  // concurrent request and keeps it; ramping up keeps a burst of cold starts (seconds each on two cores, and a
  // 30 s load limit per worker) out of the figures.
  console.log('Warming up (unmeasured rounds of 1, 5, 10 and 20 concurrent checkouts)…');
  const warmStart = performance.now();
  for (const n of [1, 5, 10, CONCURRENT]) await Promise.all(users.slice(0, n).map((user) => checkout(user, 'L')));
  console.log(`  warm-up took ${((performance.now() - warmStart) / 1000).toFixed(1)} s`);

  console.log(`${SEQUENTIAL} sequential checkouts…`);
  const sequential: Sample[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) sequential.push(await checkout(users[i % users.length]!, 'M'));

  console.log(`${CONCURRENT} concurrent checkouts (one size, so every reservation contends)…`);
  const burstStarted = performance.now();
  const concurrent = await Promise.all(users.map((user) => checkout(user, 'L')));
  const burstWall = performance.now() - burstStarted;

  console.log('Counting reads and writes…');
  const small = await costPerCheckout(10);
  const catalogueBefore = (await db().collection('products').count().get()).data().count;
  const extra = 1_000;
  for (let i = 0; i < extra; i += 250) {
    const batch = db().batch();
    for (let j = i; j < Math.min(extra, i + 250); j += 1) {
      batch.set(db().collection('products').doc(`bench-filler-${j}`), {
        sku: `FILL-${j}`,
        slug: `fill-${j}`,
        name: `Filler ${j}`,
        nameLower: `filler ${j}`,
        description: '',
        price: 1_000,
        type: 'RTW',
        active: true,
        images: [],
        sizeOptions: ['M'],
        leadTimeDays: null,
        preorderWindowId: null,
        featured: false,
        availability: { M: 'in' },
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    await batch.commit();
  }
  const large = await costPerCheckout(10);

  const pct = (values: number[], p: number): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const ms = (n: number): string => `${n.toFixed(0)} ms`.padStart(9);
  const row = (label: string, samples: Sample[], key: keyof Sample): string =>
    `${label.padEnd(44)}${ms(
      pct(
        samples.map((s) => s[key]),
        50,
      ),
    )}${ms(
      pct(
        samples.map((s) => s[key]),
        95,
      ),
    )}${ms(Math.max(...samples.map((s) => s[key])))}`;

  console.log(`
Checkout latency (local stack: Functions emulator, Google's Firestore emulator, the Paystack stand-in; warm workers)
${''.padEnd(44)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}
${row(`startCheckout → settled, ${SEQUENTIAL} sequential`, sequential, 'total')}
${row('  of which startCheckout', sequential, 'start')}
${row('  of which confirmPayment', sequential, 'confirm')}
${row(`startCheckout → settled, ${CONCURRENT} concurrent`, concurrent, 'total')}
${row('  of which startCheckout', concurrent, 'start')}
${row('  of which confirmPayment', concurrent, 'confirm')}
${'  burst wall time'.padEnd(44)}${ms(burstWall)}

Firestore cost per checkout (startCheckout + webhook + confirmPayment, one RTW line, billed as production bills)
${''.padEnd(44)}${'reads'.padStart(9)}${'writes'.padStart(9)}
${`catalogue of ${catalogueBefore} products`.padEnd(44)}${small.reads.toFixed(1).padStart(9)}${small.writes.toFixed(1).padStart(9)}
${`catalogue of ${catalogueBefore + extra} products`.padEnd(44)}${large.reads.toFixed(1).padStart(9)}${large.writes.toFixed(1).padStart(9)}
`);
  // Leave the stack as it was for whoever runs next.
  for (let i = 0; i < extra; i += 250) {
    const batch = db().batch();
    for (let j = i; j < Math.min(extra, i + 250); j += 1)
      batch.delete(db().collection('products').doc(`bench-filler-${j}`));
    await batch.commit();
  }
}
