/**
 * `npm run seed`: load the demo data (documents, accounts, images) into a running `npm start`.
 * `npm run seed -- --export [DIR]`: write what the stacks import to emulator-data/ (or DIR): Auth accounts in
 * firebase-tools' export format and Storage images in the Storage stand-in's. Firestore is not exported: every start
 * loads the documents fresh, dated from today. The images are rendered here from SVG.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStorageServer } from '../emulators/src/storage/server';
import { DEV_PORTS } from './lib/ports';
import { describeStack, ROOT } from './lib/stack';
import { buildSeed } from './seed/index';
import { loadAll, loadFiles, writeAuthExport } from './seed/load';
import { logoSvg, renderPng } from './seed/images';

const argv = process.argv.slice(2);
const now = new Date();
const seed = buildSeed(now);

if (!argv.includes('--export')) {
  const info = describeStack(DEV_PORTS);
  await loadAll(info, seed);
  console.log(
    `Loaded ${seed.docs.length} documents, ${seed.accounts.length} accounts and ${seed.files.length} images into the running stack.`,
  );
  process.exit(0);
}

const target = path.resolve(argv[argv.indexOf('--export') + 1] ?? path.join(ROOT, 'emulator-data'));
for (const sub of ['storage_export', 'auth_export']) rmSync(path.join(target, sub), { recursive: true, force: true });
mkdirSync(target, { recursive: true });

// A throw-away Storage stand-in on a free port: the images go in through the same REST path as `npm run seed`.
const storage = await startStorageServer({ port: 0, logLevel: 'warn' });
try {
  await loadFiles(describeStack({ ...DEV_PORTS, storage: storage.port }), seed.files);
  await storage.export(target);
} finally {
  await storage.stop();
}
writeAuthExport(target, seed.accounts, now);
writeFileSync(
  path.join(target, 'firebase-export-metadata.json'),
  `${JSON.stringify({ version: '15.34.2', auth: { version: '15.34.2', path: 'auth_export' } }, null, 2)}\n`,
);
// The storefront's fallback image and touch icon are the brand mark (index.html inlines it as the favicon).
writeFileSync(path.join(ROOT, 'web/public/logo.png'), await renderPng(logoSvg(), 192));
console.log(
  `Wrote ${seed.files.length} images and ${seed.accounts.length} accounts to ${path.relative(ROOT, target) || '.'}/`,
);
