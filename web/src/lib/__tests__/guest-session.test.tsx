// A guest (no stored user) is signed out from the first paint and their first page runs none of Auth: it starts when
// a screen asks for it, or when another tab signs in (its stored user appears), so this tab follows (issue 46).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEnv } from '../env';
import { makeQueryClient } from '../query-client';
import { SessionProvider, useSession } from '../session';
import { ToastProvider } from '../toast';
import type * as FirebaseModule from '../firebase';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('../firebase', async (importOriginal) => {
  const actual = await importOriginal<typeof FirebaseModule>();
  return {
    ...actual,
    getAuthInstance: () => {
      started.count += 1;
      return new Promise(() => undefined);
    },
  };
});

function Status() {
  return <p>{useSession().status}</p>;
}

function renderSession() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ToastProvider>
        <SessionProvider>
          <Status />
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  started.count = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("a guest's session", () => {
  it('is signed out at once and starts no Auth while the page sits idle', async () => {
    renderSession();
    expect(screen.getByText('signed-out')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(started.count).toBe(0);
  });

  it("starts Auth when another tab signs in, and not for another key's change", () => {
    renderSession();
    const key = `firebase:authUser:${getEnv().firebase.apiKey}:[DEFAULT]`;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'aso.cart', newValue: '[]' }));
    });
    expect(started.count).toBe(0);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"uid":"u1"}' }));
    });
    expect(started.count).toBe(1);
  });

  it('starts Auth at once for a visitor with a stored user', () => {
    localStorage.setItem(`firebase:authUser:${getEnv().firebase.apiKey}:[DEFAULT]`, '{"uid":"u1"}');
    renderSession();
    expect(started.count).toBe(1);
  });
});
