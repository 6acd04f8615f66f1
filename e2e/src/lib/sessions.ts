// Signing in once per account per run: the first sign-in of an account goes through the Login screen, and the
// session Auth then keeps in localStorage (the app persists with browserLocalPersistence) is saved beside the
// stack's stack.json; later sign-ins of that account, in any journey file of the same stack, put it back into a
// fresh browser before the app loads. Signing in through the form stays the subject of its own journeys
// (admin-guard-dashboard's redirect, customer-orders).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './stack';

type Saved = Record<string, string>;

interface SessionFile {
  /** When this stack wrote its stack.json: sessions of an earlier stack are not used. */
  readonly stack: number;
  /** localStorage's Auth entries, by origin and email. */
  readonly sessions: Record<string, Saved>;
}

function stackJson(): string {
  return process.env.ASO_STACK_JSON ?? path.join(ROOT, '.stack/test/stack.json');
}

function sessionFile(): string {
  return path.join(path.dirname(stackJson()), 'sessions.json');
}

function read(): SessionFile {
  const stack = statSync(stackJson()).mtimeMs;
  if (existsSync(sessionFile())) {
    const file = JSON.parse(readFileSync(sessionFile(), 'utf8')) as SessionFile;
    if (file.stack === stack) return file;
  }
  return { stack, sessions: {} };
}

const BLANK = '/__journey-session';

const keyOf = (origin: string, email: string) => `${origin} ${email}`;

/** Whether `page` is a fresh browser's only page, which has loaded nothing (no guest cart to carry into a sign-in). */
function isFresh(page: Page): boolean {
  return page.url() === 'about:blank' && page.context().pages().length === 1;
}

/**
 * Opens `target` signed in as `email` from the session saved earlier in this run, when `page` is a fresh browser's
 * and one is saved for its web server; answers whether it did.
 */
export async function openWithSavedSession(page: Page, email: string, target: string): Promise<boolean> {
  if (!isFresh(page)) return false;
  // A blank page of the context's web server (answered here, its icon inline so none is fetched), so localStorage
  // can be written before the app first runs.
  await page.route(`**${BLANK}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
  );
  await page.goto(BLANK);
  await page.unroute(`**${BLANK}`);
  const saved = read().sessions[keyOf(new URL(page.url()).origin, email)];
  if (!saved) return false;
  await page.evaluate(
    `for (const [key, value] of Object.entries(${JSON.stringify(saved)})) localStorage.setItem(key, value)`,
  );
  await page.goto(target);
  return true;
}

/** Keeps the session Auth has just persisted in `page` for `email`'s later sign-ins in this run. */
export async function saveSession(page: Page, email: string): Promise<void> {
  const { origin } = new URL(page.url());
  const authEntries = `Object.entries(localStorage).filter(([k]) => k.startsWith('firebase:authUser:'))`;
  await page.waitForFunction(`${authEntries}.length > 0`);
  const entries = await page.evaluate<Saved>(`Object.fromEntries(${authEntries})`);
  const file = read();
  writeFileSync(
    sessionFile(),
    `${JSON.stringify({ ...file, sessions: { ...file.sessions, [keyOf(origin, email)]: entries } }, null, 2)}\n`,
  );
}
