// reactfire imports Realtime Database and Remote Config for hooks Aso never uses (the live screens use only its
// Firestore and app hooks). web/vite/import-redirects.ts gives reactfire these names instead of the two SDKs, which would
// otherwise register themselves and put ~100 KB gzip into the live screens' chunk (My Orders, the back office).
// Calling one is a programming error, said plainly.
const unused = (name: string) => (): never => {
  throw new Error(`${name} comes from an SDK Aso does not load (web/src/lib/live/reactfire-unused-sdks.ts).`);
};

// firebase/database, as reactfire imports it.
export const get = unused('get');
export const off = unused('off');
export const onChildAdded = unused('onChildAdded');
export const onChildChanged = unused('onChildChanged');
export const onChildMoved = unused('onChildMoved');
export const onChildRemoved = unused('onChildRemoved');
export const onValue = unused('onValue');
// firebase/remote-config, as reactfire imports it.
export const ensureInitialized = unused('ensureInitialized');
export const getAll = unused('getAll');
export const getBoolean = unused('getBoolean');
export const getNumber = unused('getNumber');
export const getString = unused('getString');
export const getValue = unused('getValue');
