// The tests can only prove what people get if every server answers a path alike. The build as the journeys open it
// (`vite preview`), the dev server `npm start` serves (`vite`) and the firebase-tools Hosting emulator (Google's
// stand-in for Hosting, reading firebase.json itself) are asked for the same paths — trailing slashes, queries,
// paths that name nothing, files the build lacks — and must give the same status, the same Cache-Control and the
// same kind of answer, which is also what the shop wants (the table). web/local-hosting.ts gives both Vite servers
// firebase.json's rewrites and headers; docs/architecture.md#local-stack-and-hosting has the why.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDistFor } from '../../scripts/lib/stack';
import { stackInfo } from './lib/stack';

type Server = 'build' | 'dev' | 'hosting';
/** What came back: index.html for the app to draw, a page the functions drew, the shop's 404 page, or a file. */
type Kind = 'app' | 'drawn' | 'not found' | 'file';

const PAGE = 'no-cache';
const DRAWN = 'public, max-age=0, s-maxage=60';
const YEAR = 'public, max-age=31536000, s-maxage=31536000, immutable';
const ASSET = 'public, max-age=31536000, immutable';
const PREVIEW = 'public, max-age=86400, s-maxage=604800';
const SEO = 'public, max-age=3600, s-maxage=3600';

/** A built script the build's index.html names (the dev server has no /assets: it serves the sources). */
function builtAsset(): string {
  const html = readFileSync(path.join(webDistFor('test'), 'index.html'), 'utf8');
  const found = /["`](\/assets\/[^"`]+\.js)["`]/.exec(html)?.[1];
  if (!found) throw new Error('The test build names no /assets/*.js.');
  return found;
}

interface Case {
  readonly path: string;
  readonly status: number;
  readonly kind: Kind;
  readonly cacheControl: string;
  /** The servers that must answer so (all three unless said). */
  readonly on?: readonly Server[];
}

const CASES: readonly Case[] = [
  { path: '/', status: 200, kind: 'app', cacheControl: PAGE },
  { path: '/cart', status: 200, kind: 'app', cacheControl: PAGE },
  { path: '/cart/', status: 200, kind: 'app', cacheControl: PAGE },
  { path: '/admin/orders', status: 200, kind: 'app', cacheControl: PAGE },
  // A path that is none of the app's pages is a 404 with the shop's not-found page, not index.html with 200.
  { path: '/nonsense', status: 404, kind: 'not found', cacheControl: PAGE },
  { path: '/shop/x/y', status: 404, kind: 'not found', cacheControl: PAGE },
  { path: '/shop', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/shop/', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/shop?type=RTW&size=M', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/shop?page=2', status: 200, kind: 'app', cacheControl: DRAWN },
  { path: '/product/adire-indigo-kaftan', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/product/adire-indigo-kaftan/', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/product/adire-indigo-kaftan?ref=AMAKA1', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/product/no-such-piece', status: 404, kind: 'not found', cacheControl: DRAWN },
  { path: '/product/adire-indigo-kaftan/reviews', status: 404, kind: 'not found', cacheControl: DRAWN },
  { path: '/preorder', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/preorder/', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/preorder/last-season', status: 404, kind: 'not found', cacheControl: DRAWN },
  { path: '/groups/grp-abeokuta-wedding', status: 200, kind: 'drawn', cacheControl: DRAWN },
  { path: '/groups/new', status: 200, kind: 'app', cacheControl: DRAWN },
  { path: '/groups/no-such-group', status: 404, kind: 'not found', cacheControl: DRAWN },
  { path: '/og/adire-indigo-kaftan.jpg', status: 200, kind: 'file', cacheControl: PREVIEW },
  { path: '/og/no-such-piece.jpg', status: 404, kind: 'file', cacheControl: PREVIEW },
  { path: '/img/400/products/adire-indigo-kaftan-1.webp', status: 200, kind: 'file', cacheControl: YEAR },
  // A missing picture keeps /img/**'s year too: an upload is always a new file name, so the name stays missing.
  { path: '/img/400/products/no-such-piece.webp', status: 404, kind: 'file', cacheControl: YEAR },
  { path: '/sitemap.xml', status: 200, kind: 'file', cacheControl: SEO },
  { path: '/feeds/meta.csv', status: 200, kind: 'file', cacheControl: SEO },
  { path: '/feeds/google.xml', status: 200, kind: 'file', cacheControl: SEO },
  { path: '/feeds/tiktok.csv', status: 404, kind: 'file', cacheControl: SEO },
  // The Functions emulator answers any path ending in /robots.txt itself, so its Hosting emulator cannot (production
  // and both Vite servers ask storefrontFiles).
  { path: '/robots.txt', status: 200, kind: 'file', cacheControl: SEO, on: ['build', 'dev'] },
  // A chunk an older index.html names: a 404, never index.html sent as JavaScript and kept a year.
  { path: '/assets/index-0ld4sh3d.js', status: 404, kind: 'file', cacheControl: ASSET },
  { path: '/logo.png', status: 200, kind: 'file', cacheControl: PAGE, on: ['build', 'hosting'] },
];

function baseUrl(server: Server): string {
  const { urls } = stackInfo();
  const url = { build: urls.web, dev: urls.webDev, hosting: urls.hosting }[server];
  if (!url) throw new Error(`The test stack runs no ${server} server (web: 'both' starts all three).`);
  return url;
}

async function answer(server: Server, sitePath: string): Promise<{ status: number; kind: Kind; cacheControl: string }> {
  // As a browser asks: a page with Accept text/html (the dev server's index.html fallback needs it).
  const response = await fetch(`${baseUrl(server)}${sitePath}`, {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    redirect: 'manual',
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('text/html') ? await response.text() : '';
  const kind: Kind = !type.includes('text/html')
    ? 'file'
    : body.includes('<meta name="robots" content="noindex" />')
      ? 'not found'
      : body.includes('window.__asoServer=JSON.parse') || body.includes('property="og:title"')
        ? 'drawn'
        : body.includes('<div id="root">')
          ? 'app'
          : 'file';
  return { status: response.status, kind, cacheControl: response.headers.get('cache-control') ?? '' };
}

async function expectAlike({ path: sitePath, on = ['build', 'dev', 'hosting'], ...wanted }: Case): Promise<void> {
  for (const server of on) expect({ server, ...(await answer(server, sitePath)) }).toEqual({ server, ...wanted });
}

describe('the build, the dev server and the Hosting emulator answer every path alike', () => {
  it.each(CASES)('$path', expectAlike);

  it('a script of the build, kept a year', () =>
    expectAlike({ path: builtAsset(), status: 200, kind: 'file', cacheControl: ASSET, on: ['build', 'hosting'] }));
});
