/**
 * `npm run bench`: every benchmark under <workspace>/bench/*.bench.ts, one after another (they share the two cores,
 * so never in parallel). Each prints its own table; the run never fails on time, only when a benchmark crashes.
 * `npm run bench -- firestore checkout` runs those whose file name contains one of the words; everything from the
 * first `--option` on goes to each benchmark (`npm run bench -- storefront --runs 5 --routes /shop`).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium';
import { ROOT } from './lib/stack';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const filters = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const benches = ['emulators', 'functions', 'e2e']
  .map((workspace) => path.join(ROOT, workspace, 'bench'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => path.join(dir, f)),
  )
  .filter((file) => filters.length === 0 || filters.some((word) => path.basename(file).includes(word)));

if (benches.some((file) => file.includes(`${path.sep}e2e${path.sep}`))) process.env.CHROME_PATH = ensureChromium();

const failed: string[] = [];
for (const file of benches) {
  const name = path.relative(ROOT, file);
  console.log(`\n━━ ${name} ━━`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...options], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('exit', resolve);
  });
  if (code !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nBenchmarks that crashed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\n${benches.length} benchmark(s) done.`);
