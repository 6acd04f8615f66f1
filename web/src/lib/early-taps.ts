// Taps on a server-rendered page before the app has taken it over (on a slow phone, seconds): the page's own
// script (server/server-page.ts, EARLY_TAPS) keeps them, and the screen replays them on the app's controls once
// it has drawn, so a buyer's size choice and "Add to cart" are never silently lost.

/** A button by its accessible name, or a radio/checkbox by its name and value. */
export type EarlyTap = { readonly button: string } | { readonly name: string; readonly value: string };

declare global {
  interface Window {
    __asoTaps?: EarlyTap[];
  }
}

const labelOf = (button: HTMLButtonElement): string =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

/** A task boundary: React has drawn what the last tap changed before the next one reads it. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Replays the kept taps, in order, on the matching controls under `root`; a tap with no match is dropped. */
export async function replayEarlyTaps(root: ParentNode = document): Promise<void> {
  const taps = window.__asoTaps ?? [];
  window.__asoTaps = [];
  for (const tap of taps) {
    await nextTask();
    const target =
      'button' in tap
        ? [...root.querySelectorAll('button')].find((b) => labelOf(b) === tap.button.trim())
        : [...root.querySelectorAll('input')].find((i) => i.name === tap.name && i.value === tap.value);
    target?.click();
  }
}
