// Taps on a server-drawn page before the app takes it over: kept by the page's script, replayed in order on the
// app's own controls, and the app's own controls are never held back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS } from '../../ssr/server-page';
import { replayEarlyTaps } from '../taps-before-start';

const serverPage = `<main data-server-drawn><form>
  <input type="radio" name="size" value="M" checked><input type="radio" name="size" value="L">
  <input type="number" name="qty" value="1"><button type="submit">Add to cart</button></form></main>`;

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__asoTaps;
});

describe('early taps', () => {
  it('keeps a size and an Add to cart tapped on the server-drawn page, and replays them on the app', async () => {
    document.body.innerHTML = serverPage;
    // The page's own script, as it runs in the served HTML.
    window.eval(EARLY_TAPS);
    expect(window.__asoTaps).toEqual([]);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    document.querySelector<HTMLInputElement>('input[value="L"]')!.click();
    // A quantity typed key by key: only its last value is kept.
    const qty = document.querySelector<HTMLInputElement>('input[name="qty"]')!;
    for (const typed of ['', '9', '99']) {
      qty.value = typed;
      qty.dispatchEvent(new Event('input', { bubbles: true }));
    }
    document.querySelector('button')!.click();
    // The button did nothing yet; the radio moved, as it does without any script.
    expect(submitted).not.toHaveBeenCalled();
    expect(window.__asoTaps).toEqual([
      { name: 'size', value: 'L' },
      { name: 'qty', typed: '99' },
      { button: 'Add to cart' },
    ]);

    // The app draws its own page in place of the server's, its quantity back at 1.
    const done: string[] = [];
    document.body.innerHTML = `<main><input type="radio" name="size" value="M" checked><input type="radio" name="size" value="L"><input type="number" name="qty" value="1"><button type="button">Add to cart</button></main>`;
    document.querySelector('input[value="L"]')!.addEventListener('click', () => done.push('size L'));
    const appQty = document.querySelector<HTMLInputElement>('input[name="qty"]')!;
    appQty.addEventListener('input', () => done.push(`quantity ${appQty.value}`));
    document.querySelector('button')!.addEventListener('click', () => done.push('add to cart'));
    await replayEarlyTaps();
    expect(done).toEqual(['size L', 'quantity 99', 'add to cart']);
    expect(window.__asoTaps).toEqual([]);

    // The app's controls are its own: a later tap is not kept.
    document.querySelector('button')!.click();
    expect(done).toEqual(['size L', 'quantity 99', 'add to cart', 'add to cart']);
    expect(window.__asoTaps).toEqual([]);
  });
});
