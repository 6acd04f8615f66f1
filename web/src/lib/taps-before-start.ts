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

/** Replays the kept taps, in order, on the matching controls under `root`; a tap with no match is dropped. */
export async function replayEarlyTaps(root: ParentNode = document): Promise<void> {
  const taps = window.__asoTaps ?? [];
  window.__asoTaps = [];
  const inputs = () => [...root.querySelectorAll('input')];
  for (const tap of taps) {
    await nextTask();
    if ('button' in tap) {
      [...root.querySelectorAll('button')].find((b) => labelOf(b) === tap.button.trim())?.click();
    } else if ('typed' in tap) {
      const field = inputs().find((i) => i.name === tap.name && i.type !== 'radio' && i.type !== 'checkbox');
      if (field) typeInto(field, tap.typed);
    } else {
      inputs()
        .find((i) => i.name === tap.name && i.value === tap.value)
        ?.click();
    }
  }
}
