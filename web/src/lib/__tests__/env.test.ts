import { describe, expect, it } from 'vitest';
import { EnvError, toAppEnv } from '../env';
import { parseEnv } from '../env-schema';

const STACK_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-aso',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-aso.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-aso.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:aso-local',
  VITE_FUNCTIONS_REGION: 'europe-west2',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
  VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
  VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_aso_local_double_0000000000000000',
  VITE_PAYSTACK_SCRIPT_URL: 'http://127.0.0.1:4010/inline.js',
};

describe('web env', () => {
  it('reads the local stack’s variables with every emulator', () => {
    const env = parseEnv(STACK_ENV);
    expect(env.firebase.projectId).toBe('demo-aso');
    expect(env.emulators).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      firestore: { host: '127.0.0.1', port: 8080 },
      storage: { host: '127.0.0.1', port: 9199 },
      functions: { host: '127.0.0.1', port: 5001 },
    });
    expect(env.paystack.scriptUrl).toBe('http://127.0.0.1:4010/inline.js');
  });

  it('uses production services when no emulator variable is set (empty counts as unset)', () => {
    const production = Object.fromEntries(Object.entries(STACK_ENV).filter(([k]) => !k.includes('EMULATOR')));
    const env = parseEnv({ ...production, VITE_FIRESTORE_EMULATOR_HOST: '' });
    expect(env.emulators).toEqual({
      authUrl: undefined,
      firestore: undefined,
      storage: undefined,
      functions: undefined,
    });
  });

  it('names every missing or malformed key', () => {
    const broken = {
      ...STACK_ENV,
      VITE_FIREBASE_API_KEY: '',
      VITE_FIRESTORE_EMULATOR_HOST: 'localhost',
      VITE_PAYSTACK_SCRIPT_URL: 'inline.js',
    };
    delete (broken as Partial<typeof broken>).VITE_FUNCTIONS_REGION;
    expect(() => parseEnv(broken)).toThrow(EnvError);
    expect(() => parseEnv(broken)).toThrow(
      /VITE_FIREBASE_API_KEY is required; VITE_FUNCTIONS_REGION is required; VITE_PAYSTACK_SCRIPT_URL must be an http\(s\) URL; VITE_FIRESTORE_EMULATOR_HOST must be host:port/,
    );
  });

  it('still names missing keys at run time if a build skipped the check', () => {
    expect(() => toAppEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-aso' })).toThrow(
      /Missing environment variables: VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN/,
    );
  });
});
