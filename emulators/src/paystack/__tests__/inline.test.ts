import { Script } from 'node:vm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaystackDouble } from '../server';
import type { Json } from './helpers';
import { approved, call, doublePerFile, initialize, settle, verifyData } from './helpers';

/*
 * inline.js runs in jsdom against the real double over HTTP. jsdom ships without TypeScript types here, so the
 * few DOM members the test touches are declared below; the emulators workspace has no DOM lib on purpose.
 */

interface TestElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly disabled?: boolean;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<TestElement>;
  click(): void;
  dispatchEvent(event: unknown): boolean;
}

interface Callbacks {
  onSuccess?: (response: Json) => void;
  onCancel?: () => void;
  onLoad?: (response: Json) => void;
  onError?: (error: Json) => void;
}

interface PaystackPopInstance {
  resumeTransaction(accessCode: unknown, callbacks?: Callbacks): void;
  newTransaction(options: Callbacks & Json): void;
}

interface TestWindow {
  readonly document: {
    querySelectorAll(selector: string): ArrayLike<TestElement>;
    getElementById(id: string): TestElement | null;
    readonly activeElement: TestElement | null;
  };
  readonly KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => unknown;
  readonly PaystackPop?: new () => PaystackPopInstance;
  fetch: typeof fetch;
  eval(source: string): unknown;
  close(): void;
}

interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'outside-only'; pretendToBeVisual: boolean },
  ) => { window: TestWindow };
}

let double: PaystackDouble;
let script: string;
let JSDOM: JsdomModule['JSDOM'];
let win: TestWindow;

doublePerFile((d) => (double = d));
beforeAll(async () => {
  script = await (await fetch(`${double.url}/inline.js`)).text();
  // A non-literal specifier: TypeScript has no declarations for jsdom and must not look for them.
  const specifier = 'jsdom';
  ({ JSDOM } = (await import(specifier)) as JsdomModule);
});
beforeEach(() => {
  // The shop's own page: its button must not be confused with the dialog's Pay button.
  win = new JSDOM('<!doctype html><html><body><button>Pay with Paystack</button></body></html>', {
    url: 'http://localhost:5173/checkout',
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  }).window;
  win.fetch = fetch;
  win.eval(script);
});
afterEach(() => {
  win.close();
});

type Outcome = { kind: 'success'; value: Json } | { kind: 'cancel' } | { kind: 'error'; value: Json };

/** Resumes a transaction and resolves when onLoad (or onError) has run; `outcome` settles on the next callback. */
function resume(accessCode: unknown): Promise<{ loaded: Json | null; outcome: Promise<Outcome> }> {
  return new Promise((resolveLoad) => {
    let finish: (o: Outcome) => void = () => undefined;
    const outcome = new Promise<Outcome>((resolve) => {
      finish = resolve;
    });
    const Pop = win.PaystackPop;
    if (!Pop) throw new Error('inline.js did not define window.PaystackPop');
    new Pop().resumeTransaction(accessCode, {
      onLoad: (value) => resolveLoad({ loaded: value, outcome }),
      onSuccess: (value) => finish({ kind: 'success', value }),
      onCancel: () => finish({ kind: 'cancel' }),
      onError: (value) => {
        finish({ kind: 'error', value });
        resolveLoad({ loaded: null, outcome });
      },
    });
  });
}

/** The dialog as a browser test finds it: role "dialog" named by its aria-labelledby heading. */
function dialog(): TestElement | undefined {
  return Array.from(win.document.querySelectorAll('[role="dialog"]')).find((el) => {
    const label = win.document.getElementById(el.getAttribute('aria-labelledby') ?? '');
    return label?.textContent === 'Paystack test checkout';
  });
}

function button(name: string): TestElement {
  const found = Array.from(dialog()?.querySelectorAll('button') ?? []).filter((b) => b.textContent === name);
  if (found.length !== 1) throw new Error(`expected one "${name}" button in the dialog, found ${found.length}`);
  return found[0]!;
}

describe('GET /inline.js', () => {
  it('is served as JavaScript to any origin, points at the double, and parses', async () => {
    const res = await fetch(`${double.url}/inline.js`, { headers: { origin: 'http://localhost:5173' } });
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const source = await res.text();
    expect(source).toContain(`const ORIGIN = "${double.url}"`);
    expect(source).not.toContain('__PAYSTACK_DOUBLE_ORIGIN__');
    expect(() => new Script(source, { filename: 'inline.js' })).not.toThrow();
  });
});

describe('new PaystackPop().resumeTransaction', () => {
  it('opens an accessible dialog and calls onLoad with {id, customer, accessCode}', async () => {
    const { access_code, reference } = await initialize(double, { amount: 1_250_000 });
    const { id } = await verifyData(double, reference);
    const { loaded } = await resume(access_code);
    expect(loaded).toEqual({
      id,
      customer: expect.objectContaining({ email: 'ada@example.com' }) as unknown,
      accessCode: access_code,
    });
    const modal = dialog();
    expect(modal?.getAttribute('aria-modal')).toBe('true');
    expect(modal?.textContent).toContain('NGN 12,500.00');
    expect(['Pay', 'Decline', 'Close'].map((name) => button(name).tagName)).toEqual(['BUTTON', 'BUTTON', 'BUTTON']);
    expect(win.document.activeElement?.textContent).toBe('Pay');
  });

  it('Pay charges the card, closes the dialog and calls onSuccess like the real popup', async () => {
    const { access_code, reference } = await initialize(double);
    const { id } = await verifyData(double, reference);
    const { outcome } = await resume(access_code);
    button('Pay').click();
    expect(await outcome).toEqual({
      kind: 'success',
      value: expect.objectContaining(approved(id, reference)) as unknown,
    });
    expect(dialog()).toBeUndefined();
    expect((await verifyData(double, reference)).status).toBe('success');
  });

  it.each([
    {
      name: 'Decline fails the transaction and ends with onCancel, never onSuccess',
      press: 'Decline',
      status: 'failed',
    },
    { name: 'Close calls onCancel and leaves the transaction abandoned', press: 'Close', status: 'abandoned' },
  ])('$name', async ({ press, status }) => {
    const { access_code, reference } = await initialize(double);
    const { outcome } = await resume(access_code);
    button(press).click();
    expect(await outcome).toEqual({ kind: 'cancel' });
    expect(dialog()).toBeUndefined();
    expect((await verifyData(double, reference)).status).toBe(status);
  });

  it('Pay by transfer shows the account and waits; the transfer landing while it is open calls onSuccess', async () => {
    await call(double, 'PUT', '/_control/transfers', { confirmAfterMs: 1500 }, null);
    const { access_code, reference } = await initialize(double);
    const { id } = await verifyData(double, reference);
    const { outcome } = await resume(access_code);
    button('Pay by transfer').click();
    await expect
      .poll(() => dialog()?.querySelectorAll('[role="status"]')[0]?.textContent)
      .toMatch(/^Transfer NGN 12,500\.00 to .* Waiting for your payment to arrive…$/);
    // Only Close is left while the money is on its way.
    expect(Array.from(dialog()?.querySelectorAll('button') ?? []).map((b) => b.textContent)).toEqual(['Close']);
    expect(await outcome).toEqual({
      kind: 'success',
      value: expect.objectContaining(approved(id, reference)) as unknown,
    });
    expect(dialog()).toBeUndefined();
  });

  it('Close while a USSD payment is on its way calls onCancel and leaves it pending; reopening waits again', async () => {
    await call(double, 'PUT', '/_control/transfers', { confirmAfterMs: null }, null);
    const { access_code, reference } = await initialize(double);
    const first = await resume(access_code);
    button('Pay by USSD').click();
    await expect.poll(() => button('Close').disabled).toBe(false);
    await expect.poll(async () => (await verifyData(double, reference)).status).toBe('pending');
    button('Close').click();
    expect(await first.outcome).toEqual({ kind: 'cancel' });
    expect(await verifyData(double, reference)).toMatchObject({ status: 'pending', channel: 'ussd' });
    const again = await resume(access_code);
    await expect.poll(() => dialog()?.querySelectorAll('[role="status"]')[0]?.textContent).toMatch(/^Dial \*737\*/);
    await settle(double, reference);
    expect((await again.outcome).kind).toBe('success');
  });

  it('Escape closes the dialog like Close', async () => {
    const { access_code } = await initialize(double);
    const { outcome } = await resume(access_code);
    button('Pay').dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await outcome).toEqual({ kind: 'cancel' });
  });

  it('shows an error in the dialog when the payment cannot go through, and stays open', async () => {
    const { access_code, reference } = await initialize(double);
    const { outcome } = await resume(access_code);
    await settle(double, reference); // paid elsewhere (another tab) while this dialog was open
    button('Pay').click();
    await expect
      .poll(() => dialog()?.querySelectorAll('[role="status"]')[0]?.textContent)
      .toBe('Transaction has already been completed');
    expect(button('Pay').disabled).toBe(false);
    button('Close').click();
    expect(await outcome).toEqual({ kind: 'cancel' });
  });

  it.each([
    ['an unknown access code', 'nosuchcode', 'Transaction not found'],
    ['no access code', '', 'Access code is required'],
  ])('calls onError for %s and opens no dialog', async (_name, code, message) => {
    const { loaded, outcome } = await resume(code);
    expect(loaded).toBeNull();
    expect(await outcome).toEqual({ kind: 'error', value: { message } });
    expect(dialog()).toBeUndefined();
  });

  it('calls onError for a transaction that is already paid', async () => {
    const { access_code, reference } = await initialize(double);
    await settle(double, reference);
    const { outcome } = await resume(access_code);
    expect(await outcome).toEqual({ kind: 'error', value: { message: 'Transaction has already been completed' } });
    expect(dialog()).toBeUndefined();
  });

  it('refuses newTransaction (client-priced) through onError', () => {
    const Pop = win.PaystackPop;
    let error: Json | undefined;
    new (Pop as new () => PaystackPopInstance)().newTransaction({
      amount: 100,
      email: 'x@example.com',
      onError: (e) => (error = e),
    });
    expect(error?.message).toMatch(/only resumeTransaction/);
  });
});
