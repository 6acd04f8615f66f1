/**
 * Bundles the functions with esbuild into functions/bundle: domain/ is inlined, firebase-admin and
 * firebase-functions stay external and are listed in the bundle's package.json, so `firebase deploy`
 * uploads a self-contained package (STYLE §24).
 */
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--out DIR` lets each local stack build its own copy, so one stack's rebuild never reloads another's workers.
const outArg = process.argv.indexOf('--out');
const outDir = outArg > 0 && process.argv[outArg + 1] ? path.resolve(process.argv[outArg + 1] ?? '') : path.join(here, 'bundle');
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  engines: Record<string, string>;
};

const external = ['firebase-admin', 'firebase-functions', '@google-cloud/firestore', '@google-cloud/storage'];

await mkdir(outDir, { recursive: true });
await build({
  entryPoints: [path.join(here, 'src/index.ts')],
  outfile: path.join(outDir, 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

const dependencies = Object.fromEntries(external.map((name) => [name, pkg.dependencies[name] ?? '*']));
await writeFile(
  path.join(outDir, 'package.json'),
  `${JSON.stringify({ name: 'aso-functions', private: true, main: 'index.js', engines: pkg.engines, dependencies }, null, 2)}\n`,
);
console.log(`functions bundle written to ${path.relative(process.cwd(), outDir)}`);
