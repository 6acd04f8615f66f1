/** The storefront's HTTP functions: `/shop` server-rendered (firebase.json rewrites it here). */
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { getFirestore } from '../lib/admin';
import { shopPageFailed } from '../lib/logs';
import { REGION } from '../lib/region';
import {
  renderShopResponse,
  storageDownloadUrl,
  templateFile,
  templateReader,
  type ShopPageDeps,
  type ShopRenderer,
} from './shop-page';
import { ThumbnailCache } from './thumbnails';

let deps: ShopPageDeps | undefined;

/** Built once per instance, at the first request (deploy-time analysis imports this module with no env). */
function live(): ShopPageDeps {
  if (deps) return deps;
  const projectId = process.env.GCLOUD_PROJECT ?? '';
  const firebaseConfig = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: string };
  const bucket = firebaseConfig.storageBucket ?? `${projectId}.appspot.com`;
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  const storageBase = `${emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com'}/v0/b/${encodeURIComponent(bucket)}/o/`;
  let renderer: ShopRenderer | undefined;
  deps = {
    db: getFirestore(),
    projectId,
    storageBase,
    // The public download URL, as the browser reads it: product pictures are public (storage.rules).
    thumbnails: new ThumbnailCache(async (file) => {
      const response = await fetch(storageDownloadUrl(storageBase, file));
      if (!response.ok) throw new Error(`Storage answered HTTP ${response.status} for ${file}`);
      return Buffer.from(await response.arrayBuffer());
    }),
    template: templateReader(templateFile()),
    // Loaded on first use, so React's server renderer costs the other functions' cold starts nothing; a path
    // the bundler leaves alone (functions/build.ts builds the file beside index.js).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer: () => (renderer ??= require(path.join(__dirname, 'render-shop.js')) as ShopRenderer),
  };
  return deps;
}

export const shopPage = onRequest({ region: REGION, memory: '512MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed');
    return;
  }
  const url = req.originalUrl.replace(/^.*?(?=\?|$)/, '/shop');
  try {
    const { status, html, cacheControl } = await renderShopResponse(live(), url);
    res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl }).send(html);
  } catch (error) {
    // No template at all (a deploy without the web build, a local stack before its build): nothing to serve.
    shopPageFailed(url, error);
    res.status(503).set('Cache-Control', 'no-store').send('The shop is being updated. Please try again in a minute.');
  }
});
