// The app's configuration (docs/architecture.md#style-structure). The zod schema in env-schema.ts parses Vite's env
// when the app is built or served (vite.config.ts), so a missing or malformed key stops the build with its name; at run
// time the values are already known good and are only mapped here, which keeps zod out of the storefront's first load.
// The emulator hosts are optional and, when present, switch the whole app to the local stack (lib/firebase.ts).

export const REQUIRED_ENV_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_FUNCTIONS_REGION',
  'VITE_PAYSTACK_PUBLIC_KEY',
  'VITE_PAYSTACK_SCRIPT_URL',
] as const;

export interface HostPort {
  readonly host: string;
  readonly port: number;
}

export interface AppEnv {
  readonly firebase: {
    readonly apiKey: string;
    readonly projectId: string;
    readonly authDomain: string;
    readonly storageBucket: string;
    readonly appId: string;
  };
  readonly functionsRegion: string;
  readonly paystack: { readonly publicKey: string; readonly scriptUrl: string };
  /** Present only against the local stack; each service may be pointed at separately. */
  readonly emulators: {
    readonly authUrl: string | undefined;
    readonly firestore: HostPort | undefined;
    readonly storage: HostPort | undefined;
    readonly functions: HostPort | undefined;
  };
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

type RawEnv = Readonly<Record<string, unknown>>;

const text = (raw: RawEnv, key: string): string | undefined => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

function hostPort(value: string | undefined): HostPort | undefined {
  if (value === undefined) return undefined;
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/** Map already-validated env values to the app's config; a missing required key still throws with its name. */
export function toAppEnv(raw: RawEnv): AppEnv {
  const missing = REQUIRED_ENV_KEYS.filter((key) => text(raw, key) === undefined);
  if (missing.length > 0) {
    throw new EnvError(`Missing environment variables: ${missing.join(', ')}. See scripts/lib/stack.ts webEnv().`);
  }
  const get = (key: (typeof REQUIRED_ENV_KEYS)[number]): string => text(raw, key) ?? '';
  return {
    firebase: {
      apiKey: get('VITE_FIREBASE_API_KEY'),
      projectId: get('VITE_FIREBASE_PROJECT_ID'),
      authDomain: get('VITE_FIREBASE_AUTH_DOMAIN'),
      storageBucket: get('VITE_FIREBASE_STORAGE_BUCKET'),
      appId: get('VITE_FIREBASE_APP_ID'),
    },
    functionsRegion: get('VITE_FUNCTIONS_REGION'),
    paystack: { publicKey: get('VITE_PAYSTACK_PUBLIC_KEY'), scriptUrl: get('VITE_PAYSTACK_SCRIPT_URL') },
    emulators: {
      authUrl: text(raw, 'VITE_AUTH_EMULATOR_URL'),
      firestore: hostPort(text(raw, 'VITE_FIRESTORE_EMULATOR_HOST')),
      storage: hostPort(text(raw, 'VITE_STORAGE_EMULATOR_HOST')),
      functions: hostPort(text(raw, 'VITE_FUNCTIONS_EMULATOR_HOST')),
    },
  };
}

let cached: AppEnv | undefined;

/** The app's config, read once on first use. */
export function getEnv(): AppEnv {
  cached ??= toAppEnv(import.meta.env);
  return cached;
}
