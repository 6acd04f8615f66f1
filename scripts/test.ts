/**
 * `npm test`: the whole test plan of docs/architecture.md#testing in order, on a machine with nothing running:
 * typecheck, lint, unit tests (domain with coverage, web), emulator conformance, the shop's rules, then the
 * integration suites (functions, browser journeys) against one local stack on the TEST ports.
 * Flags: --only <stage,...> to run some stages; --keep-going to run every stage even after a failure.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './lib/chromium';
import { TEST_PORTS } from './lib/ports';
import { ROOT, type Stack } from './lib/stack';
import { resetToDemoData, startTestStack } from './lib/test-stack';
import { checkIndexCoverage } from './lib/index-coverage';

interface Stage {
  readonly name: string;
  readonly needsStack?: boolean;
  run(): Promise<void>;
}

const argv = process.argv.slice(2);
const onlyArg = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const keepGoing = argv.includes('--keep-going');

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
const npx = (bin: string, ...args: string[]): Promise<void> => run(path.join(ROOT, 'node_modules/.bin', bin), args);
const vitest = (...args: string[]): Promise<void> => npx('vitest', 'run', ...args);

let stack: Stack | undefined;
let ranFunctions = false;
const stages: Stage[] = [
  { name: 'typecheck', run: () => run('npm', ['run', '--silent', 'typecheck']) },
  {
    name: 'lint',
    run: async () => {
      await npx('eslint', '--max-warnings', '0', '.');
      await npx('prettier', '--check', '--log-level', 'warn', '.');
      await run('node', ['--import', 'tsx', 'scripts/check-doc-links.ts']);
      await run('node', ['--import', 'tsx', 'scripts/check-lint-zones.ts']);
    },
  },
  {
    name: 'unit',
    run: async () => {
      await vitest(
        '--project',
        'domain',
        '--coverage.enabled',
        '--coverage.provider=v8',
        '--coverage.include=domain/src/**',
        '--coverage.exclude=**/__tests__/**',
        '--coverage.reporter=text-summary',
        '--coverage.thresholds.lines=95',
      );
      await vitest('--project', 'web');
    },
  },
  { name: 'emulators', run: () => vitest('--project', 'emulators') },
  { name: 'rules', run: () => vitest('--project', 'rules') },
  {
    name: 'functions',
    needsStack: true,
    run: async () => {
      ranFunctions = true;
      await vitest('--project', 'functions');
    },
  },
  {
    name: 'e2e',
    needsStack: true,
    run: async () => {
      // The journeys start from the demo data, as when they run alone: the functions suite leaves its own products,
      // windows and customers behind (an "Adire …" test shirt without a picture would lead /shop's first row).
      if (stack && ranFunctions) await resetToDemoData(stack);
      await vitest('--project', 'e2e');
    },
  },
  { name: 'indexes', needsStack: true, run: () => checkIndexCoverage(TEST_PORTS) },
];

const selected = stages.filter((stage) => !only || only.has(stage.name));
const failures: string[] = [];
const started = Date.now();

try {
  if (selected.some((stage) => stage.name === 'e2e')) process.env.CHROME_PATH = ensureChromium();
  for (const stage of selected) {
    if (stage.needsStack && !stack) {
      console.log('\n▶ starting the local stack on the test ports');
      stack = await startTestStack('both');
      process.env.ASO_TEST_STACK = 'external';
    }
    console.log(`\n▶ ${stage.name}`);
    const t0 = Date.now();
    try {
      await stage.run();
      console.log(`✔ ${stage.name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    } catch (error) {
      failures.push(stage.name);
      console.error(`✘ ${stage.name}: ${error instanceof Error ? error.message : String(error)}`);
      if (!keepGoing) break;
    }
  }
} finally {
  await stack?.stop();
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failures.length) {
  console.error(`\nnpm test failed in ${minutes} min: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\nnpm test passed in ${minutes} min (${selected.map((s) => s.name).join(', ')}).`);
