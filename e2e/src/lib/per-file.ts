// Set-up and clean-up a journey file needs around all its tests, registered with vitest's hooks; one place, so
// every journey starts and leaves the shared stack the same way.
import { chromium, type Browser } from 'playwright-core';
import { doc, getDoc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { afterAll, beforeAll, inject } from 'vitest';
import { ownerDb } from './backend';

/**
 * The file's connection to the journeys' one Chromium (global-setup.ts), closed after its last test with every
 * context it opened; `set` receives it once connected.
 */
export function browserPerFile(set: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
    set(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** The stack's settings as they were before the file's tests, put back after them; returns a reader for them. */
export function keepSettings(): () => DocumentData | undefined {
  let original: DocumentData | undefined;
  beforeAll(async () => {
    original = (await getDoc(doc(ownerDb(), 'settings/global'))).data();
  });
  afterAll(async () => {
    if (original) await setDoc(doc(ownerDb(), 'settings/global'), original);
  });
  return () => original;
}

/** Ids of the products the file's tests make: taken out of the shop afterwards, so later journeys see the demo catalogue. */
export function productsMadeHere(): string[] {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.map((id) => updateDoc(doc(ownerDb(), 'products', id), { active: false })));
  });
  return made;
}
