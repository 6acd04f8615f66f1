// @vitest-environment node
// The build's import swaps and chunk naming keep the storefront's first load small (docs/design.md#the-first-visit-on-a-slow-phone):
// each swap takes exactly the imports it is for, and a back-office or checkout chunk is named so.
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { CHUNK_GROUPS, STOREFRONT_SHARED, chunkFileName } from '../chunks';
import { adminOwnFirebaseUtil, liteFirestoreInteger, reactfireWithoutUnusedSdks } from '../import-redirects';

const NM = '/repo/node_modules';

/** What the plugin answers for `import source` in `importer` (null: Vite resolves it as usual). */
function resolved(plugin: Plugin, source: string, importer: string | undefined): unknown {
  const hook = plugin.resolveId;
  const fn = typeof hook === 'function' ? hook : hook?.handler;
  if (!fn) throw new Error(`${plugin.name} has no resolveId`);
  return (fn as (source: string, importer: string | undefined) => unknown)(source, importer);
}

describe('import swaps', () => {
  it("gives the full Firestore SDK and reactfire's SDKs their own @firebase/util, never the Lite SDK or the app", () => {
    const plugin = adminOwnFirebaseUtil();
    expect(resolved(plugin, '@firebase/util', `${NM}/@firebase/firestore/dist/index.esm.js`)).toMatch(
      /node_modules\/@firebase\/util\/dist\/index\.cjs\.js$/,
    );
    expect(resolved(plugin, '@firebase/util', `${NM}/@firebase/database/dist/index.esm.js`)).toMatch(/index\.cjs\.js$/);
    expect(resolved(plugin, '@firebase/util', `${NM}/@firebase/firestore/dist/lite/index.browser.esm.js`)).toBeNull();
    expect(resolved(plugin, '@firebase/util', '/repo/web/src/lib/firebase.ts')).toBeNull();
    expect(resolved(plugin, '@firebase/app', `${NM}/@firebase/firestore/dist/index.esm.js`)).toBeNull();
  });

  it('hands reactfire stand-ins for the two SDKs Aso never uses, and nobody else', () => {
    const plugin = reactfireWithoutUnusedSdks();
    for (const sdk of ['firebase/database', 'firebase/remote-config'])
      expect(resolved(plugin, sdk, `${NM}/reactfire/dist/index.js`)).toMatch(
        /src\/lib\/live\/reactfire-unused-sdks\.ts$/,
      );
    expect(resolved(plugin, 'firebase/firestore', `${NM}/reactfire/dist/index.js`)).toBeNull();
    expect(resolved(plugin, 'firebase/database', '/repo/web/src/app/main.tsx')).toBeNull();
  });

  it('gives the Lite SDK its one integer helper without the bloom filters', () => {
    const plugin = liteFirestoreInteger();
    const bloom = '@firebase/webchannel-wrapper/bloom-blob';
    expect(resolved(plugin, bloom, `${NM}/@firebase/firestore/dist/lite/index.browser.esm.js`)).toMatch(
      /src\/lib\/firestore-lite-integer\.ts$/,
    );
    expect(resolved(plugin, bloom, `${NM}/@firebase/firestore/dist/index.esm.js`)).toBeNull();
    expect(resolved(plugin, bloom, undefined)).toBeNull();
  });
});

describe('chunks', () => {
  it('names back-office and checkout chunks by their area, and leaves the rest plain', () => {
    expect(chunkFileName({ moduleIds: ['/repo/web/src/features/admin-orders/screen.tsx'] })).toBe(
      'assets/admin-[name]-[hash].js',
    );
    expect(chunkFileName({ moduleIds: ['/repo/web/src/app/routes/checkout.tsx'] })).toBe(
      'assets/checkout-[name]-[hash].js',
    );
    expect(chunkFileName({ moduleIds: ['/repo/web/src/app/routes/shop.tsx'] })).toBe('assets/[name]-[hash].js');
  });

  it("keeps React and the router in one vendor chunk and the catalogue screens' small modules in one", () => {
    const react = CHUNK_GROUPS.find((g) => g.name === 'react')?.test;
    expect(react instanceof RegExp && react.test(`${NM}/react-dom/client.js`)).toBe(true);
    expect(react instanceof RegExp && react.test(`${NM}/firebase/app.js`)).toBe(false);
    expect(STOREFRONT_SHARED.test('/repo/web/src/features/catalogue/components/product-card.tsx')).toBe(true);
    expect(STOREFRONT_SHARED.test('/repo/web/src/features/admin-catalogue/screen.tsx')).toBe(false);
  });
});
