/**
 * `npm test`: the whole test plan of docs/architecture.md#testing, on a machine with nothing running (CI runs it; the
 * loop between edits is `npm run test:quick`, scripts/test-quick.ts). Typecheck and lint, both incremental (.cache/),
 * run side by side (each is one process on one core), while the test stack starts in the background; then the
 * functions' integration suite against that stack on the TEST ports, beside a second lane of the pure unit tests
 * (domain with coverage, functions' `*.unit.test.ts`) and, on the stack's Google Firestore emulator in projects of
 * their own, the web app's jsdom tests, the stand-ins' and the shop's rules; then the browser journeys, and the index
 * check of every query they made.
 * Flags: --only <stage,...> to run some stages; --keep-going to run every stage even after a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { ensureJourneyChromium } from './lib/chromium';
import { TEST_PORTS } from './lib/ports';
import { ROOT, type Stack } from './lib/stack';
import { resetToDemoData, startTestStack } from './lib/test-stack';
import { checkIndexCoverage } from './lib/index-coverage';
import { stopEveryService } from './lib/proc';

interface Stage {
  readonly name: string;
  readonly needsStack?: boolean;
  /** Runs on the stack's Firestore (Google's emulator), in projects of its own, not on the stack's data. */
  readonly needsFirestore?: boolean;
  /** Stages of one group run at the same time; their output is held and printed whole when each ends. */
  readonly group?: string;
  /** Stages of one group and one lane run one after another, beside the group's other lanes. */
  readonly lane?: string;
  run(out: Output): Promise<void>;
}

/** Where a command's output goes (straight through, or held for a stage running beside another), and its env. */
interface Output {
  readonly held?: string[];
  readonly env: NodeJS.ProcessEnv;
}

const argv = process.argv.slice(2);
const onlyArg = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const keepGoing = argv.includes('--keep-going');

/** The stages' processes still running, ended with the stack when this run is stopped. */
const stageProcesses = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A run stopped from outside (a timeout, kill) leaves no emulator, JVM or browser behind.
    for (const child of stageProcesses) child.kill('SIGTERM');
    void stopEveryService().finally(() => process.exit(130));
  });
}

function run(out: Output, command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: out.held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: out.env,
    });
    stageProcesses.add(child);
    child.on('exit', () => stageProcesses.delete(child));
    const hold = (chunk: Buffer) => out.held?.push(chunk.toString());
    child.stdout?.on('data', hold);
    child.stderr?.on('data', hold);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
const npx = (out: Output, bin: string, ...args: string[]): Promise<void> =>
  run(out, path.join(ROOT, 'node_modules/.bin', bin), args);
const vitest = (out: Output, ...args: string[]): Promise<void> => npx(out, 'vitest', 'run', ...args);
const tsx = (out: Output, script: string): Promise<void> => run(out, 'node', ['--import', 'tsx', script]);

let stack: Stack | undefined;
let ranFunctions = false;
const stages: Stage[] = [
  { name: 'typecheck', group: 'static', run: (out) => run(out, 'npm', ['run', '--silent', 'typecheck']) },
  {
    name: 'lint',
    group: 'static',
    run: async (out) => {
      // `npm run lint`: cached by content in .cache/eslint (a fresh clone, as CI has, lints every file).
      await run(out, 'npm', ['run', '--silent', 'lint']);
      await npx(out, 'prettier', '--check', '--log-level', 'warn', '.');
      await tsx(out, 'scripts/check-doc-links.ts');
      await tsx(out, 'scripts/check-features.ts');
      await tsx(out, 'scripts/check-lint-zones.ts');
      // Dead code: an export nothing imports, then one of shipped code only tests import (knip.jsonc).
      await npx(out, 'knip', '--no-progress', '--no-config-hints');
      await npx(out, 'knip', '--production', '--no-progress', '--no-config-hints');
    },
  },
  // The functions suite mostly waits (on triggers, the emulator's locks, Paystack's stand-in): about 0.6 of one core
  // busy. The suites that need no stack, or only its Firestore, run beside it, one after another in a second lane.
  {
    name: 'unit',
    group: 'beside-functions',
    lane: 'second',
    run: async (out) => {
      await vitest(
        out,
        '--project',
        'domain',
        '--coverage.enabled',
        '--coverage.provider=v8',
        '--coverage.include=domain/src/**',
        '--coverage.exclude=**/__tests__/**',
        '--coverage.reporter=text-summary',
        '--coverage.thresholds.lines=95',
      );
      await vitest(out, '--project', 'functions-unit');
    },
  },
  {
    name: 'web',
    group: 'beside-functions',
    lane: 'second',
    needsFirestore: true,
    run: (out) => vitest(out, '--project', 'web'),
  },
  {
    name: 'emulators',
    group: 'beside-functions',
    lane: 'second',
    needsFirestore: true,
    run: (out) => vitest(out, '--project', 'emulators'),
  },
  {
    name: 'rules',
    group: 'beside-functions',
    lane: 'second',
    needsFirestore: true,
    run: (out) => vitest(out, '--project', 'rules'),
  },
  {
    name: 'functions',
    needsStack: true,
    group: 'beside-functions',
    run: async (out) => {
      ranFunctions = true;
      await vitest(out, '--project', 'functions');
    },
  },
  {
    name: 'e2e',
    needsStack: true,
    run: async (out) => {
      // The journeys start from the demo data, as when they run alone: the functions suite leaves its own products,
      // windows and customers behind (an "Adire …" test shirt without a picture would lead /shop's first row).
      if (stack && ranFunctions) await resetToDemoData(stack);
      await vitest(out, '--project', 'e2e');
    },
  },
  { name: 'indexes', needsStack: true, run: () => checkIndexCoverage(TEST_PORTS) },
];

const selected = stages.filter((stage) => !only || only.has(stage.name));
const failures: string[] = [];
const started = Date.now();
const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(0);

/**
 * The machine's busy CPU time so far, in seconds, all cores together (every process: the stack, Chromium, the
 * tests). A stage's share of it says how far running it beside another could shorten it (docs/architecture.md#how-long-it-takes).
 */
function busyCpuSeconds(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;
}
const cpuSince = (since: number): string => (busyCpuSeconds() - since).toFixed(0);
const cpuStarted = busyCpuSeconds();

/** Runs one stage; a stage in a group holds its output and prints it whole when it ends. */
async function runStage(stage: Stage, grouped: boolean): Promise<boolean> {
  // A stage without the stack gets the environment npm test started with: starting the stack points this process's
  // Admin SDK at it (FIRESTORE_EMULATOR_HOST and the rest, scripts/seed/load.ts). The web, emulator and rules suites
  // share the stack's Google Firestore emulator (in projects of their own) instead of starting a JVM each.
  const env = stage.needsStack
    ? { ...process.env }
    : stage.needsFirestore
      ? { ...startEnv, ASO_TEST_FIRESTORE: `127.0.0.1:${TEST_PORTS.firestoreEmulator}` }
      : startEnv;
  const out: Output = grouped ? { held: [], env } : { env };
  if (!grouped) console.log(`\n▶ ${stage.name}`);
  const t0 = Date.now();
  const cpu0 = busyCpuSeconds();
  try {
    await stage.run(out);
    if (grouped) console.log(`\n▶ ${stage.name}\n${out.held?.join('') ?? ''}`);
    // Busy CPU is the machine's while the stage ran: stages side by side each count the other's too.
    console.log(`✔ ${stage.name} (${seconds(t0)} s, ${cpuSince(cpu0)} CPU-s busy)`);
    return true;
  } catch (error) {
    if (grouped) console.log(`\n▶ ${stage.name}\n${out.held?.join('') ?? ''}`);
    failures.push(stage.name);
    console.error(
      `✘ ${stage.name} (${seconds(t0)} s, ${cpuSince(cpu0)} CPU-s busy): ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

/** Consecutive stages of one group, run together; a stage outside a group runs alone. */
function steps(list: readonly Stage[]): Stage[][] {
  const out: Stage[][] = [];
  for (const stage of list) {
    const last = out.at(-1);
    if (stage.group && last?.[0]?.group === stage.group) last.push(stage);
    else out.push([stage]);
  }
  return out;
}

if (selected.some((stage) => stage.name === 'e2e')) process.env.CHROME_PATH = ensureJourneyChromium();
const startEnv: NodeJS.ProcessEnv = { ...process.env };

// The stack (builds of the web app and the functions, then the emulators) starts while the first stages run: it
// is mostly waiting on ports and one build, and the checks and unit tests need no stack.
let stackStart: Promise<Stack> | undefined;
if (selected.some((stage) => stage.needsStack || stage.needsFirestore)) {
  console.log('\n▶ starting the local stack on the test ports, in the background');
  const t0 = Date.now();
  stackStart = startTestStack('both').then((started) => {
    console.log(`✔ the local stack is up (${seconds(t0)} s)`);
    return started;
  });
  stackStart.catch(() => undefined); // reported by the first stage that needs it
}

try {
  for (const step of steps(selected)) {
    if (step.some((stage) => stage.needsStack || stage.needsFirestore) && !stack && stackStart) {
      try {
        stack = await stackStart;
        process.env.ASO_TEST_STACK = 'external';
      } catch (error) {
        failures.push('stack');
        console.error(`✘ the local stack did not start: ${error instanceof Error ? error.message : String(error)}`);
        break;
      }
    }
    const lanes = new Map<string, Stage[]>();
    for (const stage of step)
      lanes.set(stage.lane ?? stage.name, [...(lanes.get(stage.lane ?? stage.name) ?? []), stage]);
    const passed = (
      await Promise.all(
        [...lanes.values()].map(async (lane) => {
          const results: boolean[] = [];
          for (const stage of lane) {
            results.push(await runStage(stage, step.length > 1));
            if (!results.at(-1) && !keepGoing) break;
          }
          return results;
        }),
      )
    ).flat();
    if (passed.includes(false) && !keepGoing) break;
  }
} finally {
  await (stack ?? (await stackStart?.catch(() => undefined)))?.stop();
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const cores = cpus().length;
const busy = busyCpuSeconds() - cpuStarted;
const floor = `The machine was busy ${(busy / 60).toFixed(1)} CPU-min on ${cores} cores: no schedule of this work could take less than ${(busy / cores / 60).toFixed(1)} min here.`;
if (failures.length) {
  console.error(`\nnpm test failed in ${minutes} min: ${failures.join(', ')}\n${floor}`);
  process.exit(1);
}
console.log(`\nnpm test passed in ${minutes} min (${selected.map((s) => s.name).join(', ')}).\n${floor}`);
