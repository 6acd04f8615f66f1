import { expect } from 'vitest';
import { createRulesAuthorizer } from '../../rules';
import { rest, startHarness, type Harness } from './harness';

/** Collects what a listener delivers so a test can wait for the next snapshot that satisfies it. */
export class Snapshots<T> {
  readonly all: T[] = [];
  readonly errors: Error[] = [];
  private waiters: { test: (s: T) => boolean; resolve: (s: T) => void }[] = [];
  private errorWaiters: ((e: Error) => void)[] = [];

  readonly next = (s: T): void => {
    this.all.push(s);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(s)) return true;
      w.resolve(s);
      return false;
    });
  };

  readonly error = (e: Error): void => {
    this.errors.push(e);
    for (const w of this.errorWaiters) w(e);
    this.errorWaiters = [];
  };

  private cursor = 0;

  /**
   * The first snapshot after the last one taken that satisfies `test` (already delivered or still to come);
   * snapshots before it are skipped, so a test reads the stream in order.
   */
  take(test: (s: T) => boolean = () => true, timeoutMs = 15_000): Promise<T> {
    const i = this.all.findIndex((s, n) => n >= this.cursor && test(s));
    if (i >= 0) {
      this.cursor = i + 1;
      return Promise.resolve(this.all[i]!);
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching snapshot within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (s) => {
          clearTimeout(timer);
          this.cursor = this.all.length;
          resolve(s);
        },
      });
    });
  }

  firstError(timeoutMs = 15_000): Promise<Error> {
    if (this.errors[0]) return Promise.resolve(this.errors[0]);
    return new Promise<Error>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no error within ${timeoutMs} ms`)), timeoutMs);
      this.errorWaiters.push((e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
  }
}

/**
 * The listen tests' rules, loaded into a harness started with the rules engine: notes only for their owner, an
 * open board (`boardMatch`, e.g. `{id}` or `{rest=**}`), a vault nobody reads.
 */
export async function startWithListenRules(boardMatch: string): Promise<Harness> {
  const h = await startHarness({ authorizer: createRulesAuthorizer() });
  const content = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read: if request.auth != null && resource.data.owner == request.auth.uid;
      allow create, update: if request.auth != null && request.resource.data.owner == request.auth.uid;
      allow delete: if request.auth != null && resource.data.owner == request.auth.uid;
    }
    match /board/${boardMatch} {
      allow read, write: if true;
    }
    match /vault/{id} {
      allow read, write: if false;
    }
  }
}`;
  const res = await rest(h.baseUrl, 'PUT', `/emulator/v1/projects/${h.projectId}:securityRules`, {
    rules: { files: [{ name: 'firestore.rules', content }] },
  });
  expect(res.status).toBe(200);
  return h;
}
