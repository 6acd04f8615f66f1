/// <reference types="node" />
// Per test file: point the app at the emulators with a project id of its own, and unmount after each test.
import { randomUUID } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { setLogLevel as setLiveLogLevel } from 'firebase/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterEach, inject } from 'vitest';

const projectId = `demo-web-${randomUUID().slice(0, 8)}`;

Object.assign(process.env, {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_PROJECT_ID: projectId,
  VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
  VITE_FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:aso-test',
  VITE_FUNCTIONS_REGION: 'europe-west2',
  VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_web_tests',
  VITE_PAYSTACK_SCRIPT_URL: 'http://127.0.0.1:9/inline.js',
  VITE_AUTH_EMULATOR_URL: inject('authUrl'),
  VITE_FIRESTORE_EMULATOR_HOST: inject('firestoreHost'),
  VITE_STORAGE_EMULATOR_HOST: '127.0.0.1:9',
  VITE_FUNCTIONS_EMULATOR_HOST: inject('functionsHost'),
  ASO_TEST_AUTH_PROJECT: inject('authProjectId'),
});

// The SDK logs every refused request; the tests assert on what the screens say instead.
setLogLevel('silent');
// The full SDK (live screens) has its own logger; it retries in the background and would log after the file ends,
// which Vitest reports as an unhandled error at teardown.
setLiveLogLevel('silent');

// Route chunks are transformed on first use; give `findBy…` time for that on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
