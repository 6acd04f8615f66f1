// Taps on a server-rendered page before the app has taken it over (on a slow phone, seconds): the page's own
// script (ssr/server-page.ts, EARLY_TAPS) keeps them, and the screen replays them on the app's controls once
// it has drawn, so a buyer's size choice and "Add to cart" are never silently lost.

/** A button by its accessible name, a radio/checkbox by its name and value, or what was typed in a named field. */
export type EarlyTap =
  | { readonly button: string }
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly typed: string };

declare global {
  interface Window {
    __asoTaps?: EarlyTap[];
  }
}

const labelOf = (button: HTMLButtonElement): string =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

/** A task boundary: React has drawn what the last tap changed before the next one reads it. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Types `text` into the app's field as a person would: React hears the input event, not a bare value change. */
function typeInto(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The taps being replayed now: the screen's fields may be drawn while the replay waits for them. */
let replaying: readonly EarlyTap[] = [];

/**
 * What the buyer last chose or typed in the named field before the app took over, for the app's field to start
 * from: the replay below runs only once its module has loaded (a round trip on a slow network), and a tap on the
 * app's own button in between must not find the field back at its default.
 */
export function earlyChoice(name: string): string | null {
  if (typeof window === 'undefined') return null; // drawn on the server
  let last: string | null = null;
  for (const tap of [...replaying, ...(window.__asoTaps ?? [])]) {
    if ('typed' in tap && tap.name === name) last = tap.typed;
    else if ('value' in tap && tap.name === name) last = tap.value;
  }
  return last;
}

/** The app's control a tap was made on, once the screen has drawn it. */
function controlFor(root: ParentNode, tap: EarlyTap): HTMLButtonElement | HTMLInputElement | undefined {
  if ('button' in tap) return [...root.querySelectorAll('button')].find((b) => labelOf(b) === tap.button.trim());
  const inputs = [...root.querySelectorAll('input')];
  if ('typed' in tap) return inputs.find((i) => i.name === tap.name && i.type !== 'radio' && i.type !== 'checkbox');
  return inputs.find((i) => i.name === tap.name && i.value === tap.value);
}

/** The control once it is drawn (a screen may show "Loading…" first), or undefined after `patienceMs`. */
async function drawnControl(root: ParentNode, tap: EarlyTap, patienceMs: number) {
  const until = Date.now() + patienceMs;
  for (;;) {
    const control = controlFor(root, tap);
    if (control || Date.now() >= until) return control;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Replays the kept taps, in order, on the matching controls under `root`, each as soon as the screen has drawn its
 * control; a tap whose control does not come within `patienceMs` (the piece sold out meanwhile) is dropped.
 */
export async function replayEarlyTaps(root: ParentNode = document, patienceMs = 10_000): Promise<void> {
  const taps = window.__asoTaps ?? [];
  window.__asoTaps = [];
  replaying = taps;
  try {
    for (const tap of taps) {
      await nextTask();
      const control = await drawnControl(root, tap, patienceMs);
      if (!control) continue;
      if ('typed' in tap) typeInto(control as HTMLInputElement, tap.typed);
      else control.click();
    }
  } finally {
    replaying = [];
  }
}
