import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePage, launchChromium, openSdkPage, servePage } from './browser/chromium';
import type { Sdk, Seen } from './browser/page';
import type { Harness } from './harness';
import { startWithListenRules } from './listen-helpers';

/**
 * The browser build of firebase/firestore in Chromium against the stand-in: onSnapshot over the Listen
 * WebChannel, setDoc/deleteDoc over the Write WebChannel, streaming and forced long polling, with rules.
 */

let h: Harness;
let browser: Browser;
let site: { url: string; close: () => Promise<void> };
const pages: Page[] = [];

beforeAll(async () => {
  h = await startWithListenRules('{rest=**}');
  browser = await launchChromium();
  site = await servePage(await bundlePage());
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await h.stop();
});

type SdkCall = keyof Omit<Sdk, 'events'>;

/** Calls window.sdk[fn](...args) in the page. */
function sdk<T>(page: Page, fn: SdkCall, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([f, a]) => (globalThis as unknown as { sdk: Record<string, (...x: unknown[]) => unknown> }).sdk[f]!(...a),
    [fn, args] as const,
  ) as Promise<T>;
}

/** Waits until listener `name` has delivered a server-confirmed snapshot with exactly these document ids. */
async function confirmed(page: Page, name: string, ids: string[]): Promise<Seen> {
  const handle = await page.waitForFunction(
    ([n, want]) => {
      const events = (globalThis as unknown as { sdk: { events: Record<string, Seen[]> } }).sdk.events[n] ?? [];
      return events.find((e) => !e.fromCache && !e.pending && JSON.stringify(e.ids) === JSON.stringify(want));
    },
    [name, ids] as const,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue())!;
}

async function firstError(page: Page, name: string): Promise<string> {
  const handle = await page.waitForFunction(
    (n) =>
      ((globalThis as unknown as { sdk: { events: Record<string, Seen[]> } }).sdk.events[n] ?? []).find(
        (e) => e.error !== undefined,
      )?.error,
    name,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue())!;
}

async function newPage(): Promise<Page> {
  const page = await openSdkPage(browser, site.url);
  pages.push(page);
  return page;
}

describe.each([
  ['streaming', false],
  ['long polling', true],
])('the browser SDK over WebChannel (%s)', (mode, longPolling) => {
  it('live queries see writes from the Admin SDK and from another browser, and the browser’s own writes land', async () => {
    const coll = `board/${mode.replace(' ', '-')}/items`;
    const admin = h.admin();
    await admin.doc(`${coll}/a`).set({ n: 1 });
    const [watcher, writer] = await Promise.all([newPage(), newPage()]);
    const w = await sdk<string>(watcher, 'connect', h.projectId, h.server.port, 'ada', longPolling);
    const x = await sdk<string>(writer, 'connect', h.projectId, h.server.port, 'bayo', longPolling);
    await sdk(watcher, 'listenQuery', w, 'top2', coll, undefined, 2);
    await sdk(watcher, 'listenDoc', w, 'docB', `${coll}/b`);
    expect((await confirmed(watcher, 'top2', ['a'])).data).toEqual([{ n: 1 }]);
    await confirmed(watcher, 'docB', []);

    await admin.doc(`${coll}/b`).set({ n: 2 });
    await confirmed(watcher, 'top2', ['a', 'b']);
    expect((await confirmed(watcher, 'docB', ['b'])).data).toEqual([{ n: 2 }]);

    expect(await sdk(writer, 'set', x, `${coll}/c`, { n: 0 })).toBe('ok');
    expect((await admin.doc(`${coll}/c`).get()).get('n')).toBe(0);
    await confirmed(watcher, 'top2', ['c', 'a']);

    expect(await sdk(writer, 'remove', x, `${coll}/c`)).toBe('ok');
    await confirmed(watcher, 'top2', ['a', 'b']);
    expect(await sdk(watcher, 'remove', w, `${coll}/b`)).toBe('ok');
    await confirmed(watcher, 'docB', []);
    await confirmed(watcher, 'top2', ['a']);
  });

  it('rules apply per listener and per write', async () => {
    const page = await newPage();
    const uid = `ada-${longPolling ? 'polling' : 'streaming'}`;
    const ada = await sdk<string>(page, 'connect', h.projectId, h.server.port, uid, longPolling);
    await h.admin().doc(`notes/${mode}-1`).set({ owner: uid, text: 'hers' });
    await sdk(page, 'listenQuery', ada, 'mine', 'notes', ['owner', uid]);
    await sdk(page, 'listenQuery', ada, 'everyone', 'notes');
    await sdk(page, 'listenDoc', ada, 'vault', 'vault/v1');
    expect(await firstError(page, 'everyone')).toBe('permission-denied');
    expect(await firstError(page, 'vault')).toBe('permission-denied');
    await confirmed(page, 'mine', [`${mode}-1`]);
    expect(await sdk(page, 'set', ada, 'vault/v1', { x: 1 })).toBe('permission-denied');
    expect(await sdk(page, 'set', ada, `notes/${mode}-2`, { owner: uid, text: 'new' })).toBe('ok');
    await confirmed(page, 'mine', [`${mode}-1`, `${mode}-2`]);
    expect((await h.admin().doc('vault/v1').get()).exists).toBe(false);
  });
});
