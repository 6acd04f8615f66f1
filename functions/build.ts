/**
 * Bundles the functions with esbuild into functions/bundle: domain/ is inlined, firebase-admin and
 * firebase-functions stay external and are listed in the bundle's package.json, so `firebase deploy`
 * uploads a self-contained package (docs/architecture.md#style-tooling). Beside index.js: render-shop.js and
 * render-product.js, the web app's server renders of /shop and the product pages (web/src/server/, React inlined), and web/index.html, its template, copied
 * from web/dist when the web app has been built.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--out DIR` lets each local stack build its own copy, so one stack's rebuild never reloads another's workers.
const outArg = process.argv.indexOf('--out');
const outDir =
  outArg > 0 && process.argv[outArg + 1] ? path.resolve(process.argv[outArg + 1] ?? '') : path.join(here, 'bundle');
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  engines: Record<string, string>;
};

const external = ['firebase-admin', 'firebase-functions', '@google-cloud/firestore', '@google-cloud/storage', 'sharp'];

/** One CommonJS file for Node 20 beside index.js. */
const bundle = (entry: string, outfile: string, options: Omit<BuildOptions, 'entryPoints' | 'outfile'> = {}) =>
  build({
    entryPoints: [path.resolve(here, entry)],
    outfile: path.join(outDir, outfile),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    ...options,
  });

await mkdir(outDir, { recursive: true });
await bundle('src/index.ts', 'index.js', {
  sourcemap: 'linked',
  external: external.flatMap((name) => [name, `${name}/*`]),
});
/** `import css from './x.css?inline'`: the stylesheet's text, as Vite gives it (a server page inlines it). */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(esbuild) {
    esbuild.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

// The web app's server renderers, as the web package exports them (web/package.json `./server/*`; a declared
// dev dependency: they are inlined into the bundle).
const webServer = (page: string): string => createRequire(import.meta.url).resolve(`@aso/web/server/${page}`);
for (const page of ['render-shop', 'render-product']) {
  await bundle(webServer(page), `${page}.js`, {
    jsx: 'automatic',
    plugins: [inlineCss],
    // React's production build; the app's env (import.meta.env) is never read on the server.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': 'undefined' },
  });
}
// shopPage's template. A local stack points ASO_WEB_DIST at its own build; a deploy needs this copy, so
// `npm run build` builds the web app first.
const webIndex = path.join(here, '../web/dist/index.html');
if (existsSync(webIndex)) {
  await mkdir(path.join(outDir, 'web'), { recursive: true });
  await copyFile(webIndex, path.join(outDir, 'web/index.html'));
} else if (outArg < 0) {
  console.warn(
    'web/dist/index.html is missing: build the web app first (`npm run build`), or shopPage has no template to deploy.',
  );
}

const dependencies = Object.fromEntries(external.map((name) => [name, pkg.dependencies[name] ?? '*']));
await writeFile(
  path.join(outDir, 'package.json'),
  `${JSON.stringify({ name: 'aso-functions', private: true, main: 'index.js', engines: pkg.engines, dependencies }, null, 2)}\n`,
);
console.log(`functions bundle written to ${path.relative(process.cwd(), outDir)}`);
