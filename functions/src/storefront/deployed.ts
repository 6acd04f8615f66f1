/**
 * The storefront's HTTP functions (firebase.json rewrites these paths here): `/shop`, `/product/**` and `/preorder`
 * server-rendered (a path under them that names nothing: 404 with the shop's not-found page); `/groups/**` (an
 * aso-ebi group's invitation) with its preview tags; `/img/<width>/products/<file>` (product pictures on the site's
 * origin), `/og/<slug>.jpg` (link previews), `/sitemap.xml`, `/robots.txt`, the product feeds `/feeds/meta.csv` and
 * `/feeds/google.xml`, and a 404 for `/assets/**` the build has no file for.
 */
import path from 'node:path';
import { readSitePictureUrl } from '@aso/domain/catalogue/site-pictures';
import { onRequest } from 'firebase-functions/v2/https';
import { getFirestore } from '../lib/admin';
import { systemClock } from '../lib/clock';
import { requestOrigin, type OriginRequest } from '../lib/config';
import { shopPageFailed, sitePictureFailed, storefrontFileFailed } from '../lib/logs';
import { REGION } from '../lib/region';
import {
  renderShopResponse,
  storageDownloadUrl,
  liveTemplate,
  type ShopPageDeps,
  type ShopRenderer,
} from './shop-page';
import { renderGroupResponse } from './group-page';
import { OgImageCache } from './og-image';
import { FEED_FILES, productFeed } from './product-feeds';
import { findActiveProduct } from './product-lookup';
import {
  renderPreorderResponse,
  renderUnknownResponse,
  renderProductResponse,
  robotsTxt,
  sitemapXml,
  type ProductPageDeps,
  type ProductRenderer,
} from './product-page';
import { NoSuchPicture, SitePictureCache, UnreadablePicture, type ReadFile } from './site-pictures';

let deps: ShopPageDeps | undefined;
let templateFor: ReturnType<typeof liveTemplate> | undefined;
let productDeps: ProductPageDeps | undefined;
let ogImages: OgImageCache | undefined;
let sitePictures: SitePictureCache | undefined;
let readPicture: ReadFile | undefined;

/** Built once per instance, at the first request (deploy-time analysis imports this module with no env). */
function live(): ShopPageDeps {
  if (deps) return deps;
  const projectId = process.env.GCLOUD_PROJECT ?? '';
  const firebaseConfig = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: string };
  const bucket = firebaseConfig.storageBucket ?? `${projectId}.appspot.com`;
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  const storageBase = `${emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com'}/v0/b/${encodeURIComponent(bucket)}/o/`;
  let renderer: ShopRenderer | undefined;
  // The public download URL, as the browser reads it: product pictures are public (storage.rules).
  readPicture = async (file) => {
    const response = await fetch(storageDownloadUrl(storageBase, file));
    // 4xx: Storage has no such public file (a 404, or a name it refuses): nothing to show, not a fault here.
    if (response.status >= 400 && response.status < 500)
      throw new NoSuchPicture(`Storage answered HTTP ${response.status} for ${file}`);
    if (!response.ok) throw new Error(`Storage answered HTTP ${response.status} for ${file}`);
    return Buffer.from(await response.arrayBuffer());
  };
  deps = {
    db: getFirestore(),
    projectId,
    storageBase,
    // The build's index.html; forRequest() picks the dev server's for a visitor who reached it.
    template: (templateFor ??= liveTemplate())(undefined),
    // Loaded on first use, so React's server renderer costs the other functions' cold starts nothing; a path
    // the bundler leaves alone (functions/build.ts builds the file beside index.js).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer: () => (renderer ??= require(path.join(__dirname, 'render-shop.js')) as ShopRenderer),
  };
  return deps;
}

/** The product pages' deps: the shop's, with the product route's renderer. */
function liveProducts(): ProductPageDeps {
  if (productDeps) return productDeps;
  const shop = live();
  let renderer: ProductRenderer | undefined;
  productDeps = {
    db: shop.db,
    projectId: shop.projectId,
    storageBase: shop.storageBase,
    template: shop.template,
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer: () => (renderer ??= require(path.join(__dirname, 'render-product.js')) as ProductRenderer),
  };
  return productDeps;
}

/** A page's deps for one request: its template is the index.html of the server the visitor reached. */
function forRequest<D extends ShopPageDeps | ProductPageDeps>(shared: D, req: OriginRequest): D {
  templateFor ??= liveTemplate();
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  return { ...shared, template: templateFor(host) };
}

/** The site path a request was for, whatever prefix reached the function (Hosting's rewrite, the emulator's URL). */
const sitePath = (originalUrl: string, pattern: RegExp): string | null => pattern.exec(originalUrl)?.[0] ?? null;

export const shopPage = onRequest({ region: REGION, memory: '512MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed');
    return;
  }
  const url = req.originalUrl.replace(/^.*?(?=\?|$)/, '/shop');
  try {
    const { status, html, cacheControl } = await renderShopResponse(forRequest(live(), req), url);
    res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl }).send(html);
  } catch (error) {
    // No template at all (a deploy without the web build, a local stack before its build): nothing to serve.
    shopPageFailed(url, error);
    res.status(503).set('Cache-Control', 'no-store').send('The shop is being updated. Please try again in a minute.');
  }
});

export const productPage = onRequest({ region: REGION, memory: '512MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed');
    return;
  }
  // firebase.json sends `/product/**`, `/preorder`, `/preorder/**` and `/groups/**` here, and every path that is none
  // of the app's pages (its catch-all): that one names nothing, a 404 with the shop's not-found page.
  const drawn = sitePath(req.originalUrl, /\/(?:product|groups|preorder)(?:\/[^?#]*)?(?:\?.*)?$/);
  const url = drawn ?? req.path;
  try {
    const deps = forRequest(liveProducts(), req);
    const origin = requestOrigin(req);
    const { status, html, cacheControl } = !drawn
      ? await renderUnknownResponse(deps, url, origin)
      : url.startsWith('/product/')
        ? await renderProductResponse(deps, url, origin)
        : url.startsWith('/groups/')
          ? await renderGroupResponse(deps, url, origin)
          : await renderPreorderResponse(deps, url, origin);
    res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl }).send(html);
  } catch (error) {
    shopPageFailed(url, error);
    res.status(503).set('Cache-Control', 'no-store').send('The shop is being updated. Please try again in a minute.');
  }
});

/** A day in browsers, a week at the CDN: a product's picture path changes with an upload, its slug rarely. */
const OG_IMAGE_CACHE = 'public, max-age=86400, s-maxage=604800';
/** A year in browsers and at the CDN: an upload is a new file name, so a copy never changes under its path. */
const SITE_PICTURE_CACHE = 'public, max-age=31536000, s-maxage=31536000, immutable';
/** A picture that is not there (yet): asked again after a minute. */
const NO_PICTURE_CACHE = 'public, max-age=60, s-maxage=60';
/** An hour: a new product is in the sitemap and the feeds within the hour (Meta fetches a feed hourly at most). */
const SEO_FILE_CACHE = 'public, max-age=3600, s-maxage=3600';

export const storefrontFiles = onRequest({ region: REGION, memory: '512MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed');
    return;
  }
  // `/robots` too: the Functions emulator answers any path ending in /robots.txt itself (404), so local stacks
  // ask for this one (vite.config.ts).
  const picture = readSitePictureUrl(sitePath(req.path, /\/img\/[^/]+\/products\/[^/]+$/) ?? '');
  const file = sitePath(req.path, /\/(?:og\/[^/]+\.jpg|sitemap\.xml|robots\.txt|robots|feeds\/[^/]+)$/)?.replace(
    /^\/robots$/,
    '/robots.txt',
  );
  const feed = file ? FEED_FILES[file] : undefined;
  try {
    const { db } = live();
    const origin = requestOrigin(req);
    if (picture) {
      sitePictures ??= new SitePictureCache(readPicture!);
      try {
        const webp = await sitePictures.get(picture.storagePath, picture.width);
        res.status(200).set({ 'Content-Type': 'image/webp', 'Cache-Control': SITE_PICTURE_CACHE }).send(webp);
      } catch (error) {
        if (!(error instanceof NoSuchPicture) && !(error instanceof UnreadablePicture)) throw error;
        sitePictureFailed(picture.storagePath, picture.width, error);
        // Unreadable here but perhaps not to a browser: the file itself. Not in Storage: the page's <img> shows the
        // logo instead (components/image.tsx). Either is asked again after a minute.
        if (error instanceof UnreadablePicture)
          res
            .status(302)
            .set({
              Location: storageDownloadUrl(live().storageBase, picture.storagePath),
              'Cache-Control': NO_PICTURE_CACHE,
            })
            .send();
        else res.status(404).set('Cache-Control', NO_PICTURE_CACHE).send('No such picture.');
      }
    } else if (file === '/robots.txt') {
      res.status(200).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE });
      res.send(robotsTxt(origin));
    } else if (file === '/sitemap.xml') {
      res.status(200).set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE });
      res.send(await sitemapXml(db, origin));
    } else if (feed) {
      res.status(200).set({ 'Content-Type': feed.contentType, 'Cache-Control': SEO_FILE_CACHE });
      res.send(await productFeed(db, origin, feed.channel, systemClock()));
    } else if (file?.startsWith('/og/')) {
      const key = decodeURIComponent(file.slice('/og/'.length, -'.jpg'.length));
      const product = await findActiveProduct(db, key);
      if (!product) {
        res.status(404).set('Cache-Control', 'public, max-age=60').send('No such product.');
        return;
      }
      const images: unknown = product.get('images');
      const first = Array.isArray(images)
        ? images.find((i): i is string => typeof i === 'string' && i.trim() !== '')
        : undefined;
      const storagePath = first && !/^(https?:|data:|\/)/i.test(first.trim()) ? first.trim() : null;
      ogImages ??= new OgImageCache(readPicture!);
      const jpeg = await ogImages.get(storagePath);
      res.status(200).set({ 'Content-Type': 'image/jpeg', 'Cache-Control': OG_IMAGE_CACHE }).send(jpeg);
    } else {
      // Also `/assets/**` that the build has no file for (a chunk an older index.html names): a 404 the app's
      // import sees as one, where Hosting's `**` rewrite would send index.html as JavaScript, kept a year.
      res.status(404).set('Cache-Control', 'no-store').send('Not found.');
    }
  } catch (error) {
    storefrontFileFailed(req.originalUrl, error);
    res.status(503).set('Cache-Control', 'no-store').send('Please try again in a minute.');
  }
});
