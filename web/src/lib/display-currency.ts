// The shopper's display currency for diaspora prices (docs/product.md#diaspora-prices): kept in localStorage; a
// first visit follows the browser's language tag (no request). Server rendering and hydration use naira.
import { useSyncExternalStore } from 'react';
import { currencyForLocale, isDisplayCurrency, type DisplayCurrency } from '@aso/domain/catalogue/currency';

const STORAGE_KEY = 'aso.currency';
const listeners = new Set<() => void>();

function read(): DisplayCurrency {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isDisplayCurrency(stored)) return stored;
  } catch {
    // Storage blocked: fall back to the browser's region.
  }
  return currencyForLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}

export function setDisplayCurrency(currency: DisplayCurrency): void {
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
  current = currency;
  for (const listener of listeners) listener();
}

let current: DisplayCurrency | null = null;
const snapshot = (): DisplayCurrency => (current ??= read());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDisplayCurrency(): DisplayCurrency {
  return useSyncExternalStore(subscribe, snapshot, () => 'NGN');
}
