// Taps on a server-drawn page before the app takes it over: kept by the page's script, replayed in order on the
// app's own controls, and the app's own controls are never held back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS } from '../../ssr/server-page';
import { earlyChoice, replayEarlyTaps } from '../taps-before-start';

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

  it('waits for a screen that shows "Loading…" first, and its fields start from what was chosen meanwhile', async () => {
    window.__asoTaps = [{ name: 'size', value: 'L' }, { name: 'qty', typed: '99' }, { button: 'Add to cart' }];
    document.body.innerHTML = '<main><p>Loading…</p></main>';
    const replay = replayEarlyTaps();
    // The replay has taken the taps, and a field drawn while it waits still starts from them.
    expect(window.__asoTaps).toEqual([]);
    expect([earlyChoice('size'), earlyChoice('qty'), earlyChoice('payMode')]).toEqual(['L', '99', null]);

    await new Promise((resolve) => setTimeout(resolve, 120));
    const done: string[] = [];
    document.body.innerHTML = `<main><input type="radio" name="size" value="M" checked><input type="radio" name="size" value="L"><input type="number" name="qty" value="1"><button type="button">Add to cart</button></main>`;
    document.querySelector('input[value="L"]')!.addEventListener('click', () => done.push('size L'));
    const qty = document.querySelector<HTMLInputElement>('input[name="qty"]')!;
    qty.addEventListener('input', () => done.push(`quantity ${qty.value}`));
    document.querySelector('button')!.addEventListener('click', () => done.push('add to cart'));
    await replay;
    expect(done).toEqual(['size L', 'quantity 99', 'add to cart']);
    expect(earlyChoice('qty')).toBeNull();
  });

  it('drops a tap whose control never comes (the piece sold out meanwhile)', async () => {
    window.__asoTaps = [{ button: 'Add to cart' }];
    document.body.innerHTML = '<main><button type="button">Sold out</button></main>';
    const clicked = vi.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    await replayEarlyTaps(document, 200);
    expect(clicked).not.toHaveBeenCalled();
    expect(earlyChoice('qty')).toBeNull();
  });
});
