/**
 * `npm run test:quick`: the loop between edits, in under two minutes here, never a stack (docs/architecture.md#testing).
 * What changed is every file that differs from where this branch left main (`git merge-base HEAD main`, else HEAD),
 * committed or not, and every untracked file; `--base <ref>` names another starting point. Side by side:
 * - **types**: `tsc -b`, every project (incremental: only projects whose files or references changed are checked);
 * - **lint**: ESLint (cached) and Prettier on the changed files, the zone probes if the lint configuration changed;
 * - **tests**: the domain's and the functions' pure tests that import a changed file (`vitest related`), and the web
 *   app's jsdom tests that load one (scripts/lib/related-web-tests.ts: through the route tables, only the screens of
 *   the paths a test names, where `vitest related` follows every lazy screen); the jsdom tests start Google's
 *   Firestore emulator in process, so they are started only when one of them is related.
 * The suites that need the whole stack (functions integration, rules, stand-ins, journeys) are named when a changed
 * file is theirs, not run: `npm test` is the whole proof, and what CI runs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { relatedWebTests } from './lib/related-web-tests';
import { ROOT } from './lib/stack';

const argv = process.argv.slice(2);
const baseArg = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : undefined;

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const lines = (text: string): string[] => text.split('\n').filter(Boolean);

function base(): string {
  if (baseArg) return baseArg;
  try {
    return git('merge-base', 'HEAD', 'main');
  } catch {
    return 'HEAD';
  }
}

const from = base();
const changed = [
  ...new Set([
    ...lines(git('diff', '--name-only', '--diff-filter=d', from)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
]
  .filter((file) => existsSync(path.join(ROOT, file)))
  .sort();

const linted = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
/** Files vitest can follow through imports (the tests that import them, and changed tests themselves). */
const code = changed.filter((file) => /\.(ts|tsx|js|mjs|json|css)$/.test(file));

function busyCpuSeconds(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;
}

/** Runs a command with its output held, so tasks side by side print whole, one after the other. */
function run(command: string, args: readonly string[], held: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const hold = (chunk: Buffer) => held.push(chunk.toString());
    child.stdout.on('data', hold);
    child.stderr.on('data', hold);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}`)),
    );
  });
}
const bin = (name: string): string => path.join(ROOT, 'node_modules/.bin', name);

/** The pure projects whose tests can import a changed file. */
const projects = [
  ...(linted.some((file) => file.startsWith('domain/')) ? ['domain'] : []),
  ...(linted.some((file) => /^(domain|functions)\//.test(file)) ? ['functions-unit'] : []),
];
/** The jsdom tests that load a changed file (the web app's, the domain's, or a handler they call in process). */
const webTests = changed.length > 0 ? relatedWebTests(changed) : [];
const testsNamed = [
  ...projects,
  ...(webTests.length > 0 ? [`web: ${webTests.length} file${webTests.length === 1 ? '' : 's'}`] : []),
];

interface Task {
  readonly name: string;
  run(held: string[]): Promise<void>;
}

const tasks: Task[] = [
  { name: 'types (tsc -b)', run: (held) => run(bin('tsc'), ['-b'], held) },
  {
    name: `lint (${linted.length} changed file${linted.length === 1 ? '' : 's'}, and Prettier)`,
    run: async (held) => {
      if (linted.length > 0)
        await run(
          bin('eslint'),
          [
            '--max-warnings',
            '0',
            '--cache',
            '--cache-strategy',
            'content',
            '--cache-location',
            '.cache/eslint/root.json',
            '--no-warn-ignored',
            ...linted,
          ],
          held,
        );
      if (changed.length > 0)
        await run(bin('prettier'), ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed], held);
      await run('node', ['--import', 'tsx', 'scripts/check-lint-zones.ts'], held);
    },
  },
  {
    name: `tests related to the change (${testsNamed.join(', ') || 'none'})`,
    run: async (held) => {
      if (testsNamed.length === 0)
        return void held.push('No test loads a changed file of domain/, functions/ or web/.\n');
      if (projects.length > 0)
        await run(
          bin('vitest'),
          ['related', '--run', '--passWithNoTests', ...projects.flatMap((p) => ['--project', p]), ...code],
          held,
        );
      if (webTests.length > 0) await run(bin('vitest'), ['run', '--project', 'web', ...webTests], held);
    },
  },
];

/** Suites with a stack of their own to start: named when a changed file is theirs, for the person to run. */
const stackSuites: readonly { name: string; owns: (file: string) => boolean; command: string }[] = [
  {
    name: 'functions integration',
    owns: (file) => file.startsWith('functions/') && !file.endsWith('.unit.test.ts'),
    command: 'npx vitest run --project functions <file>',
  },
  {
    name: 'rules',
    owns: (file) => file.startsWith('rules-tests/') || /^(firestore|storage)\.rules$/.test(file),
    command: 'npx vitest run --project rules',
  },
  { name: 'emulators', owns: (file) => file.startsWith('emulators/'), command: 'npx vitest run --project emulators' },
  { name: 'journeys', owns: (file) => file.startsWith('e2e/'), command: 'npx vitest run --project e2e <file>' },
];

console.log(
  changed.length === 0
    ? `Nothing changed since ${from === 'HEAD' ? 'HEAD' : from.slice(0, 10)}: types and the zone probes only.`
    : `${changed.length} file${changed.length === 1 ? '' : 's'} changed since ${from === 'HEAD' ? 'HEAD' : from.slice(0, 10)}${baseArg ? ` (${baseArg})` : from === 'HEAD' ? '' : ' (where this branch left main)'}.`,
);
const started = Date.now();
const cpu0 = busyCpuSeconds();
const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(0);
const results = await Promise.all(
  tasks.map(async (task) => {
    const held: string[] = [];
    const t0 = Date.now();
    try {
      await task.run(held);
      console.log(`\n▶ ${task.name}\n${held.join('')}✔ ${task.name} (${seconds(t0)} s)`);
      return true;
    } catch (error) {
      console.error(
        `\n▶ ${task.name}\n${held.join('')}✘ ${task.name} (${seconds(t0)} s): ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }),
);

const notRun = stackSuites.filter((suite) => changed.some(suite.owns));
if (notRun.length > 0)
  console.log(
    `\nNot run here (each starts a stack; npm test runs them all):\n${notRun.map((s) => `  ${s.name}: ${s.command}`).join('\n')}`,
  );
const busy = (busyCpuSeconds() - cpu0).toFixed(0);
const summary = `in ${seconds(started)} s (the machine busy ${busy} CPU-s)`;
if (results.includes(false)) {
  console.error(`\ntest:quick failed ${summary}.`);
  process.exit(1);
}
console.log(`\ntest:quick passed ${summary}.`);
