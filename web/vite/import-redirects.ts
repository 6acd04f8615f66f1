import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The back office's full Firestore SDK and what reactfire pulls in (web/src/lib/live/) get their own copy of @firebase/util (the package's
 * CommonJS browser build, a separate module). Sharing the storefront's copy would keep every helper the full SDK
 * uses in the storefront's entry chunk (a module lives in one chunk, with every export any chunk uses): +4.3 KB.
 */
export function adminOwnFirebaseUtil(): Plugin {
  // reactfire also imports firebase/database and firebase/remote-config (side effects keep them in the admin chunk).
  const fullSdk =
    /[\\/]node_modules[\\/]@firebase[\\/](?:firestore[\\/]dist[\\/](?!lite[\\/])|database[\\/]|remote-config[\\/]|installations[\\/])/;
  const utilCopy = fileURLToPath(new URL('../../node_modules/@firebase/util/dist/index.cjs.js', import.meta.url));
  return redirectImport('aso-admin-firebase-util', utilCopy, (source, importer) => {
    return source === '@firebase/util' && fullSdk.test(importer);
  });
}

/** reactfire's Realtime Database and Remote Config imports, unused by Aso (src/lib/live/reactfire-unused-sdks.ts). */
export function reactfireWithoutUnusedSdks(): Plugin {
  const stub = fileURLToPath(new URL('../src/lib/live/reactfire-unused-sdks.ts', import.meta.url));
  return redirectImport('aso-reactfire-unused-sdks', stub, (source, importer) => {
    const fromReactfire = /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer);
    return fromReactfire && (source === 'firebase/database' || source === 'firebase/remote-config');
  });
}

/** The Lite SDK's one use of bloom-blob, without the bloom filters (src/lib/firestore-lite-integer.ts). */
export function liteFirestoreInteger(): Plugin {
  const lite = /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]dist[\\/]lite[\\/]/;
  const shim = fileURLToPath(new URL('../src/lib/firestore-lite-integer.ts', import.meta.url));
  return redirectImport('aso-lite-firestore-integer', shim, (source, importer) => {
    return source === '@firebase/webchannel-wrapper/bloom-blob' && lite.test(importer);
  });
}

/** The three import swaps above share one shape: before Vite resolves an import, send the chosen ones to `target`. */
export function redirectImport(
  name: string,
  target: string,
  chosen: (source: string, importer: string) => boolean,
): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && chosen(source, importer) ? target : null;
    },
  };
}
