// What every server-rendered page shares (render-shop.tsx, render-product.tsx).
import { emptyCart } from '@aso/domain/checkout/cart';
import type { Settings } from '@aso/domain/settings/schemas/settings';
import { defaultSettings, settingsOrDefaults } from '@aso/domain/settings/settings';
import { decodeDocument } from '../lib/first-page-results';
import { date } from '../lib/firestore-data';
import { keepRouteFiles, withoutEarlyReads } from '../lib/head-scripts';
import { earlyKeys } from '../lib/first-page-queries';
import type { CartApi } from '../lib/cart/cart-context';
import { scriptJson } from './product-meta';

/** Nothing happens to the server's cart: its buttons work once React has drawn the page. */
const unchanged = () => ({ ok: true as const, cart: emptyCart(), message: '' });

/** The cart as a page without JavaScript has it: empty; its buttons work once React has drawn the page. */
export const serverCart: CartApi = {
  cart: emptyCart(),
  count: 0,
  subtotal: 0,
  owner: { kind: 'guest' },
  syncing: false,
  add: unchanged,
  remove: () => undefined,
  setQty: unchanged,
  setSize: unchanged,
  setPayMode: unchanged,
  applyReferralCode: () => undefined,
  applyDiscountCode: () => undefined,
  clear: () => undefined,
  replace: () => undefined,
  reload: () => Promise.resolve(),
  syncToServer: () => Promise.reject(new Error('The server-rendered page has no cart.')),
};

/**
 * Keeps taps on the server-drawn page until the app has taken it over (lib/taps-before-start.ts replays them): a
 * button's is held back (it would do nothing yet), a radio's or checkbox's is let through and noted, and what is
 * typed in a named field (the quantity) is noted as its last value, since the app draws its own field in place of
 * the server's. Only markup the server or the build drew (`data-server-drawn`, `data-shell`) is watched; the app's
 * own never is.
 */
export const EARLY_TAPS =
  "window.__asoTaps=[];document.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('button,input');if(!t||!t.closest('[data-server-drawn],[data-shell]'))return;if(t.tagName==='BUTTON'){e.preventDefault();window.__asoTaps.push({button:t.getAttribute('aria-label')||t.textContent||''})}else if(t.type==='radio'||t.type==='checkbox'){window.__asoTaps.push({name:t.name,value:t.value})}},true);document.addEventListener('input',function(e){var t=e.target,a=window.__asoTaps,l=a[a.length-1];if(!t.name||t.type==='radio'||t.type==='checkbox'||!t.closest||!t.closest('[data-server-drawn],[data-shell]'))return;if(l&&l.name===t.name&&'typed' in l)l.typed=t.value;else a.push({name:t.name,typed:t.value})},true)";

/**
 * Gives the pictures a server-drawn page named only in `data-src`/`data-srcset` (components/image.tsx,
 * PicturesAfterFirstPaint) their addresses once the first paint's pictures (`fetchpriority="high"`) have arrived and
 * been painted: on a slow link the cards further down then never share the first row's round trip, and they still
 * come one round trip later, long before anyone scrolls to them. Until then `window.__asoLaterPictures` is 'held',
 * and an app that takes the page over sooner holds its own later pictures too (components/image.tsx); the
 * 'aso:later-pictures' event lets them go. After 5 s they go whatever happened to the first row.
 */
export const LATER_PICTURES =
  "(function(){var d=document,w=window,f=[].slice.call(d.querySelectorAll('img[fetchpriority=high]')),n=f.length,gone=0;w.__asoLaterPictures='held';function go(){if(gone)return;gone=1;requestAnimationFrame(function(){setTimeout(function(){[].forEach.call(d.querySelectorAll('[data-srcset],[data-src]'),function(e){if(e.dataset.srcset){e.srcset=e.dataset.srcset;e.removeAttribute('data-srcset')}if(e.dataset.src){e.src=e.dataset.src;e.removeAttribute('data-src')}});w.__asoLaterPictures='released';w.dispatchEvent(new Event('aso:later-pictures'))},0)})}function one(){if(--n===0)go()}if(!n)go();setTimeout(go,5000);f.forEach(function(i){if(i.complete)one();else{i.addEventListener('load',one);i.addEventListener('error',one)}})})()";

/**
 * A server-drawn page's scripts go at the end of its body, `__asoServer` first (the template's head script then
 * skips the reads it carries). The page is already drawn and the scripts only hand it to the app, so the parse
 * before the first paint need not compile them (the server sets what the head script would mark: `data-route`, or
 * no shells at all). The reads are parsed from a string: V8 reads JSON faster than it compiles an object literal.
 * The head's scripts keep their place before the body's own: under the dev server (`npm start`) the head holds
 * React Refresh's preamble and the body `/src/main.tsx`, which throws when it runs first (the build's body has none).
 */
export function withServerResults(
  template: string,
  results: Record<string, unknown>,
  /** The route map's key the page is (`/product/`, `/preorder`, `/shop`), null for one with no first-visit entry. */
  route: string | null,
): string {
  // A page that carries the settings carries every read the head script would start (the shop's and the pre-order
  // page's: their own are in `results`): the early reads' script stays out.
  template = keepRouteFiles(template, route);
  if (earlyKeys.settings in results) template = withoutEarlyReads(template);
  const data = `<script>window.__asoServer=JSON.parse(${scriptJson(JSON.stringify({ results }))})</script>`;
  const headEnd = template.indexOf('</head>');
  const headScripts = template.slice(0, headEnd).match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
  const head = headScripts.reduce((html, script) => html.replace(script, ''), template.slice(0, headEnd));
  const body = template.slice(headEnd);
  const bodyScript = body.search(/<script\b/);
  const at = bodyScript === -1 ? body.lastIndexOf('</body>') : bodyScript;
  if (at === -1) throw new Error('index.html has no </body>.');
  return head + body.slice(0, at) + data + headScripts.join('') + body.slice(at);
}

/** `settings/global` as a REST document (or null) read as the browser reads it, with the defaults for gaps. */
export function settingsOf(document: unknown): Settings {
  const found = document as { name?: unknown } | null;
  if (typeof found?.name !== 'string') return defaultSettings();
  const { data } = decodeDocument(found as { name: string });
  return settingsOrDefaults({ ...data, updatedAt: date(data.updatedAt) });
}
